import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '@club/db/connection';
import { adminTwoFactorRequired } from './two-factor-setting.ts';

export type Role = 'member' | 'admin';

/** Who is calling: the member behind a valid token, and that token's hash (for logout). */
export interface Viewer {
  memberId: number;
  role: Role;
  tokenHash: string;
  /** Signed in with a password an admin gave: good only for changing it. */
  temporaryPassword: boolean;
  /** An admin the club asks for a second factor, without one yet: good only for enrolling. */
  needsSecondFactor: boolean;
}

/** A new opaque token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session of the member: the token, whose hash alone is stored, good for `ttlHours`. */
export async function issueToken(sql: Sql, memberId: number, ttlHours: number): Promise<string> {
  const authToken = newToken();
  await sql.query(
    `insert into auth_tokens (token_hash, member_id, created_at, expires_at)
     values ($1, $2, now(), now() + $3::int * interval '1 hour')`,
    [hashToken(authToken), memberId, ttlHours],
  );
  return authToken;
}

const bearer = /^Bearer\s+(\S+)\s*$/i;

/**
 * The token a call carries: the spec's `auth_token` header, or `Authorization: Bearer`
 * (proxies such as nginx drop headers with underscores by default).
 */
export function tokenFromHeaders(header: (name: string) => string | undefined): string | null {
  const own = header('auth_token')?.trim();
  if (own) return own;
  const match = bearer.exec(header('authorization') ?? '');
  return match?.[1] ?? null;
}

/** The viewer for a token: it must exist, be neither revoked nor expired, and its member active. */
export async function viewerForToken(sql: Sql, token: string | null, now: Date): Promise<Viewer | null> {
  // Real tokens are 43 characters; anything far off is not worth a query.
  if (token === null || token.length > 256) return null;
  const tokenHash = hashToken(token);
  const { rows } = await sql.query<{
    member_id: number;
    role: string;
    temporary: boolean;
    second_factor: boolean;
  }>(
    `select m.id as member_id, m.role, m.password_temporary_until is not null as temporary,
            m.role = 'admin' and exists (
              select 1 from two_factor f where f.member_id = m.id and f.enrolled_at is not null
            ) as second_factor
       from auth_tokens t
       join members m on m.id = t.member_id
      where t.token_hash = $1
        and t.revoked_at is null
        and t.expires_at > now()
        and m.active`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  const role: Role = row.role === 'admin' ? 'admin' : 'member';
  return {
    memberId: Number(row.member_id),
    role,
    tokenHash,
    temporaryPassword: row.temporary,
    // Read only for an admin without a factor: members and enrolled admins cost no second query.
    needsSecondFactor: role === 'admin' && !row.second_factor && (await adminTwoFactorRequired(sql, now)),
  };
}
