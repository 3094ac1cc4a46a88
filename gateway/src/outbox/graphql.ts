import { builder } from '../graphql/builder.ts';
import { listOutbox, OUTBOX_MAX_LIMIT, type OutboxMail } from './service.ts';

const OutboxMailType = builder.objectRef<OutboxMail>('OutboxMail').implement({
  description: 'A mail the web app sent through the EmailJS stand-in.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    createdAt: t.exposeString('createdAt', { description: 'ISO 8601 timestamp.' }),
    serviceId: t.exposeString('serviceId'),
    templateId: t.exposeString('templateId'),
    templateParams: t.exposeString('templateParams', { description: 'The template params as JSON text.' }),
  }),
});

builder.queryFields((t) => ({
  outbox: t.field({
    type: [OutboxMailType],
    description: `Newest first; limit is kept between 1 and ${OUTBOX_MAX_LIMIT}.`,
    authScopes: { admin: true },
    args: { limit: t.arg.int({ defaultValue: 50 }) },
    resolve: (_root, args, ctx) => listOutbox(ctx.db, args.limit ?? 50),
  }),
}));
