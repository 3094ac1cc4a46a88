import type { Sql } from '@club/db/connection';
import { texts } from '@club/domain/texts';
import { z } from 'zod';

// The local stand-in for EmailJS: each mail the web app "sends" is kept in the outbox table,
// where an admin can read it.

/** Upper bound for one mail's template params, as JSON text. */
export const MAX_TEMPLATE_PARAMS_BYTES = 32 * 1024;
export const OUTBOX_MAX_LIMIT = 500;

const id = z.string().trim().min(1).max(200);

// What @emailjs/browser 4 posts to /api/v1.0/email/send.
const sendInput = z.object({
  lib_version: z.string().max(50).optional(),
  user_id: id,
  service_id: id,
  template_id: id,
  template_params: z.record(z.string(), z.unknown()).optional(),
  // Sent by EmailJS clients that use a private key; accepted, never stored.
  accessToken: z.string().max(500).optional(),
});

export type SendOutcome =
  | { ok: true; id: number }
  | { ok: false; code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE'; error: string };

/** Validates an EmailJS send request and stores the mail in the outbox. */
export async function storeMail(db: Sql, input: unknown): Promise<SendOutcome> {
  const parsed = sendInput.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'BAD_REQUEST', error: texts.generic.badRequest };
  const mail = parsed.data;
  const params = JSON.stringify(mail.template_params ?? {});
  if (Buffer.byteLength(params) > MAX_TEMPLATE_PARAMS_BYTES) {
    return { ok: false, code: 'PAYLOAD_TOO_LARGE', error: texts.generic.bodyTooLarge };
  }
  const { rows } = await db.query<{ id: number }>(
    `insert into outbox (service_id, template_id, public_key, template_params)
     values ($1, $2, $3, $4::jsonb)
     returning id`,
    [mail.service_id, mail.template_id, mail.user_id, params],
  );
  return { ok: true, id: Number(rows[0]?.id) };
}

export interface OutboxMail {
  id: number;
  createdAt: string;
  serviceId: string;
  templateId: string;
  /** The template params as JSON text. */
  templateParams: string;
}

/** The newest mails first; `limit` is kept between 1 and OUTBOX_MAX_LIMIT. */
export async function listOutbox(db: Sql, limit: number): Promise<OutboxMail[]> {
  const bounded = Math.min(Math.max(Math.trunc(limit) || 1, 1), OUTBOX_MAX_LIMIT);
  const { rows } = await db.query<{
    id: number;
    created_at: Date | string;
    service_id: string;
    template_id: string;
    template_params: unknown;
  }>(
    `select id, created_at, service_id, template_id, template_params
       from outbox
      order by id desc
      limit $1`,
    [bounded],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: new Date(r.created_at).toISOString(),
    serviceId: r.service_id,
    templateId: r.template_id,
    templateParams:
      typeof r.template_params === 'string' ? r.template_params : JSON.stringify(r.template_params),
  }));
}
