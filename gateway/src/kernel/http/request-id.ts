import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is kept only when it is short and plain, so it is safe in logs and headers.
const acceptableId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Gives each request an id (the caller's `x-request-id` or a new one), echoes it, logs the request. */
export function requestIdAndLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming !== undefined && acceptableId.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.var.sentStatus ?? c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
