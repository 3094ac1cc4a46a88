// Every fact the log can hold: one union per stream type, each payload typed once in its
// feature's events file. The kernel names no feature: each feature's events file adds its stream to
// EventsOfStream (declaration merging), and the table of types below is checked against them. Decide,
// evolve, the projections, replay and the reporting API all read events through these types, so a
// projection's switch that misses a new type fails the type check.

/** The events of each stream type; filled in by the features' events files. */
// biome-ignore lint/suspicious/noEmptyInterface: declaration merging adds every stream
export interface EventsOfStream {}

export type StreamType = keyof EventsOfStream;

export type ClubEvent = EventsOfStream[StreamType];

export type ClubEventType = ClubEvent['type'];

/** The stream a type belongs to, worked out from the unions: a mistake in the table below fails the type check. */
type StreamOfType = {
  readonly [T in ClubEventType]: {
    [S in StreamType]: T extends EventsOfStream[S]['type'] ? S : never;
  }[StreamType];
};

/** The stream type of each event type: a new event type missing here fails the type check. */
export const STREAM_TYPE_OF: StreamOfType = {
  OrderPlaced: 'order',
  OrderDelivered: 'order',
  OrderNotCollected: 'order',
  OrderCancelled: 'order',
  OrderPrepared: 'order',
  OrderHandoverReverted: 'order',
  ProductListed: 'product',
  StockReceived: 'product',
  StockEdited: 'product',
  StockAdjusted: 'product',
  StockDestroyed: 'product',
  ProductAdded: 'catalogue',
  ProductEdited: 'catalogue',
  ProductRetired: 'catalogue',
  ProductPhotoSet: 'product-photo',
  ProductPhotoRemoved: 'product-photo',
  BillIssued: 'bill',
  ExpenseRecorded: 'expense',
  ExpenseReceiptAttached: 'expense',
  MemberRegistered: 'member',
  MemberUpdated: 'member',
  TrimmerFlagSet: 'member',
  TechnicalLeadSet: 'member',
  MemberDeactivated: 'member',
  MemberReactivated: 'member',
  MemberLeft: 'member',
  PasswordReset: 'member',
  MemberForgotten: 'member',
  OpeningBalanceRecorded: 'member',
  MemberRolesChanged: 'member-roles',
  WorkRecorded: 'work',
  WorkDeleted: 'work',
  TaskReportSent: 'task-report',
  ClubSettingsChanged: 'settings',
  MotherPlantRegistered: 'mother-plant',
  BatchStarted: 'batch',
  BatchStageChanged: 'batch',
  BatchPlantsLost: 'batch',
  BatchHarvested: 'batch',
  BatchWasteDestroyed: 'batch',
  BatchAnalysed: 'batch',
  TreatmentApplied: 'treatment',
  MonthClosed: 'month-close',
  HarvestRecorded: 'harvest',
  HarvestCorrected: 'harvest',
  InvitationIssued: 'invitation',
  InvitationRevoked: 'invitation',
  ApplicationSubmitted: 'application',
  ApplicationApproved: 'application',
  ApplicationRejected: 'application',
  ApplicationWaitlisted: 'application',
  ClubRegistered: 'club-profile',
};

export const CLUB_EVENT_TYPES = Object.keys(STREAM_TYPE_OF) as ClubEventType[];

export function isClubEventType(type: string): type is ClubEventType {
  return Object.hasOwn(STREAM_TYPE_OF, type);
}

/**
 * An event read from the log, as the union. The log only ever receives these types (every append
 * goes through the command pipeline or the seed), so another type means the code is older than
 * the data: stop rather than fold it wrongly.
 */
export function asClubEvent<E extends { type: string; payload: unknown }>(event: E): E & ClubEvent {
  if (!isClubEventType(event.type))
    throw new Error(`The event log holds an unknown event type: ${event.type}`);
  return event as E & ClubEvent;
}

/**
 * Whether the event belongs to one of `streams`: a projection that only some streams feed passes
 * the others by, then switches exhaustively over what is left, so a new event of a stream it
 * reads still fails the type check.
 */
export function isStreamEvent<T extends StreamType>(
  event: ClubEvent,
  ...streams: T[]
): event is EventsOfStream[T] {
  return (streams as StreamType[]).includes(STREAM_TYPE_OF[event.type]);
}

/** The default of an exhaustive switch over events: unreachable while every type has its case. */
export function unhandledEvent(event: never): never {
  throw new Error(`No case for event type ${(event as { type?: unknown }).type}`);
}
