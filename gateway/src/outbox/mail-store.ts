import type { Sql } from '@club/db/connection';
import { genericTexts } from '@club/domain/account-texts';
import { z } from 'zod';
import { envelopeOf, TRUSTED_MAIL_SERVICES } from './mail-content.ts';

// The local stand-in for EmailJS: each mail the web app "sends" is kept in the outbox table,
// where an admin can read it, and sent from there through SMTP when SMTP_URL is set (dispatcher.ts).

/** Upper bound for one mail's template params, as JSON text. */
export const MAX_TEMPLATE_PARAMS_BYTES = 32 * 1024;
export const OUTBOX_MAX_LIMIT = 500;

const id = z.string().trim().min(1).max(200);
// The ids of the services whose mails choose their own recipient: only our code writes those.
const publicServiceId = id.refine((value) => !TRUSTED_MAIL_SERVICES.has(value));

/**
 * The template param the storefront puts the member's token in: @emailjs/browser sends no header
 * of the caller's, so the token travels in the body it sends. Never stored.
 */
export const TOKEN_PARAM = 'auth_token';

/** The member who sent a mail: the order template's name and reply address are theirs. */
export interface MailSender {
  name: string;
  lastName: string;
  mail: string;
}

// What @emailjs/browser 4 posts to /api/v1.0/email/send.
const sendInput = z.object({
  lib_version: z.string().max(50).optional(),
  user_id: id,
  service_id: publicServiceId,
  template_id: id,
  template_params: z.record(z.string(), z.unknown()).optional(),
  // Sent by EmailJS clients that use a private key; accepted, never stored.
  accessToken: z.string().max(500).optional(),
});

export type SendOutcome =
  | { ok: true; id: number }
  | { ok: false; code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE'; error: string };

/**
 * Validates an EmailJS send request and stores the mail in the outbox, as `sender`'s: who it is
 * from and where a reply goes are the member's own, whatever the body said, and the token it
 * carried is dropped.
 */
export async function storeMail(db: Sql, input: unknown, sender: MailSender): Promise<SendOutcome> {
  const parsed = sendInput.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'BAD_REQUEST', error: genericTexts.badRequest };
  const mail = parsed.data;
  const { [TOKEN_PARAM]: _token, ...given } = mail.template_params ?? {};
  const params = JSON.stringify({
    ...given,
    user_name: sender.name,
    user_lastname: sender.lastName,
    reply_to: sender.mail,
  });
  if (Buffer.byteLength(params) > MAX_TEMPLATE_PARAMS_BYTES) {
    return { ok: false, code: 'PAYLOAD_TOO_LARGE', error: genericTexts.bodyTooLarge };
  }
  const { rows } = await db.query<{ id: number }>(
    `insert into outbox (service_id, template_id, public_key, template_params)
     values ($1, $2, $3, $4::jsonb)
     returning id`,
    [mail.service_id, mail.template_id, mail.user_id, params],
  );
  return { ok: true, id: Number(rows[0]?.id) };
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMail {
  id: number;
  createdAt: string;
  serviceId: string;
  templateId: string;
  /** The template params as JSON text. */
  templateParams: string;
  /** Who gets it; null when the row names no valid address (it fails instead of being sent). */
  recipient: string | null;
  subject: string;
  status: OutboxStatus;
  /** Sends tried so far. */
  attempts: number;
  /** The SMTP server's (or the connection's) last refusal; null once sent. */
  lastError: string | null;
  /** When a pending mail is tried next. */
  nextAttemptAt: string;
  sentAt: string | null;
}

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/**
 * The newest mails first; `limit` is kept between 1 and OUTBOX_MAX_LIMIT. `ordersTo` is the
 * club's inbox, where the storefront's order mails go (config.mailOrdersTo).
 */
export async function listOutbox(db: Sql, limit: number, ordersTo: string): Promise<OutboxMail[]> {
  const bounded = Math.min(Math.max(Math.trunc(limit) || 1, 1), OUTBOX_MAX_LIMIT);
  const { rows } = await db.query<{
    id: number;
    created_at: Date | string;
    service_id: string;
    template_id: string;
    template_params: unknown;
    status: OutboxStatus;
    attempts: number;
    last_error: string | null;
    next_attempt_at: Date | string;
    sent_at: Date | string | null;
  }>(
    `select id, created_at, service_id, template_id, template_params, status, attempts, last_error,
            next_attempt_at, sent_at
       from outbox
      order by id desc
      limit $1`,
    [bounded],
  );
  return rows.map((r) => {
    const params = (
      typeof r.template_params === 'string' ? JSON.parse(r.template_params) : r.template_params
    ) as Record<string, unknown> | null;
    const { to, subject } = envelopeOf(
      { serviceId: r.service_id, templateId: r.template_id, params: params ?? {} },
      ordersTo,
    );
    return {
      id: Number(r.id),
      createdAt: new Date(r.created_at).toISOString(),
      serviceId: r.service_id,
      templateId: r.template_id,
      templateParams: JSON.stringify(params),
      recipient: to,
      subject,
      status: r.status,
      attempts: Number(r.attempts),
      lastError: r.last_error,
      nextAttemptAt: new Date(r.next_attempt_at).toISOString(),
      sentAt: isoOrNull(r.sent_at),
    };
  });
}

/** The mails not sent yet, by status: what the metrics show as the outbox's depth. */
export async function outboxDepth(db: Sql): Promise<Record<Exclude<OutboxStatus, 'sent'>, number>> {
  const { rows } = await db.query<{ status: OutboxStatus; n: number }>(
    `select status, count(*)::int as n from outbox where status <> 'sent' group by status`,
  );
  const depth = { pending: 0, sending: 0, failed: 0 };
  for (const row of rows) if (row.status !== 'sent') depth[row.status] = row.n;
  return depth;
}
