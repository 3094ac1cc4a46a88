import type { Sql } from '@club/db/connection';
import { LOCKOUT_ATTEMPTS, LOCKOUT_MINUTES } from '@club/domain/account-security';

// The per-account lock, on top of the per-IP and per-mail rate limits: those slow a guesser down
// for a minute, this stops one that spreads its guesses over many addresses. The count lives in
// the member's row, updated in one statement, so replicas never disagree about it.

/**
 * One more failure for the member; the fifth in a row locks the account and starts the count
 * again. True when this failure locked it.
 */
export async function countFailure(sql: Sql, memberId: number, now: Date): Promise<boolean> {
  const { rows } = await sql.query<{ locked: boolean }>(
    `update members
        set failed_sign_ins = case when failed_sign_ins + 1 >= $2 then 0 else failed_sign_ins + 1 end,
            locked_until = case when failed_sign_ins + 1 >= $2
                                then $3::timestamptz + $4::int * interval '1 minute'
                                else locked_until end
      where id = $1
      returning locked_until is not null and locked_until > $3 as locked`,
    [memberId, LOCKOUT_ATTEMPTS, now, LOCKOUT_MINUTES],
  );
  return rows[0]?.locked === true;
}

/** A success forgets the failures before it. */
export async function clearFailures(sql: Sql, memberId: number): Promise<void> {
  await sql.query(
    'update members set failed_sign_ins = 0, locked_until = null where id = $1 and (failed_sign_ins <> 0 or locked_until is not null)',
    [memberId],
  );
}

export function isLocked(lockedUntil: Date | string | null, now: Date): boolean {
  return lockedUntil !== null && new Date(lockedUntil).getTime() > now.getTime();
}
