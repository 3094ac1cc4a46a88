import { fillText } from '@club/domain/fill-text';
import {
  CLUB_MAIL_NAMES,
  HOSTED_MAIL_NAMES,
  mailDeliveryTexts,
  STOREFRONT_ORDER_MAIL_NAME,
  unnamedMail,
} from '@club/domain/mail-texts';
import { HOSTED_MAIL_SERVICE } from '@club/hosted/auth/mail';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { sendTestMail } from './club-mails.ts';
import { CLUB_MAIL_SERVICE } from './mail-content.ts';
import { listOutbox, OUTBOX_MAX_LIMIT, type OutboxMail } from './mail-store.ts';

const OutboxMailType = builder.objectRef<OutboxMail>('OutboxMail').implement({
  description:
    "A mail in the outbox: the web app's (EmailJS stand-in), the hosted auth's, or the gateway's own. Sent through SMTP when SMTP_URL is set.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    createdAt: t.exposeString('createdAt', { description: 'ISO 8601 timestamp.' }),
    serviceId: t.exposeString('serviceId'),
    templateId: t.exposeString('templateId'),
    templateName: t.string({
      description: "What kind of mail it is, in Spanish ('Recordatorio de retiro'), for the admin's listing.",
      resolve: (mail) => mailName(mail.serviceId, mail.templateId),
    }),
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

/** The Spanish name of a row's kind; any other service is the storefront's order mail (its template id is configurable). */
function mailName(serviceId: string, templateId: string): string {
  const names: Readonly<Record<string, string>> | null =
    serviceId === CLUB_MAIL_SERVICE
      ? CLUB_MAIL_NAMES
      : serviceId === HOSTED_MAIL_SERVICE
        ? HOSTED_MAIL_NAMES
        : null;
  if (names === null) return STOREFRONT_ORDER_MAIL_NAME;
  return names[templateId] ?? unnamedMail(templateId);
}

builder.queryFields((t) => ({
  mailDeliveryConfigured: t.boolean({
    description:
      'Whether an SMTP server is set (SMTP_URL): without one, every mail stays pending in the outbox, never tried.',
    authScopes: { permission: 'settings.manage' },
    resolve: (_root, _args, ctx) => Boolean(ctx.config.smtpUrl),
  }),
  outbox: t.field({
    type: [OutboxMailType],
    description: `Newest first; limit is kept between 1 and ${OUTBOX_MAX_LIMIT}.`,
    authScopes: { permission: 'settings.manage' },
    args: { limit: t.arg.int({ defaultValue: 50 }) },
    resolve: (_root, args, ctx) => listOutbox(ctx.db, args.limit ?? 50, ctx.config.mailOrdersTo),
  }),
}));

const TestMailResultType = builder
  .objectRef<{ ok: boolean; message: string; mail: string }>('TestMailResult')
  .implement({
    description: 'A test mail queued to the admin who asked, and what the screen says of it.',
    fields: (t) => ({
      ok: t.exposeBoolean('ok'),
      message: t.exposeString('message', { description: 'Spanish text to show.' }),
      mail: t.exposeString('mail'),
    }),
  });

builder.mutationFields((t) => ({
  sendTestMail: t.field({
    type: TestMailResultType,
    description: "Queues a mail to the asking admin's own address: the dispatcher sends it like any other.",
    authScopes: { permission: 'settings.manage' },
    resolve: async (_root, _args, ctx) => {
      const mail = await sendTestMail(ctx.db, signedInViewer(ctx).memberId, ctx.now());
      const text = ctx.config.smtpUrl ? mailDeliveryTexts.testQueued : mailDeliveryTexts.testQueuedNoServer;
      return { ok: true, mail, message: fillText(text, { mail }) };
    },
  }),
}));
