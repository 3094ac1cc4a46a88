import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

// The figures /metrics shows (docs/decisions/048-health-and-metrics.md). One registry per built
// app, never prom-client's global one: a process that builds several apps (the tests) would
// otherwise register each metric twice. Features count through these; the monitoring feature adds
// the gauges read from the database when scraped.

export type JobResult = 'ok' | 'failed' | 'skipped';

export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  ordersPlaced: Counter;
  ordersRefused: Counter<'code'>;
  jobRuns: Counter<'job' | 'result'>;
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'club_http_requests_total',
      help: 'HTTP requests answered, by route pattern (unmatched: no route for that method and path, CORS preflights included) and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'club_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    ordersPlaced: new Counter({
      name: 'club_orders_placed_total',
      help: 'Orders placed (REST and GraphQL).',
      registers,
    }),
    ordersRefused: new Counter({
      name: 'club_orders_refused_total',
      help: 'Orders refused, by refusal code (LIMITE_MENSUAL, SIN_STOCK, …).',
      labelNames: ['code'],
      registers,
    }),
    jobRuns: new Counter({
      name: 'club_job_runs_total',
      help: 'Periodic job runs, by job and result (skipped: another replica held its lock).',
      labelNames: ['job', 'result'],
      registers,
    }),
  };
}

/** Counts one order command's outcome: placed, or refused with its code. */
export function countOrder(
  metrics: AppMetrics,
  outcome: { ok: true } | { ok: false; error: { code: string } },
): void {
  if (outcome.ok) metrics.ordersPlaced.inc();
  else metrics.ordersRefused.inc({ code: outcome.error.code });
}
