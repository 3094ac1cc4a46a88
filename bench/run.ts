// `npm run bench`: every performance figure of issue 9 beside its reference, measured in this one
// run, as a table. The figures are never assertions: on a shared machine only ratios mean much.
// On PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in throwaway
// schemas) when it answers, on PGlite otherwise. BENCH_ONLY=gateway,orders,firstview,phone,replay,startup
// runs a subset.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@club/db/connection';
import { firstViewRows } from './first-view.ts';
import { phoneNetworkRows } from './phone-network.ts';
import { replayRows } from './replay.ts';
import { type BenchDatabase, serverSections } from './server-sections.ts';
import { startupRows } from './startup.ts';
import { type Row, table } from './support/measure.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function benchDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL || DEFAULT_URL;
  const admin = await openDatabase({ databaseUrl: url, maxConnections: 1 }).catch(() => undefined);
  if (!admin) {
    console.log(`PostgreSQL not reachable at ${url}: PGlite (no pgbench reference).`);
    return { url: undefined, newSchema: () => Promise.reject(new Error('PGlite')), dropAll: async () => {} };
  }
  const schemas: string[] = [];
  return {
    url,
    async newSchema() {
      const schema = `bench_${randomBytes(5).toString('hex')}`;
      await admin.exec(`create schema ${schema}`);
      schemas.push(schema);
      return schema;
    },
    async dropAll() {
      for (const schema of schemas) await admin.exec(`drop schema if exists ${schema} cascade`);
      await admin.close();
    },
  };
}

const only = new Set((process.env.BENCH_ONLY ?? 'gateway,orders,firstview,phone,replay,startup').split(','));
const started = performance.now();
const database = await benchDatabase();
const rows: Row[] = [];
try {
  if (only.has('gateway') || only.has('orders')) {
    console.log(`1-2. gateway and orders on ${database.url ? 'PostgreSQL' : 'PGlite'}`);
    rows.push(
      ...(await serverSections(database, { gateway: only.has('gateway'), orders: only.has('orders') })),
    );
  }
  if (only.has('firstview')) {
    console.log('3. first view of /carta (production build, Chromium)');
    rows.push(...(await firstViewRows()));
  }
  if (only.has('phone')) {
    console.log('3b. /carta over a phone network (Slow 4G + 4× CPU, cold and repeat)');
    rows.push(...(await phoneNetworkRows()));
  }
  if (only.has('replay')) {
    console.log('4. replay of a 200,000-event log');
    rows.push(...(await replayRows(database)));
  }
  if (only.has('startup')) {
    console.log('5. npm start until both ports answer (PGlite)');
    rows.push(...(await startupRows()));
  }
} finally {
  await database.dropAll();
}
console.log(`\n${table(rows)}\n\nbench took ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(0);
