import { randomBytes } from 'node:crypto';
// The bench's server process (a child of bench/run.ts, talking over IPC): our gateway and the bare
// reference (plain Hono + pg, bench/support/bare-app.ts) on free ports, over one database: a fresh
// PostgreSQL schema (BENCH_DATABASE_URL + BENCH_SCHEMA) or a fresh PGlite folder (BENCH_DATA_DIR).
// It seeds the demo data, 200 bench members with tokens and plenty of stock, then prints nothing
// and sends { ready } over IPC. On { check: 'violations' } it answers with the limit check.
import { join } from 'node:path';
import { openDatabase } from '@club/db/connection';
import { migrate } from '@club/db/migrate';
import { useMasterKey as installMasterKey } from '@club/db/privacy/master-keys';
import { seedDemo } from '@club/db/seed';
import { serve } from '@hono/node-server';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { serveApp } from '../../gateway/src/server.ts';
import { buildBareApp } from './bare-app.ts';
import { addBenchMembers, limitViolations, ORDER_STOCK_GRAMS } from './bench-data.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const schema = process.env.BENCH_SCHEMA || undefined;
const dataDir = process.env.BENCH_DATA_DIR;
const members = Number(process.env.BENCH_MEMBERS ?? 200);

const db = databaseUrl
  ? await openDatabase({
      databaseUrl,
      ...(schema ? { schema } : {}),
      // DATABASE_POOL_SIZE as the gateway reads it (10 by default), to measure other sizes.
      maxConnections: Number(process.env.DATABASE_POOL_SIZE || 10),
    })
  : await openDatabase({ dataDir: join(dataDir ?? '.data/bench', 'pglite') });
await migrate(db, schema ? { schema } : {});
// The seed seals personal data before the app (with its own master key) is built: a key for it.
installMasterKey(randomBytes(32).toString('base64url'));
await seedDemo(db);
const bench = await addBenchMembers(db, members);
await db.query('update stock set grams = $1', [ORDER_STOCK_GRAMS]);

const config = loadConfig({
  NODE_ENV: 'production',
  // Production refuses the development signing secret of the hosted stand-in.
  SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  GATEWAY_HOST: '127.0.0.1',
  WEB_ORIGINS: 'http://localhost:8080',
  // The text rows send a member's token with a document of the bench's own, as in earlier rounds;
  // production takes text from admins only (decision 034), members send ids.
  GRAPHQL_AD_HOC: 'everyone',
});
const gateway = await serveApp(buildApp({ db, config, logger: pino({ level: 'warn' }) }), {
  port: 0,
  hostname: '127.0.0.1',
});

// The reference: its own pg.Pool on PostgreSQL (same pool size as ours), the same PGlite handle otherwise.
const barePool = databaseUrl
  ? new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    })
  : undefined;
const bareApp = buildBareApp(
  barePool ? (text, params) => barePool.query(text, params) : (text, params) => db.query(text, params),
);
const bare = await new Promise<{ port: number; close(): Promise<void> }>((done) => {
  const server = serve({ fetch: bareApp.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
    done({
      port: info.port,
      close: () =>
        new Promise<void>((closed) => {
          server.close(() => closed());
          if ('closeAllConnections' in server) server.closeAllConnections();
        }),
    }),
  );
});

process.on('message', (message: { check?: string; stop?: boolean }) => {
  if (message.check === 'violations') {
    limitViolations(db).then(
      (result) => process.send?.({ violations: result }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  }
  if (message.stop) {
    void Promise.allSettled([gateway.close(), bare.close(), barePool?.end()])
      .then(() => db.close())
      .finally(() => process.exit(0));
  }
});

process.send?.({
  ready: {
    gatewayUrl: `http://127.0.0.1:${gateway.port}`,
    bareUrl: `http://127.0.0.1:${bare.port}`,
    kind: db.kind,
    ...bench,
  },
});
