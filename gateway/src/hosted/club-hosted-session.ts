import type { Database, Sql } from '@club/db/connection';
import { openTrustedSession, type SessionJson } from '@club/hosted/auth/auth-service';
import type { HostedConfig } from '@club/hosted/http/hosted-deps';

// One sign-in, one sign-out (docs/decisions/021-one-sign-out.md): with the built-in stand-in, a
// club admin's token opens the hosted session of the account with the admin's own mail, and the
// hosted session lasts no longer than that token. Revoking the token ends it at once (a trigger of
// migration 1763900000200); the sweep below catches the ways a token ends without an update.

/**
 * A hosted session for the admin behind `tokenHash`, tied to that token; null when the token
 * stopped working since the caller checked it (signed out meanwhile), so no session outlives it.
 */
export async function openClubHostedSession(
  db: Database,
  config: HostedConfig,
  tokenHash: string,
  now: Date,
): Promise<SessionJson | null> {
  return db.transaction(async (tx) => {
    await endHostedSessionsOfEndedTokens(tx);
    // Locked, so a sign-out racing this waits for the link below and then ends its session.
    const { rows } = await tx.query<{ mail: string }>(
      `select m.mail from auth_tokens t join members m on m.id = t.member_id
        where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()
          and m.active and exists (
              select 1 from member_roles mr join roles r on r.key = mr.role
               where mr.member_id = m.id and 'expenses.manage' = any (r.permissions))
        for update of t`,
      [tokenHash],
    );
    const mail = rows[0]?.mail;
    if (mail === undefined) return null;
    const { session, sessionId } = await openTrustedSession(tx, config, mail, now);
    await tx.query('insert into club_hosted_sessions (hosted_session_id, token_hash) values ($1, $2)', [
      sessionId,
      tokenHash,
    ]);
    return session;
  });
}

/**
 * Ends every hosted session opened for a club token that no longer signs an admin in: expired,
 * revoked, its member deactivated or no longer an admin.
 */
export async function endHostedSessionsOfEndedTokens(sql: Sql): Promise<void> {
  await sql.query(
    `delete from hosted_sessions s
      using club_hosted_sessions l
       join auth_tokens t on t.token_hash = l.token_hash
       join members m on m.id = t.member_id
      where s.id = l.hosted_session_id
        and (t.revoked_at is not null or t.expires_at <= now() or not m.active or not exists (
              select 1 from member_roles mr join roles r on r.key = mr.role
               where mr.member_id = m.id and 'expenses.manage' = any (r.permissions)))`,
  );
}
