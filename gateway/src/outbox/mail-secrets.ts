import type { Sql } from '@club/db/connection';
import { MAIL_LINK_TTL_MS } from '@club/hosted/auth/mail';
import { SECRETS_GONE_ERROR } from './dispatcher.ts';

// A hosted mail's sign-in link and code (the outbox's `secret_params`) live no longer than they
// work: the dispatcher drops them once the mail is sent or given up, and this drops the rest an
// hour on, sent or not (without SMTP_URL nothing is sent), so no backup or later reader finds a
// live one. A mail still waiting then is given up: its link is dead.

/** Drops the secrets of mails older than a mailed link's life; how many mails had them. */
export async function dropStaleMailSecrets(db: Sql, now: Date): Promise<number> {
  const dropped = await db.query(
    `update outbox set secret_params = null,
            status = case when status = 'pending' then 'failed' else status end,
            last_error = case when status = 'pending' then $2 else last_error end
      where secret_params is not null and created_at < $1`,
    [new Date(now.getTime() - MAIL_LINK_TTL_MS), SECRETS_GONE_ERROR],
  );
  return dropped.rowCount;
}
