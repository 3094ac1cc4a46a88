import type { Sql } from '@club/db/connection';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { hashToken, type Viewer } from './viewer.ts';

// An inspector's link (docs/decisions/057-inspection-links.md): a credential of its own, never a
// person's. It reads the club's legal records (the 'inspection' scope) and nothing else, until it
// expires or an admin revokes it. Every view is written down (graphql-server/yoga.ts).

/** Link keys start so: told from a session's token and from a reporting key before any lookup. */
export const INSPECTION_LINK_PREFIX = 'club_insp_';

export function isInspectionLink(token: string | null): token is string {
  return token?.startsWith(INSPECTION_LINK_PREFIX) === true;
}

/** The viewer for a link that exists, is not revoked and has not expired (its last use set); else null. */
export async function viewerForInspectionLink(sql: Sql, key: string, now: Date): Promise<Viewer | null> {
  if (key.length > 256) return null;
  const keyHash = hashToken(key);
  const { rows } = await sql.query<{ id: string; name: string; created_by: number; expires_at: Date }>(
    // The gateway's clock, which made the expiry too (inspection-links/links.ts).
    `update inspection_links set last_used_at = $2
      where key_hash = $1 and revoked_at is null and expires_at > $2
      returning id, name, created_by, expires_at`,
    [keyHash, now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    // Who made the link: no resolver of the inspection scope acts as a person.
    memberId: Number(row.created_by),
    roles: [],
    permissions: new Set(),
    tokenHash: keyHash,
    temporaryPassword: false,
    needsSecondFactor: false,
    inspectionLink: { id: row.id, name: row.name, expiresAt: new Date(row.expires_at).toISOString() },
  };
}

/** Looks the link up (viewerOf calls this for a link's key). */
export function linkViewer(c: Context<AppEnv>, key: string): Promise<Viewer | null> {
  return viewerForInspectionLink(c.var.db, key, c.var.now());
}

/**
 * Before any route or GraphQL runs: a link that is unknown, revoked or expired answers 401 with
 * `invalid` (on GraphQL the trusted-documents rule would otherwise answer first).
 */
export function guardInspectionLinks(
  viewerOf: (c: Context<AppEnv>) => Promise<Viewer | null>,
  tokenOf: (c: Context<AppEnv>) => string | null,
  invalid: object,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isInspectionLink(tokenOf(c))) return next();
    if (!(await viewerOf(c))?.inspectionLink) return c.json(invalid, 401);
    return next();
  };
}

/** Writes down one view of a link: what was asked for, from where. Append-only. */
export async function recordInspectionView(
  sql: Sql,
  linkId: string,
  view: { viewed: string; ip: string; requestId: string },
): Promise<void> {
  await sql.query(
    `insert into inspection_link_views (link_id, viewed, ip, request_id) values ($1, $2, $3, $4)`,
    [linkId, view.viewed.slice(0, 500), view.ip.slice(0, 64), view.requestId.slice(0, 100)],
  );
}
