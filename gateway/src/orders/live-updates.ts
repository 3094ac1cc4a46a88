import { texts } from '@club/domain/texts';
import { createGraphQLError } from 'graphql-yoga';
import { type FedEvent, followEvents, headPosition } from '../kernel/events/event-feed.ts';
import { builder } from '../kernel/graphql/builder.ts';
import type { GraphQLContext } from '../kernel/graphql/context.ts';
import { orderStream } from './events.ts';

// Live orders (decision 053): every event of every order stream, whatever its type (types added
// later flow without a change here), for the screens that list orders to refetch. It carries no
// payload: who ordered what stays behind the queries and their guards.

const ORDER_STREAM_PREFIX = orderStream('');

const OrderUpdateType = builder.objectRef<FedEvent>('OrderUpdate').implement({
  description: 'Something happened to an order; the screen refetches what it shows.',
  fields: (t) => ({
    position: t.exposeInt('position', {
      description: "The event's position in the log; the stream's event id, to resume from.",
    }),
    orderId: t.id({ resolve: (event) => event.streamId.slice(ORDER_STREAM_PREFIX.length) }),
    type: t.exposeString('type', { description: "Past tense: 'OrderPlaced', 'OrderCancelled'…" }),
    occurredAt: t.exposeString('occurredAt', { description: 'ISO 8601, UTC.' }),
  }),
});

/** A position to resume from, as the `since` argument or the Last-Event-ID header gave it. */
function resumePosition(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const position = typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(position) || position < 0) {
    throw createGraphQLError(texts.graphql.badPosition, {
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    });
  }
  return position;
}

async function startOf(since: number | null | undefined, ctx: GraphQLContext): Promise<number> {
  return resumePosition(since) ?? resumePosition(ctx.lastEventId) ?? (await headPosition(ctx.db));
}

builder.subscriptionFields((t) => ({
  orderUpdates: t.field({
    type: OrderUpdateType,
    description:
      'Each event of any order, placed, cancelled, handed over or else, from any replica, in log order. ' +
      'Starts after `since` (or the Last-Event-ID header of a reconnecting stream), else at the present.',
    authScopes: { permission: 'orders.view' },
    args: {
      since: t.arg.int({
        description: 'The last position seen; the updates after it follow, none repeated.',
      }),
    },
    // Resolved before the stream opens: once the client has the response, nothing after its start is missed.
    subscribe: async (_root, args, ctx) =>
      followEvents(ctx.db, ORDER_STREAM_PREFIX, await startOf(args.since, ctx)),
    resolve: (event) => event,
  }),
}));
