import type { Database } from '@club/db/connection';
import { Gauge } from 'prom-client';
import { followerCount } from '../kernel/events/event-feed.ts';
import type { AppMetrics } from '../kernel/metrics/app-metrics.ts';
import { outboxDepth } from '../outbox/public.ts';

/**
 * The gauges read from the database when /metrics is scraped: the outbox's mails not sent yet,
 * the connections the app holds and the live streams it serves. PGlite is one embedded connection, no pool: its total is 1,
 * with nothing idle or waiting to report.
 */
export function watchDatabase(metrics: AppMetrics, db: Database): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'club_outbox_mails',
    help: 'Mails in the outbox not sent yet, by status (pending, sending, failed).',
    labelNames: ['status'],
    registers,
    async collect() {
      // A database that does not answer leaves the gauge out: the rest of the scrape still shows.
      const depth = await outboxDepth(db).catch(() => null);
      if (!depth) return this.reset();
      for (const [status, count] of Object.entries(depth)) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'club_db_pool_connections',
    help: 'Database connections of the app, by state (total, idle; PGlite: total only, always 1).',
    labelNames: ['state'],
    registers,
    collect() {
      const use = db.poolUse?.();
      if (!use) {
        this.set({ state: 'total' }, 1);
        return;
      }
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
    },
  });
  new Gauge({
    name: 'club_live_streams',
    help: 'Subscriptions following the event log now (live orders, decision 053).',
    registers,
    collect() {
      this.set(followerCount(db));
    },
  });
  if (db.poolUse) {
    const poolUse = db.poolUse;
    new Gauge({
      name: 'club_db_pool_waiting_queries',
      help: 'Queries waiting for a free connection of the pool (PostgreSQL).',
      registers,
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }
}
