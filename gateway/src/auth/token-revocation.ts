import type { Sql } from '@club/db/connection';

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

export async function revokeTokens(tx: Sql, memberId: number, keep: string | null = null): Promise<void> {
  await tx.query(
    `update auth_tokens set revoked_at = now()
      where member_id = $1 and revoked_at is null and token_hash is distinct from $2`,
    [memberId, keep],
  );
}
