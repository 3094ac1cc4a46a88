import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../kernel/http/app-env.ts';

// Who may read /metrics (docs/decisions/048-health-and-metrics.md). The club's sign-in tokens
// grant nothing here: the scraper is a machine, not a member.

export type MetricsAccess = 'allowed' | 'wrong token' | 'not local';

/** Headers a proxy adds: a request that carries one came from elsewhere, whatever the socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const isLoopback = (address: string) =>
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) ||
  /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address) ||
  address === '::1';

/** Compared by their digests, so neither the length nor the first difference shows in the time. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * With METRICS_TOKEN, whoever sends `Authorization: Bearer <token>`. Without it, only a caller on
 * this machine: its socket's address is a loopback one (never X-Forwarded-For, which a caller
 * writes itself) and no proxy header says it was relayed, since a proxy on this machine would
 * make every caller look local.
 */
export function metricsAccess(c: Context<AppEnv>): MetricsAccess {
  const token = c.var.config.metricsToken;
  if (token !== undefined) {
    const given = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1];
    return given !== undefined && sameSecret(given, token) ? 'allowed' : 'wrong token';
  }
  const address = c.env?.incoming?.socket?.remoteAddress;
  const relayed = PROXY_HEADERS.some((name) => c.req.header(name) !== undefined);
  return address !== undefined && isLoopback(address) && !relayed ? 'allowed' : 'not local';
}
