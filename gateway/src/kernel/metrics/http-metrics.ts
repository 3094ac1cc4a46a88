import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/app-env.ts';
import type { AppMetrics } from './app-metrics.ts';

/** The label of a path no route has: one label for every unknown path, whatever it is. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every answer and its time by the route pattern the path matched ('/cancelorder/:id'),
 * never the path itself: ids and scanners' guesses would make a series each.
 */
export function httpMetrics(metrics: AppMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const stop = metrics.httpDuration.startTimer();
    await next();
    // The most specific pattern matched; only the app-wide middleware ('*') matches an unknown path.
    const pattern = routePath(c, -1);
    const route = pattern === '' || pattern === '*' || pattern === '/*' ? UNMATCHED_ROUTE : pattern;
    const method = c.req.method;
    stop({ method, route });
    metrics.httpRequests.inc({ method, route, status: String(c.var.sentStatus ?? c.res.status) });
  };
}
