import type { LoggedEvent } from '../events/event-log.ts';
import { builder } from './builder.ts';

// One fact of the log as GraphQL shows it, wherever a list of events is asked for.

export const LogEventType = builder.objectRef<LoggedEvent>('LogEvent').implement({
  description: 'One fact of the append-only event log.',
  fields: (t) => ({
    position: t.exposeInt('position', { description: 'Global position in the log.' }),
    streamId: t.exposeString('streamId', { description: "e.g. 'order-<uuid>', 'product-3'." }),
    version: t.exposeInt('version', { description: 'Position within its stream, from 1.' }),
    type: t.exposeString('type', { description: "Past tense: 'OrderPlaced', 'StockEdited'…" }),
    payload: t.string({
      description: 'The fact as JSON text.',
      resolve: (event) => JSON.stringify(event.payload),
    }),
    actor: t.exposeString('actor', { description: "Who caused it: 'member-<id>' or 'seed'." }),
    actorName: t.exposeString('actorName', {
      nullable: true,
      description: "The actor's name and last name.",
    }),
    occurredAt: t.exposeString('occurredAt', { description: 'ISO 8601, UTC.' }),
  }),
});
