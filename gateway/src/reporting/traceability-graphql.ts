import { isCalendarMonth } from '@club/domain/calendar-month';
import { texts } from '@club/domain/texts';
import { createGraphQLError } from 'graphql-yoga';
import { builder } from '../kernel/graphql/builder.ts';
import {
  type BatchRecipient,
  type BatchTrace,
  batchTrace,
  type DispensationTrace,
  dispensationTraces,
  type TraceSource,
} from './traceability-service.ts';

// Traceability in the reporting API (issue 17): backward from a month's dispensations to their
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
    authScopes: { admin: true },
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
    authScopes: { admin: true },
    args: { batchId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => batchTrace(ctx.db, args.batchId),
  }),
}));
