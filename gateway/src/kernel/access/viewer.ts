import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '@club/db/connection';
import { hasBackOffice, isPermission, isRoleKey, type Permission, type RoleKey } from '@club/domain/roles';
import { adminTwoFactorRequired } from './two-factor-setting.ts';

/** Who is calling: the member behind a valid token, and that token's hash (for logout). */
export interface Viewer {
  memberId: number;
  /** The roles the person holds (the `member_roles` read model). */
  roles: RoleKey[];
  /** Every permission of those roles, as the `roles` table sets them today. */
  permissions: ReadonlySet<Permission>;
  tokenHash: string;
  /** Signed in with a password an admin gave: good only for changing it. */
  temporaryPassword: boolean;
  /** A back-office person the club asks for a second factor, without one yet: good only for enrolling. */
  needsSecondFactor: boolean;
  /** Set when the caller is a reporting client's key, not a person (kernel/access/reporting-key.ts). */
  reportingKey?: { id: string; name: string };
  /** Set when the caller is an inspector's link, not a person (kernel/access/inspection-link.ts). */
  inspectionLink?: { id: string; name: string; expiresAt: string };
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
    roles: string | null;
    permissions: string | null;
    temporary: boolean;
    second_factor: boolean;
  }>(
    // One round trip: the roles and their permissions come as comma lists (no array parsing).
    `select m.id as member_id, m.password_temporary_until is not null as temporary,
            (select string_agg(mr.role, ',') from member_roles mr where mr.member_id = m.id) as roles,
            (select string_agg(distinct p.permission, ',')
               from member_roles mr
               join roles r on r.key = mr.role
               cross join lateral unnest(r.permissions) as p(permission)
              where mr.member_id = m.id) as permissions,
            exists (
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
  const roles = (row.roles ?? '').split(',').filter(isRoleKey);
  const permissions = new Set((row.permissions ?? '').split(',').filter(isPermission));
  return {
    memberId: Number(row.member_id),
    roles,
    permissions,
    tokenHash,
    temporaryPassword: row.temporary,
    // Read only for back-office people without a factor: the others cost no second query.
    needsSecondFactor:
      hasBackOffice(permissions) && !row.second_factor && (await adminTwoFactorRequired(sql, now)),
  };
}

/** Whether the viewer may work in the back office at all (any permission but the storefront's). */
export function isBackOfficeViewer(viewer: Viewer): boolean {
  return hasBackOffice(viewer.permissions);
}
