import type { MonthCloseEvent } from '../close/close-events.ts';
import type { BillEvent } from '../finance/bill-events.ts';
import type { ExpenseEvent } from '../finance/expense-events.ts';
import type { TaskReportEvent } from '../harvest/task-events.ts';
import type { WorkEvent } from '../harvest/work-events.ts';
import type { MemberEvent } from '../members/events.ts';
import type { OrderEvent } from '../orders/events.ts';
import type { BatchEvent, MotherPlantEvent, TreatmentEvent } from '../plants/plant-events.ts';
import type { SettingsEvent } from '../settings/events.ts';
import type { ProductEvent } from '../stock/events.ts';

// Every fact the log can hold: one union per stream type, each payload typed once in its
// feature's events file. Decide, evolve, the projections, replay and the reporting API all read
// events through these types, so a projection's switch that misses a new type fails the type check.

export type ClubEvent =
  | OrderEvent
  | ProductEvent
  | BillEvent
  | ExpenseEvent
  | MemberEvent
  | WorkEvent
  | TaskReportEvent
  | SettingsEvent
  | MotherPlantEvent
  | BatchEvent
  | TreatmentEvent
  | MonthCloseEvent;

export type ClubEventType = ClubEvent['type'];

/** The events of each stream type. */
export interface EventsOfStream {
  order: OrderEvent;
  product: ProductEvent;
  bill: BillEvent;
  expense: ExpenseEvent;
  member: MemberEvent;
  work: WorkEvent;
  'task-report': TaskReportEvent;
  settings: SettingsEvent;
  'mother-plant': MotherPlantEvent;
  batch: BatchEvent;
  treatment: TreatmentEvent;
  'month-close': MonthCloseEvent;
}

export type StreamType = keyof EventsOfStream;

/** The stream type of each event type: a new event type missing here fails the type check. */
export const STREAM_TYPE_OF: { readonly [T in ClubEventType]: StreamType } = {
  OrderPlaced: 'order',
  OrderDelivered: 'order',
  OrderNotCollected: 'order',
  OrderCancelled: 'order',
  ProductListed: 'product',
  StockReceived: 'product',
  StockEdited: 'product',
  StockAdjusted: 'product',
  StockDestroyed: 'product',
  BillIssued: 'bill',
  ExpenseRecorded: 'expense',
  ExpenseReceiptAttached: 'expense',
  MemberRegistered: 'member',
  MemberUpdated: 'member',
  TrimmerFlagSet: 'member',
  TechnicalLeadSet: 'member',
  MemberDeactivated: 'member',
  MemberReactivated: 'member',
  PasswordReset: 'member',
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
  TreatmentApplied: 'treatment',
  MonthClosed: 'month-close',
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
