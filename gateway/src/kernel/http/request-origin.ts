import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './rate-limit.ts';

/** The address and browser a request came from, as the security log keeps them. */
export function requestOrigin(c: Context<AppEnv>): RequestOrigin {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? '' };
}

/** Where a request came from: what the log keeps of it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/** For changes the server makes on its own (the demo seed, a script): no address, no browser. */
export function serverOrigin(what: string): RequestOrigin {
  return { ip: 'servidor', userAgent: what };
}
