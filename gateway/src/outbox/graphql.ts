import { builder } from '../kernel/graphql/builder.ts';
import { listOutbox, OUTBOX_MAX_LIMIT, type OutboxMail } from './mail-store.ts';

const OutboxMailType = builder.objectRef<OutboxMail>('OutboxMail').implement({
  description:
    "A mail in the outbox: the web app's (EmailJS stand-in), the hosted auth's, or the gateway's own. Sent through SMTP when SMTP_URL is set.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    createdAt: t.exposeString('createdAt', { description: 'ISO 8601 timestamp.' }),
    serviceId: t.exposeString('serviceId'),
    templateId: t.exposeString('templateId'),
    templateParams: t.exposeString('templateParams', { description: 'The template params as JSON text.' }),
    recipient: t.exposeString('recipient', {
      nullable: true,
      description: 'Who gets it (order mails: the club inbox); null when the mail names no valid address.',
    }),
    subject: t.exposeString('subject'),
    status: t.exposeString('status', { description: "'pending', 'sending', 'sent' or 'failed'." }),
    attempts: t.exposeInt('attempts', { description: 'Sends tried so far.' }),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: "The last refusal (the SMTP server's answer, or why it was given up).",
    }),
    nextAttemptAt: t.exposeString('nextAttemptAt', {
      description: 'ISO 8601 timestamp: when a pending mail is tried next.',
    }),
    sentAt: t.exposeString('sentAt', { nullable: true, description: 'ISO 8601 timestamp.' }),
  }),
});

builder.queryFields((t) => ({
  outbox: t.field({
    type: [OutboxMailType],
    description: `Newest first; limit is kept between 1 and ${OUTBOX_MAX_LIMIT}.`,
    authScopes: { permission: 'settings.manage' },
    args: { limit: t.arg.int({ defaultValue: 50 }) },
    resolve: (_root, args, ctx) => listOutbox(ctx.db, args.limit ?? 50, ctx.config.mailOrdersTo),
  }),
}));
