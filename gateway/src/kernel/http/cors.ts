import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export interface CorsOptions {
  origins: readonly string[];
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  exposeHeaders: readonly string[];
  /** Seconds a browser may cache a preflight answer. */
  maxAge: number;
}

/**
 * CORS for the web origins. Like hono/cors, but every header goes through `c.header()` before the
 * handler runs: hono/cors writes through `c.res.headers` before and after it, which builds the
 * response twice and turns @hono/node-server's cached-body fast path into a streamed one, about a
 * fifth of the gateway's CPU per GET in the bench's profile (docs/performance.md).
 */
export function cors(options: CorsOptions): MiddlewareHandler<AppEnv> {
  const origins = new Set(options.origins);
  const allowMethods = options.allowMethods.join(',');
  const allowHeaders = options.allowHeaders.join(',');
  const exposeHeaders = options.exposeHeaders.join(',');
  const maxAge = String(options.maxAge);
  return async (c, next) => {
    const origin = c.req.header('origin');
    c.header('Vary', 'Origin', { append: true });
    if (origin !== undefined && origins.has(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', exposeHeaders);
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', allowMethods);
      c.header('Access-Control-Allow-Headers', allowHeaders);
      c.header('Vary', 'Access-Control-Request-Headers', { append: true });
      c.header('Access-Control-Max-Age', maxAge);
      return c.body(null, 204);
    }
    await next();
  };
}
