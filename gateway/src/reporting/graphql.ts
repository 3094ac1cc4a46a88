import { isCalendarMonth } from '@club/domain/calendar-month';
import { texts } from '@club/domain/texts';
import { createGraphQLError } from 'graphql-yoga';
import type { LoggedEvent } from '../kernel/events/event-log.ts';
import { builder } from '../kernel/graphql/builder.ts';
import { LogEventType } from '../kernel/graphql/log-event.ts';
import {
  type Dispensation,
  dispensations,
  dispensationsCsv,
  EVENTS_PAGE_MAX,
  type EventsPage,
  eventsPage,
  type Sale,
  sales,
} from './queries.ts';
import {
  type BatchRecipient,
  type BatchTrace,
  batchTrace,
  type DispensationTrace,
  dispensationTraces,
  type TraceSource,
} from './traceability.ts';

// Reporting for admins and reporting clients (README "Reporting"): the event log a page at a
// time, the month's dispensations (also as the CSV the club files), sales per product.

const cursorOf = (position: number) => Buffer.from(`event:${position}`).toString('base64url');

function positionOf(cursor: string): number {
  const match = /^event:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badInput('El cursor no es válido');
  return Number(match[1]);
}

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function instant(value: string | null | undefined, name: string): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badInput(`${name}: la fecha no es válida (ISO 8601)`);
  return date;
}

function checkedMonth(month: string): string {
  if (!isCalendarMonth(month)) throw badInput(texts.orderAdmin.invalidMonth);
  return month;
}

const EventEdgeType = builder.objectRef<LoggedEvent>('LogEventEdge').implement({
  fields: (t) => ({
    cursor: t.string({ resolve: (event) => cursorOf(event.position) }),
    node: t.field({ type: LogEventType, resolve: (event) => event }),
  }),
});

const EventPageInfoType = builder.objectRef<EventsPage>('LogEventPageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({
      nullable: true,
      description: 'Pass it as `after` for the next page.',
      resolve: (page) => (page.endPosition === null ? null : cursorOf(page.endPosition)),
    }),
  }),
});

const EventConnectionType = builder.objectRef<EventsPage>('LogEventConnection').implement({
  fields: (t) => ({
    edges: t.field({ type: [EventEdgeType], resolve: (page) => page.events }),
    pageInfo: t.field({ type: EventPageInfoType, resolve: (page) => page }),
  }),
});

const DispensationType = builder.objectRef<Dispensation>('Dispensation').implement({
  description: 'Grams of one product handed over to one member in a month (orders delivered, bills).',
  fields: (t) => ({
    memberId: t.exposeInt('memberId'),
    cedula: t.exposeString('cedula', {
      nullable: true,
      description: "The member's cédula, as the regulator identifies them; null where not recorded yet.",
    }),
    name: t.exposeString('name'),
    lastName: t.exposeString('lastName'),
    productId: t.exposeInt('productId'),
    key: t.exposeString('key'),
    species: t.exposeString('species'),
    grams: t.exposeInt('grams'),
    amount: t.exposeInt('amount', { description: 'Integer pesos.' }),
  }),
});

const SaleType = builder.objectRef<Sale>('Sale').implement({
  description: 'Grams and pesos of one product handed over in a month.',
  fields: (t) => ({
    productId: t.exposeInt('productId'),
    key: t.exposeString('key'),
    species: t.exposeString('species'),
    grams: t.exposeInt('grams'),
    amount: t.exposeInt('amount', { description: 'Integer pesos.' }),
    handovers: t.exposeInt('handovers', { description: 'Orders delivered (and bills) with this product.' }),
  }),
});

builder.queryFields((t) => ({
  events: t.field({
    type: EventConnectionType,
    description: `The event log in position order, a page at a time (first: 1..${EVENTS_PAGE_MAX}). Filters: types, one stream, occurredAt in [from, to).`,
    authScopes: { permission: 'reports.view' },
    args: {
      first: t.arg.int({ defaultValue: 50 }),
      after: t.arg.string({ description: "A previous page's endCursor." }),
      types: t.arg.stringList({ description: "e.g. ['StockEdited', 'StockAdjusted']." }),
      stream: t.arg.string({ description: "e.g. 'product-3'." }),
      from: t.arg.string({ description: 'ISO 8601, inclusive.' }),
      to: t.arg.string({ description: 'ISO 8601, exclusive.' }),
    },
    resolve: (_root, args, ctx) =>
      eventsPage(
        ctx.db,
        {
          types: args.types ?? null,
          stream: args.stream ?? null,
          from: instant(args.from, 'from'),
          to: instant(args.to, 'to'),
        },
        { first: args.first ?? 50, after: args.after ? positionOf(args.after) : 0 },
      ),
  }),
  dispensations: t.field({
    type: [DispensationType],
    description: 'Grams per member per product handed over in a calendar month (YYYY-MM).',
    authScopes: { permission: 'reports.view' },
    args: { month: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => dispensations(ctx.db, checkedMonth(args.month)),
  }),
  dispensationsCsv: t.string({
    description: "The same as `dispensations`, as the CSV filed with the regulator (';', CRLF, UTF-8).",
    authScopes: { permission: 'reports.view' },
    args: { month: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      dispensationsCsv(args.month, await dispensations(ctx.db, checkedMonth(args.month))),
  }),
  sales: t.field({
    type: [SaleType],
    description: 'Grams and pesos per product handed over in a calendar month (YYYY-MM).',
    authScopes: { permission: 'reports.view' },
    args: { month: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => sales(ctx.db, checkedMonth(args.month)),
  }),
}));

// Traceability in the reporting API: backward from a month's dispensations to their
// harvests, batches and mother plants; forward from a batch to the members who received it.
// Grams are attributed FIFO over each product's harvests (decision 029).

const TraceSourceType = builder.objectRef<TraceSource>('TraceSource').implement({
  description: 'Part of a dispensation’s grams and where they were grown; nulls: no recorded origin.',
  fields: (t) => ({
    grams: t.exposeInt('grams'),
    harvestId: t.exposeInt('harvestId', { nullable: true }),
    harvestDate: t.exposeString('harvestDate', { nullable: true }),
    batchId: t.exposeInt('batchId', { nullable: true }),
    motherId: t.exposeInt('motherId', { nullable: true }),
    motherName: t.exposeString('motherName', { nullable: true }),
    motherOrigin: t.exposeString('motherOrigin', { nullable: true }),
  }),
});

const DispensationTraceType = builder.objectRef<DispensationTrace>('DispensationTrace').implement({
  description: 'One product handed over to a member, traced back to its harvests (FIFO).',
  fields: (t) => ({
    sourceStream: t.exposeString('sourceStream', { description: "'order-<uuid>' or 'bill-<uuid>'." }),
    memberId: t.exposeInt('memberId'),
    memberName: t.exposeString('memberName'),
    date: t.exposeString('date', { description: 'The handover day, YYYY-MM-DD.' }),
    productId: t.exposeInt('productId'),
    species: t.exposeString('species'),
    grams: t.exposeInt('grams'),
    sources: t.field({ type: [TraceSourceType], resolve: (trace) => trace.sources }),
  }),
});

const BatchRecipientType = builder.objectRef<BatchRecipient>('BatchRecipient').implement({
  fields: (t) => ({
    sourceStream: t.exposeString('sourceStream'),
    memberId: t.exposeInt('memberId'),
    memberName: t.exposeString('memberName'),
    date: t.exposeString('date'),
    species: t.exposeString('species'),
    grams: t.exposeInt('grams', { description: 'Grams of this batch in that handover.' }),
  }),
});

const BatchTraceType = builder.objectRef<BatchTrace>('BatchTrace').implement({
  description: 'A batch forward: its harvest and every member who received its grams (FIFO).',
  fields: (t) => ({
    batchId: t.exposeInt('batchId'),
    harvestId: t.exposeInt('harvestId', { nullable: true }),
    harvestDate: t.exposeString('harvestDate', { nullable: true }),
    gramsReceived: t.exposeInt('gramsReceived', { description: 'Grams its harvest put into stock.' }),
    gramsDispensed: t.exposeInt('gramsDispensed', { description: 'Of those, grams handed over.' }),
    recipients: t.field({ type: [BatchRecipientType], resolve: (trace) => trace.recipients }),
  }),
});

builder.queryFields((t) => ({
  dispensationTraces: t.field({
    type: [DispensationTraceType],
    description:
      'Backward traceability: the dispensations of a month (YYYY-MM), of one member and/or product if given, each with the harvest, batch and mother plant its grams came from. Newest first.',
    authScopes: { permission: 'reports.view', inspection: true },
    args: { month: t.arg.string({ required: true }), memberId: t.arg.int(), productId: t.arg.int() },
    resolve: (_root, args, ctx) => {
      if (!isCalendarMonth(args.month)) {
        throw createGraphQLError(texts.orderAdmin.invalidMonth, { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return dispensationTraces(ctx.db, args.month, { memberId: args.memberId, productId: args.productId });
    },
  }),
  batchTrace: t.field({
    type: BatchTraceType,
    nullable: true,
    description:
      'Forward traceability: every member who received grams of the batch’s harvest; null: no such batch.',
    authScopes: { permission: 'reports.view', inspection: true },
    args: { batchId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => batchTrace(ctx.db, args.batchId),
  }),
}));
