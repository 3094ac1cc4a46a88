import { Hono } from 'hono';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { notFoundBody } from '../kernel/http/errors.ts';
import { metricsAccess } from './metrics-access.ts';
import { readiness } from './readiness.ts';

// For the operator's machines, not for people (docs/decisions/048-health-and-metrics.md):
// GET /healthz: the process answers (no database); GET /readyz: it can serve (the database
// answers and is migrated), 503 otherwise; GET /metrics: Prometheus' text, to whom metricsAccess
// lets in. None keeps a failure: each call asks again (and, like every answer, none is cached).

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
export const METRICS_PATH = '/metrics';

/** A scraper without METRICS_TOKEN's bearer, in the app's words. */
export const metricsTokenRefusal = {
  msg: 'Unauthorized',
  error: 'Falta el token de las métricas (Authorization: Bearer) o no es el correcto',
  code: 'UNAUTHENTICATED',
} as const;

export function monitoringRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(HEALTH_PATH, (c) => c.json({ status: 'ok' }));

  routes.get(READY_PATH, async (c) => {
    const { ready, checks, pendingMigrations, cause } = await readiness(c.var.db);
    if (ready) return c.json({ status: 'ready', checks });
    c.var.log.warn({ err: cause, checks }, 'not ready');
    return c.json({ status: 'unavailable', checks, ...(pendingMigrations && { pendingMigrations }) }, 503);
  });

  routes.get(METRICS_PATH, async (c) => {
    const access = metricsAccess(c);
    if (access === 'wrong token') {
      return c.json(metricsTokenRefusal, 401, { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    // Without a token, a caller from elsewhere is not told the route exists.
    if (access === 'not local') return c.json(notFoundBody, 404);
    const { registry } = c.var.metrics;
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType });
  });

  return routes;
}
