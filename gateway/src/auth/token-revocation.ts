import type { Sql } from '@club/db/connection';
import type { RequestOrigin } from '../kernel/http/request-origin.ts';
import { recordSecurity } from './security-log.ts';

// Closing a member's sessions from the back office (deactivation, a password reset): what a
// member command counts for its event and revokes in its own transaction.

/** Live (unrevoked, unexpired) tokens of the member, but `keep` (the admin's own, when resetting their own). */
export async function liveTokens(tx: Sql, memberId: number, keep: string | null = null): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `select count(*) as n from auth_tokens
      where member_id = $1 and revoked_at is null and expires_at > now() and token_hash is distinct from $2`,
    [memberId, keep],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Revokes them, and notes it in the member's security log with the admin who did it. */
export async function revokeTokens(
  tx: Sql,
  memberId: number,
  keep: string | null,
  by: { adminId: number; origin: RequestOrigin },
): Promise<void> {
  const revoked = await tx.query(
    `update auth_tokens set revoked_at = now()
      where member_id = $1 and revoked_at is null and token_hash is distinct from $2`,
    [memberId, keep],
  );
  if (revoked.rowCount > 0) {
    await recordSecurity(tx, { action: 'tokens_revoked', memberId, actorId: by.adminId }, by.origin);
  }
}
