import type { Sql } from '@club/db/connection';
import type { Mail } from 'nodemailer';
import type { Config } from '../config.ts';
import { mailOf } from './mail-content.ts';

// Sends the outbox through SMTP (docs/decisions/018-mail-dispatch.md). Each mail is claimed by one
// statement that turns it 'sending', so of all the dispatchers of all the replicas one sends it;
// it becomes 'sent' once the SMTP server accepted it. A claim is never undone by a timeout: a
// process that died mid-send leaves its mail 'sending' for good, since the server may already
// have accepted it, and a member getting a mail twice is worse than an admin seeing it stuck.

/** Sends of one mail before it is given up as 'failed'. */
export const MAIL_MAX_ATTEMPTS = 5;
/** Wait after the first refusal; each next one waits four times longer (1, 4, 16, 64 minutes). */
export const FIRST_RETRY_DELAY_MS = 60_000;
/** A mail not sent within this age is given up instead: a sign-in code or a reminder would come too late. */
export const MAIL_MAX_AGE_MS = 48 * 60 * 60 * 1000;
/** Mails sent by one run at most, so a backlog does not hold the job for long. */
export const MAILS_PER_RUN = 100;

export const EXPIRED_ERROR = 'Venció sin enviarse (más de 48 horas en la cola)';
export const SECRETS_GONE_ERROR = 'Su enlace de ingreso venció antes de enviarse (dura una hora)';
export const NO_RECIPIENT_ERROR = 'Sin una dirección de destino válida';

export function retryDelayMs(attempts: number): number {
  return FIRST_RETRY_DELAY_MS * 4 ** Math.max(attempts - 1, 0);
}

interface ClaimedRow {
  id: number;
  created_at: Date | string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown> | string;
  secret_params: Record<string, unknown> | string | null;
  attempts: number;
}

/**
 * Takes the next due mail for this process, or none. One statement: the row lock of the
 * subquery (skipping rows another dispatcher holds) and the status change commit together.
 */
export async function claimNextMail(db: Sql, now: Date): Promise<ClaimedRow | undefined> {
  const { rows } = await db.query<ClaimedRow>(
    `update outbox
        set status = 'sending', attempts = attempts + 1
      where id = (select id from outbox
                   where status = 'pending' and next_attempt_at <= $1
                   order by next_attempt_at, id
                   limit 1
                   for update skip locked)
      returning id, created_at, service_id, template_id, template_params, secret_params, attempts`,
    [now],
  );
  return rows[0];
}

// A mail's secrets (a sign-in link and code) go as soon as it is sent or given up: from then on
// nobody needs them, and an admin or a backup could otherwise still read them.
async function markSent(db: Sql, id: number, now: Date): Promise<void> {
  await db.query(
    `update outbox set status = 'sent', sent_at = $2, last_error = null, secret_params = null where id = $1`,
    [id, now],
  );
}

async function markFailedAttempt(db: Sql, row: ClaimedRow, now: Date, error: string, final: boolean) {
  const giveUp = final || row.attempts >= MAIL_MAX_ATTEMPTS;
  await db.query(
    `update outbox set status = $2, last_error = $3, next_attempt_at = $4,
            secret_params = case when $2 = 'failed' then null else secret_params end
      where id = $1 and status = 'sending'`,
    [
      row.id,
      giveUp ? 'failed' : 'pending',
      error.slice(0, 500),
      new Date(now.getTime() + retryDelayMs(row.attempts)),
    ],
  );
}

/** An SMTP reply of 5xx is the server's final word on that mail: sending it again cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export interface DispatchSummary {
  sent: number;
  retried: number;
  failed: number;
  expired: number;
}

export type MailSettings = Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailOrdersTo'>;

export interface MailDispatcher {
  /** Sends the due mails (up to MAILS_PER_RUN) and says what became of them. */
  dispatch(db: Sql, now: Date): Promise<DispatchSummary>;
}

/**
 * A dispatcher for `settings.smtpUrl`. The SMTP client loads on its first use (start-up does not
 * pay for it) and opens a connection per mail: nothing stays open between runs.
 */
export function createMailDispatcher(settings: MailSettings & { smtpUrl: string }): MailDispatcher {
  let transporter: Promise<Mail> | undefined;
  const transport = () => {
    transporter ??= import('nodemailer').then((nodemailer) =>
      nodemailer.createTransport({
        url: settings.smtpUrl,
        // Bounded, so an SMTP server that hangs does not hold the job (and its lock) for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return transporter;
  };
  const fromDomain = /@([^>]+)>?$/.exec(settings.mailFrom)?.[1] ?? 'localhost';

  async function sendOne(db: Sql, row: ClaimedRow, now: Date): Promise<keyof DispatchSummary> {
    const json = (value: Record<string, unknown> | string | null) =>
      typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
    const mail = mailOf(
      {
        serviceId: row.service_id,
        templateId: row.template_id,
        params: json(row.template_params) ?? {},
        secrets: json(row.secret_params),
      },
      settings.mailOrdersTo,
    );
    if (!mail.to) {
      await markFailedAttempt(db, row, now, NO_RECIPIENT_ERROR, true);
      return 'failed';
    }
    if (mail.incomplete) {
      await markFailedAttempt(db, row, now, SECRETS_GONE_ERROR, true);
      return 'failed';
    }
    try {
      await (await transport()).sendMail({
        from: settings.mailFrom,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Stable per mail: a receiving server that ever saw it twice can tell.
        messageId: `<outbox-${row.id}-${new Date(row.created_at).getTime()}@${fromDomain}>`,
      });
    } catch (error) {
      const permanent = isPermanent(error);
      await markFailedAttempt(
        db,
        row,
        now,
        error instanceof Error ? error.message : String(error),
        permanent,
      );
      return permanent || row.attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'retried';
    }
    await markSent(db, row.id, now);
    return 'sent';
  }

  return {
    async dispatch(db, now) {
      const summary: DispatchSummary = { sent: 0, retried: 0, failed: 0, expired: 0 };
      const expired = await db.query(
        `update outbox set status = 'failed', last_error = $2, secret_params = null
          where status = 'pending' and created_at < $1`,
        [new Date(now.getTime() - MAIL_MAX_AGE_MS), EXPIRED_ERROR],
      );
      summary.expired = expired.rowCount;
      for (let n = 0; n < MAILS_PER_RUN; n++) {
        const row = await claimNextMail(db, now);
        if (!row) break;
        summary[await sendOne(db, row, now)]++;
      }
      return summary;
    },
  };
}
