import { isIPv4, isIPv6 } from 'node:net';
import type { Sql } from '@club/db/connection';
import { loginTexts } from '@club/domain/account-texts';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

// Abuse limits kept in PostgreSQL (table rate_limits, migration 1763860000000), not in memory,
// so a limit holds whichever replica answers. Each key counts its attempts per window; the upsert is
// atomic, so concurrent attempts on several replicas never get past the limit together. The count
// that is judged slides: the previous window's attempts still weigh by the share of it that is less
// than a window ago. With fixed windows alone, a burst could take 2× the limit across a boundary,
// and a run of attempts that crossed a minute mark started again from zero (a test of the limit
// then failed now and then, depending on the clock). An attempt that succeeds is given back (only
// failures add up), so members signing in normally never meet the limit while guessing is capped.

export interface RateRule {
  /** Prefix of the keys ('login', 'auth-token'). */
  name: string;
  /** Attempts allowed per key and window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Failed sign-ins per address: 10 a minute. The club's own sign-in counts per address only (a
 * count per mail alone would let anyone keep a member out: auth/lockout.ts counts per mail and
 * address); the hosted stand-in's counts per mail too.
 */
export const SIGN_IN_RULE: RateRule = { name: 'login', limit: 10, windowSeconds: 60 };

export const TOO_MANY_ATTEMPTS_CODE = 'DEMASIADOS_INTENTOS';

export interface Attempt {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
  /** Given back with `giveBack` when the attempt turns out fine. */
  keys: string[];
  windowStart: string;
}

const MAX_KEY_PART = 200;

/** The first four groups of an IPv6 address, '::' expanded: '2001:db8:7:1::5' → '2001:db8:7:1'. */
function ipv6Prefix64(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const middle = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = tail === undefined ? left : [...left, ...middle, ...right];
  return groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * What an address counts as in the limits: an IPv4 address itself, an IPv6 one by its /64 (one
 * subscriber's network: whoever has one address has them all, and would otherwise get a fresh
 * count with each). IPv4 mapped into IPv6 ('::ffff:10.0.0.1') is the IPv4 address.
 */
export function addressSource(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv6(ip)) return `${ipv6Prefix64(ip)}::/64`;
  return ip.slice(0, MAX_KEY_PART);
}

/** The keys of one attempt: per address (addressSource) and, when given, per mail (any case). */
export function attemptKeys(rule: RateRule, ip: string, mail: unknown): string[] {
  const keys = [`${rule.name}:ip:${addressSource(ip)}`];
  if (typeof mail === 'string' && mail.trim() !== '') {
    keys.push(`${rule.name}:mail:${mail.trim().toLowerCase().slice(0, MAX_KEY_PART)}`);
  }
  // One order for every caller, so two upserts of the same keys cannot deadlock.
  return keys.sort();
}

/** One key's attempts: in this window (this one included), in the previous one, and how far in. */
export interface WindowCount {
  hits: number;
  previousHits: number;
  /** Seconds since this window started. */
  elapsed: number;
}

/** The sliding count: this window's attempts plus the previous one's share still within a window. */
export function slidingHits(rule: RateRule, count: WindowCount): number {
  const share = Math.max(0, 1 - count.elapsed / rule.windowSeconds);
  return count.hits + count.previousHits * share;
}

/** Rounded up, but not for the float noise of a division that is whole on paper (20.000000000000004). */
const wholeSeconds = (seconds: number) => Math.ceil(seconds - 1e-9);

/**
 * Whole seconds until one more attempt on this key would be allowed again: while the previous
 * window still weighs, or else into the next window, as this one's attempts start to weigh less.
 */
export function secondsUntilAllowed(rule: RateRule, count: WindowCount): number {
  const { limit, windowSeconds: window } = rule;
  if (slidingHits(rule, count) + 1 <= limit) return 0;
  const left = window - count.elapsed;
  // Within this window: hits + previousHits × (1 − (elapsed + x) / window) + 1 ≤ limit.
  if (count.hits + 1 <= limit && count.previousHits > 0) {
    const x = window * (1 - (limit - count.hits - 1) / count.previousHits) - count.elapsed;
    if (x <= left) return Math.max(1, wholeSeconds(x));
  }
  // In the next window, with no attempt there yet: hits × (1 − y / window) + 1 ≤ limit.
  const y = window * (1 - (limit - 1) / count.hits);
  return Math.max(1, wholeSeconds(left + Math.max(0, y)));
}

/** Counts one attempt on every key; refused when any key is past the limit over the last window. */
export async function takeAttempt(sql: Sql, rule: RateRule, keys: string[]): Promise<Attempt> {
  const { rows } = await sql.query<{ hits: number; previous: number; elapsed: number; window_start: string }>(
    `with counted as (
       insert into rate_limits as r (key, window_start, hits)
       select k, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1
         from unnest($1::text[]) as k
       on conflict (key, window_start) do update set hits = r.hits + 1
       returning r.key, r.hits, r.window_start
     )
     select c.hits, coalesce(p.hits, 0) as previous,
            extract(epoch from now() - c.window_start)::float8 as elapsed,
            c.window_start::text as window_start
       from counted c
       left join rate_limits p
         on p.key = c.key and p.window_start = c.window_start - make_interval(secs => $2)`,
    [keys, rule.windowSeconds],
  );
  // Old windows are of no use; drop them now and then rather than on every attempt.
  if (Math.random() < 0.02) {
    await sql.query(`delete from rate_limits where window_start < now() - interval '1 day'`);
  }
  const counts: WindowCount[] = rows.map((row) => ({
    hits: Number(row.hits),
    previousHits: Number(row.previous),
    elapsed: Number(row.elapsed),
  }));
  const over = counts.filter((count) => slidingHits(rule, count) > rule.limit);
  return {
    allowed: over.length === 0,
    retryAfterSeconds: Math.max(1, ...over.map((count) => secondsUntilAllowed(rule, count))),
    keys,
    windowStart: rows[0]?.window_start ?? '',
  };
}

/** Takes back an attempt that succeeded, so that only failures count. */
export async function giveBack(sql: Sql, attempt: Attempt): Promise<void> {
  if (!attempt.allowed) return;
  await sql.query(
    `update rate_limits set hits = hits - 1
      where key = any($1::text[]) and window_start = $2::timestamptz and hits > 0`,
    [attempt.keys, attempt.windowStart],
  );
}

/**
 * The caller's address: the socket's, or with TRUST_PROXY the first X-Forwarded-For hop (only
 * behind a proxy that sets it; otherwise anyone could pick their own key).
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.config?.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'desconocida';
}

export const tooManyAttemptsBody = {
  msg: 'Too Many Requests',
  error: loginTexts.tooManyAttempts,
  code: TOO_MANY_ATTEMPTS_CODE,
} as const;

export interface RateLimitOptions {
  rule: RateRule;
  /** The mail of the attempt, read from the request (the body may be read: Hono caches it). */
  mailOf: (c: Context<AppEnv>) => Promise<unknown>;
  /** Whether the answer was a success, whose attempt is given back. Default: status 2xx. */
  succeeded?: (c: Context<AppEnv>) => boolean;
  /** The 429 answer; default `{ msg, error, code }` with the Spanish text. */
  refusal?: (c: Context<AppEnv>, attempt: Attempt) => Response;
}

/** Reads a JSON body's field without failing: a body the handler will refuse gives undefined. */
export async function jsonField(c: Context<AppEnv>, field: string): Promise<unknown> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Per-IP and per-mail limit as a middleware: `routes.post('/login', rateLimit({...}), handler)`.
 * Refused attempts answer 429 with Retry-After and a Spanish message.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const succeeded = options.succeeded ?? ((c) => c.res.status >= 200 && c.res.status < 300);
  return async (c, next) => {
    const keys = attemptKeys(options.rule, clientIp(c), await options.mailOf(c));
    const attempt = await takeAttempt(c.var.db, options.rule, keys);
    if (!attempt.allowed) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return options.refusal ? options.refusal(c, attempt) : c.json(tooManyAttemptsBody, 429);
    }
    await next();
    if (succeeded(c)) await giveBack(c.var.db, attempt);
  };
}
