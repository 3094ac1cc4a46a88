import { createHash } from 'node:crypto';
import type { Sql } from '@club/db/connection';
import { LOCKOUT_ATTEMPTS, LOCKOUT_MINUTES } from '@club/domain/account-security';

// The sign-in lock (decision 039), on top of the per-address rate limit: five failed tries in a
// row on one mail from one address lock that address out of that mail for LOCKOUT_MINUTES. The
// member signing in from anywhere else is not affected, so typing wrong passwords for someone's
// mail does not shut them out; the guesser is still stopped where it guesses from. A mail of no
// member is counted the same way, so a lock tells nothing about which mails exist.
//
// The second factor's codes are counted per mail alone (EVERY_SOURCE): only whoever has the
// password gets to type a code, and a code is six digits, so there the count must hold whatever
// number of addresses the guesser has.
//
// The count lives in PostgreSQL (table sign_in_failures), each step one statement, so replicas
// never disagree about it. A try is taken before the password is checked and ended after, so
// concurrent guesses from one address get exactly LOCKOUT_ATTEMPTS checks between them.

/** What identifies the mail typed: its SHA-256, trimmed and in lower case. */
export function mailKey(mail: string): string {
  return createHash('sha256').update(mail.trim().toLowerCase()).digest('hex');
}

/** The source of the code step's tries: every address together. */
export const EVERY_SOURCE = '*';

export interface SignInTry {
  mailHash: string;
  source: string;
  /** False while this address is locked out of this mail, or has its tries all under way. */
  allowed: boolean;
}

/**
 * Takes one try of `mail` from `source` (http/rate-limit.ts' addressSource, or EVERY_SOURCE). Refused while locked; a
 * count not touched for a day, or one whose lock ran out, starts again.
 */
export async function takeTry(sql: Sql, mail: string, source: string, now: Date): Promise<SignInTry> {
  const mailHash = mailKey(mail);
  const { rows } = await sql.query<{ allowed: boolean }>(
    `insert into sign_in_failures as f (mail_hash, source, failures, updated_at)
     values ($1, $2, 1, $3)
     on conflict (mail_hash, source) do update set
       failures = case
         when f.locked_until > $3 then f.failures
         when f.locked_until is not null or f.updated_at < $3::timestamptz - interval '1 day' then 1
         when f.failures < $4 then f.failures + 1
         else $4 + 1 end,
       locked_until = case when f.locked_until > $3 then f.locked_until end,
       updated_at = $3
     returning locked_until is null and failures <= $4 as allowed`,
    [mailHash, source, now, LOCKOUT_ATTEMPTS],
  );
  // Old counts are of no use; drop them now and then rather than on every attempt.
  if (Math.random() < 0.02) {
    await sql.query(
      `delete from sign_in_failures
        where updated_at < $1::timestamptz - interval '1 day' and (locked_until is null or locked_until < $1)`,
      [now],
    );
  }
  return { mailHash, source, allowed: rows[0]?.allowed === true };
}

/**
 * The try failed (wrong password or code, or a mail of no member). True when the address is
 * locked out of the mail now: this was the LOCKOUT_ATTEMPTS-th in a row, or another one was.
 */
export async function tryFailed(sql: Sql, attempt: SignInTry, now: Date): Promise<boolean> {
  const { rows } = await sql.query<{ locked: boolean }>(
    `update sign_in_failures set
       locked_until = case when failures >= $3 then $4::timestamptz + $5::int * interval '1 minute'
                           else locked_until end,
       failures = case when failures >= $3 then 0 else failures end,
       updated_at = $4
      where mail_hash = $1 and source = $2
      returning locked_until is not null and locked_until > $4 as locked`,
    [attempt.mailHash, attempt.source, LOCKOUT_ATTEMPTS, now, LOCKOUT_MINUTES],
  );
  return rows[0]?.locked === true;
}

/** Signed in: the failures before it are forgotten. */
export async function trySucceeded(sql: Sql, attempt: SignInTry): Promise<void> {
  await sql.query(
    'update sign_in_failures set failures = 0, locked_until = null where mail_hash = $1 and source = $2',
    [attempt.mailHash, attempt.source],
  );
}

/** The right password, but no session yet (a code to come, a temporary password expired): no failure. */
export async function giveTryBack(sql: Sql, attempt: SignInTry): Promise<void> {
  await sql.query(
    `update sign_in_failures set failures = greatest(failures - 1, 0)
      where mail_hash = $1 and source = $2 and locked_until is null`,
    [attempt.mailHash, attempt.source],
  );
}

/** Until when some address is locked out of this mail; null when none is. */
export async function lockedUntil(sql: Sql, mail: string, now: Date): Promise<Date | null> {
  const { rows } = await sql.query<{ until: Date | string | null }>(
    'select max(locked_until) as until from sign_in_failures where mail_hash = $1 and locked_until > $2',
    [mailKey(mail), now],
  );
  const until = rows[0]?.until;
  return until === null || until === undefined ? null : new Date(until);
}

/** An admin gave a new password: every count and lock on the mail goes with the old one. */
export async function clearSignInFailures(sql: Sql, mail: string): Promise<void> {
  await sql.query('delete from sign_in_failures where mail_hash = $1', [mailKey(mail)]);
}
