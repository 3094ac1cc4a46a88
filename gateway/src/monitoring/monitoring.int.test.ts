import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { Database } from '@club/db/connection';
import { openDatabase } from '@club/db/connection';
import { migrationsDir } from '@club/db/migrate';
import { demoAccounts } from '@club/db/seed';
import { openTestDatabase } from '@club/db/test-support/test-database';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONDAY_NOON, SLOT } from '../../test-support/order-cases.fixture.ts';
import {
  authHeader,
  call,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { runJobs } from '../jobs/public.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { createAppMetrics } from '../kernel/metrics/app-metrics.ts';
import { type RunningServer, serveApp } from '../server.ts';

// GET /healthz, /readyz and /metrics (decision 048), through the app as a client calls them: on
// PGlite, or on DATABASE_URL's PostgreSQL, where the database also goes away and comes back.

const TOKEN = 'token-de-prometheus-de-prueba';
const silent = pino({ level: 'silent' });

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ now: () => MONDAY_NOON, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => gw?.close());
beforeEach(() => {
  expect.hasAssertions();
});

/** The app again on `db`, as another process would build it (its own registry). */
const appOn = (db: Database, config: Partial<Config> = {}) =>
  buildApp({ db, config: { ...gw.config, ...config }, logger: silent });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, the samples only (comments and blank lines skipped). */
function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The one sample of `name` with exactly these labels (undefined when absent). */
function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (s) =>
      s.name === name &&
      Object.keys(s.labels).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

async function scrape(app: Hono<AppEnv>, token = TOKEN): Promise<Sample[]> {
  const response = await app.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(await response.text());
}

/** A request as @hono/node-server hands it over: from a socket at `remoteAddress`. */
const fromAddress = (remoteAddress: string) =>
  ({ incoming: { socket: { remoteAddress } } }) as unknown as Partial<HttpBindings>;

/** A database that exists and answers, never migrated: PGlite in memory, or a new empty schema. */
async function unmigratedDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { db: await openDatabase(), drop: async () => {} };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url, maxConnections: 1 });
  await admin.exec(`create schema ${schema}`);
  return {
    db: await openDatabase({ databaseUrl: url, schema, maxConnections: 2 }),
    async drop() {
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 on a migrated database, with nothing to cache', async () => {
    const health = await call(gw.app, 'GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await call(gw.app, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('readyz answers 503 on a database never migrated (the process is still up), then 503 again once its handle is closed', async () => {
    const { db, drop } = await unmigratedDatabase();
    try {
      const app = appOn(db);
      expect((await call(app, 'GET', '/healthz')).status).toBe(200);
      const known = readdirSync(migrationsDir).filter((file) => /\.(sql|[cm]?[jt]s)$/.test(file)).length;
      const pending = await call(app, 'GET', '/readyz');
      expect(pending.status).toBe(503);
      expect(pending.body).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'pending' },
        pendingMigrations: known,
      });

      await db.close();
      const closed = await call(app, 'GET', '/readyz');
      expect(closed.status).toBe(503);
      expect(closed.body).toEqual({
        status: 'unavailable',
        checks: { database: 'failed', migrations: 'not checked' },
      });
      // The process itself is still up.
      expect((await call(app, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await db.close().catch(() => {});
      await drop();
    }
  });

  // A proxy between the app's pool and PostgreSQL stands for the network or the server going away.
  it.runIf(process.env.DATABASE_URL)(
    'readyz answers 503 while PostgreSQL is unreachable, and 200 again once it is back, by itself',
    async () => {
      const target = new URL(process.env.DATABASE_URL ?? '');
      const sockets = new Set<Socket>();
      const relay = (client: Socket) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      };
      const listen = (port: number) =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer(relay);
          server.once('error', reject);
          server.listen(port, '127.0.0.1', () => resolve(server));
        });
      let proxy = await listen(0);
      const { port } = proxy.address() as { port: number };
      const owner = await openTestDatabase();
      const appDb = await owner.asApp({ through: { host: '127.0.0.1', port } });
      try {
        const app = appOn(appDb);
        expect((await call(app, 'GET', '/readyz')).status).toBe(200);

        await new Promise<void>((resolve) => {
          proxy.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        });
        const down = await call(app, 'GET', '/readyz');
        expect(down.status).toBe(503);
        expect(down.body.status).toBe('unavailable');
        expect(['failed', 'timeout']).toContain(down.body.checks.database);
        // Nothing about the server, its address or its roles.
        expect(JSON.stringify(down.body)).not.toMatch(/postgres|127\.0\.0\.1|club_app|ECONN|\d{4,}/i);
        expect((await call(app, 'GET', '/healthz')).status).toBe(200);
        // The pool notices its connections are gone: none is handed out dead once it is back.
        await vi.waitFor(() => expect(appDb.poolUse?.().total).toBe(0), { timeout: 10_000 });

        proxy = await listen(port);
        const back = await call(app, 'GET', '/readyz');
        expect(back.status).toBe(200);
        expect(back.body.checks).toEqual({ database: 'ok', migrations: 'ok' });
      } finally {
        await appDb.close();
        await new Promise<void>((resolve) => {
          proxy.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        });
        await owner.close();
      }
    },
  );
});

describe('GET /metrics', () => {
  it('counts the orders placed and refused by code, the requests by route pattern and status, and shows the outbox', async () => {
    const token = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
    const submit = (grams: number) =>
      call(gw.app, 'POST', '/submitorder', {
        body: { ...SLOT, total: grams * 45, observations: '', ogkush: grams },
        headers: authHeader(token),
      });
    const before = await scrape(gw.app);
    const first = await submit(10);
    expect(first.status).toBe(200);
    expect((await submit(10)).status).toBe(200);
    // 20 g used of the month's 40.
    const over = await submit(25);
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('LIMITE_MENSUAL');
    // A cancellation sends the member a mail: one more in the outbox.
    const cancelled = await call(gw.app, 'POST', `/cancelorder/${first.body.orderId}`, {
      headers: authHeader(token),
    });
    expect(cancelled.status).toBe(200);

    const after = await scrape(gw.app);
    const grew = (name: string, labels: Record<string, string> = {}) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(grew('club_orders_placed_total')).toBe(2);
    expect(grew('club_orders_refused_total', { code: 'LIMITE_MENSUAL' })).toBe(1);
    const submitted = { method: 'POST', route: '/submitorder' };
    expect(grew('club_http_requests_total', { ...submitted, status: '200' })).toBe(2);
    expect(grew('club_http_requests_total', { ...submitted, status: '403' })).toBe(1);
    expect(grew('club_http_request_duration_seconds_count', submitted)).toBe(3);
    // The pattern, never the order's id.
    expect(
      grew('club_http_requests_total', { method: 'POST', route: '/cancelorder/:id', status: '200' }),
    ).toBe(1);
    expect(after.some((s) => Object.values(s.labels).includes(`/cancelorder/${first.body.orderId}`))).toBe(
      false,
    );
    const { rows } = await gw.db.query<{ n: number }>(
      "select count(*)::int as n from outbox where status = 'pending'",
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(sampleValue(after, 'club_outbox_mails', { status: 'pending' })).toBe(rows[0]?.n);
    expect(sampleValue(after, 'club_outbox_mails', { status: 'failed' })).toBe(0);
    expect(sampleValue(after, 'club_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    // Nobody follows the live orders here.
    expect(sampleValue(after, 'club_live_streams')).toBe(0);
    // Node's own, by default.
    expect(sampleValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('gives every unknown path one label, and counts GraphQL orders too', async () => {
    const before = await scrape(gw.app);
    for (const path of ['/wp-login.php', '/.env', `/x/${randomBytes(4).toString('hex')}`]) {
      expect((await call(gw.app, 'GET', path)).status).toBe(404);
    }
    const token = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
    const placed = await call(gw.app, 'POST', '/graphql', {
      body: {
        query: 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ok code } }',
        variables: { input: { ...SLOT, total: 1, lines: [{ product: 'ogkush', grams: 5 }] } },
      },
      headers: authHeader(token),
    });
    expect(placed.body.data.placeOrder).toEqual({ ok: false, code: 'TOTAL_INCORRECTO' });
    const after = await scrape(gw.app);
    const grew = (name: string, labels: Record<string, string>) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(grew('club_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(3);
    expect(grew('club_orders_refused_total', { code: 'TOTAL_INCORRECTO' })).toBe(1);
    expect(grew('club_http_requests_total', { method: 'POST', route: '/graphql', status: '200' })).toBe(1);
  });

  it('counts the periodic jobs by job and result, on the registry the app shares with them', async () => {
    const metrics = createAppMetrics();
    const app = buildApp({ db: gw.appDb, config: gw.config, logger: silent, metrics });
    const now = new Date();
    await runJobs(
      gw.appDb,
      [
        { name: 'prueba-bien', run: async () => {} },
        {
          name: 'prueba-falla',
          run: async () => {
            throw new Error('falla a propósito');
          },
        },
      ],
      now,
      silent,
      metrics,
    );
    const samples = await scrape(app);
    expect(sampleValue(samples, 'club_job_runs_total', { job: 'prueba-bien', result: 'ok' })).toBe(1);
    expect(sampleValue(samples, 'club_job_runs_total', { job: 'prueba-falla', result: 'failed' })).toBe(1);
  });

  it('with METRICS_TOKEN, asks for it as a bearer: none, a wrong one or a club sign-in token get 401', async () => {
    const admin = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
    const refused = [
      {},
      { authorization: 'Bearer otro-token-que-no-es-el-del-club' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      authHeader(admin),
      { authorization: `Bearer ${admin}` },
    ];
    for (const headers of refused) {
      // Even from this machine: the token is the key once there is one.
      const response = await gw.app.request('/metrics', { headers }, fromAddress('127.0.0.1'));
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.json()).toEqual({
        msg: 'Unauthorized',
        error: 'Falta el token de las métricas (Authorization: Bearer) o no es el correcto',
        code: 'UNAUTHENTICATED',
      });
    }
    const allowed = await gw.app.request('/metrics', { headers: { authorization: `bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
  });

  it('without METRICS_TOKEN, answers this machine only: another address or a proxied request gets 404', async () => {
    const app = appOn(gw.appDb, { metricsToken: undefined });
    for (const [env, headers] of [
      [fromAddress('203.0.113.9'), {}],
      [fromAddress('10.0.0.2'), {}],
      [fromAddress('::ffff:192.168.1.20'), {}],
      // Relayed by a proxy on this machine: the socket is local, the caller is not.
      [fromAddress('127.0.0.1'), { 'x-forwarded-for': '203.0.113.9' }],
      [fromAddress('::1'), { forwarded: 'for=203.0.113.9' }],
      // A caller cannot make itself local with the header a proxy would write.
      [fromAddress('203.0.113.9'), { 'x-forwarded-for': '127.0.0.1' }],
      [undefined, {}],
    ] as const) {
      const response = await app.request('/metrics', { headers }, env);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No encontrado', code: 'NOT_FOUND' });
    }
    for (const address of ['::1', '::ffff:127.0.0.1', '127.0.0.1']) {
      expect((await app.request('/metrics', {}, fromAddress(address))).status).toBe(200);
    }
    // And served for real, from this machine.
    let server: RunningServer | undefined;
    try {
      server = await serveApp(app, { port: 0, hostname: '127.0.0.1' });
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      expect(parseMetrics(await response.text()).some((s) => s.name === 'club_orders_placed_total')).toBe(
        true,
      );
    } finally {
      await server?.close();
    }
  });
});
