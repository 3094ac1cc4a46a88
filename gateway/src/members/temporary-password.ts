import type { Sql } from '@club/db/connection';
import { TEMPORARY_PASSWORD_HOURS } from '@club/domain/account-security';
import { clearSignInFailures, recordSecurity } from '../auth/public.ts';
import type { RequestOrigin } from '../kernel/http/request-origin.ts';

/**
 * A password an admin chose or generated is temporary: it signs in for TEMPORARY_PASSWORD_HOURS,
 * and then only to be changed. Logged with the admin who gave it. The hash never enters the log,
 * so it is written here, beside the row the member's events project.
 */
export async function setTemporaryPassword(
  tx: Sql,
  memberId: number,
  adminId: number,
  passwordHash: string,
  deps: { now: Date; origin: RequestOrigin },
): Promise<void> {
  const { rows } = await tx.query<{ mail: string }>(
    `update members set password_hash = $4,
            password_temporary_until = $2::timestamptz + $3::int * interval '1 hour'
      where id = $1 returning mail`,
    [memberId, deps.now, TEMPORARY_PASSWORD_HOURS, passwordHash],
  );
  // A new password: the failures and locks of the old one go with it.
  if (rows[0]) await clearSignInFailures(tx, rows[0].mail);
  await recordSecurity(tx, { action: 'temporary_password_issued', memberId, actorId: adminId }, deps.origin);
}
