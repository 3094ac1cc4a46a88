import type { Sql } from '@club/db/connection';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp, type RateRule, takeAttempt } from '../http/rate-limit.ts';
import { hashToken, type Viewer } from './viewer.ts';

// A reporting client's key (docs/decisions/055-reporting-keys.md): a credential of its own, never a
// person's. It reads what the reporting scope reads ('reports.view' queries, their CSVs) and
// nothing else, whoever made it. Every use is written down before anything runs, and counted.

/** Keys start so: a key is told from a session's token, and a leaked one is easy to search for. */
export const REPORTING_KEY_PREFIX = 'club_inf_';
/** What a key may do: the reporting scope's one permission. */
export const REPORTING_KEY_PERMISSION = 'reports.view' as const;
/** Uses per key: a script pulling a month's figures needs a handful, a runaway loop is stopped. */
export const REPORTING_KEY_RULE: RateRule = { name: 'reporting-key', limit: 60, windowSeconds: 60 };

export interface ReportingKeyHolder {
  id: string;
  name: string;
}

export function isReportingKey(token: string | null): token is string {
  return token?.startsWith(REPORTING_KEY_PREFIX) === true;
}

export interface KeyUse {
  path: string;
  ip: string;
  requestId: string;
}

/**
 * The viewer for a key that exists, is not revoked and has not expired, its use recorded (the
 * audit and the key's last use) in the same statement; null for any other key.
 */
export async function viewerForReportingKey(sql: Sql, key: string, use: KeyUse): Promise<Viewer | null> {
  if (key.length > 256) return null;
  const keyHash = hashToken(key);
  const { rows } = await sql.query<{ id: string; name: string; created_by: number }>(
    `with used as (
       update reporting_keys set last_used_at = now()
        where key_hash = $1 and revoked_at is null and expires_at > now()
       returning id, name, created_by
     ), audit as (
       insert into reporting_key_uses (key_id, path, ip, request_id)
       select id, $2, $3, $4 from used
     )
     select id, name, created_by from used`,
    [keyHash, use.path.slice(0, 200), use.ip.slice(0, 64), use.requestId.slice(0, 100)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    // Who made the key: what a reporting query may log as its reader. No resolver of the
    // reporting scope acts as a person.
    memberId: Number(row.created_by),
    roles: [],
    permissions: new Set([REPORTING_KEY_PERMISSION]),
    tokenHash: keyHash,
    temporaryPassword: false,
    needsSecondFactor: false,
    reportingKey: { id: row.id, name: row.name },
  };
}

/** Looks the key up with its use (viewerOf calls this for a key's token). */
export function keyViewer(c: Context<AppEnv>, key: string): Promise<Viewer | null> {
  return viewerForReportingKey(c.var.db, key, {
    path: `${c.req.method} ${c.req.path}`,
    ip: clientIp(c),
    requestId: c.var.requestId,
  });
}

export interface KeyRefusals {
  /** A key that does not exist, was revoked or expired: 401, whatever the route. */
  invalid: object;
  /** Past the rate: 429. */
  tooMany: object;
}

/**
 * Before any route or GraphQL runs: a key that is not good answers 401 (on GraphQL the
 * trusted-documents rule would otherwise answer a stranger's text first), and a key past its
 * rate (REPORTING_KEY_RULE, on every replica alike) 429 with Retry-After. `viewerOf` is passed in
 * so the key is looked up once per request.
 */
export function guardReportingKeys(
  viewerOf: (c: Context<AppEnv>) => Promise<Viewer | null>,
  tokenOf: (c: Context<AppEnv>) => string | null,
  refusals: KeyRefusals,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isReportingKey(tokenOf(c))) return next();
    const viewer = await viewerOf(c);
    if (!viewer?.reportingKey) return c.json(refusals.invalid, 401);
    const attempt = await takeAttempt(c.var.db, REPORTING_KEY_RULE, [
      `${REPORTING_KEY_RULE.name}:${viewer.reportingKey.id}`,
    ]);
    if (!attempt.allowed) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return c.json(refusals.tooMany, 429);
    }
    return next();
  };
}
