import type { Context } from 'hono';
import type { RequestOrigin } from '../access/security-log.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './rate-limit.ts';

/** The address and browser a request came from, as the security log keeps them. */
export function requestOrigin(c: Context<AppEnv>): RequestOrigin {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? '' };
}
