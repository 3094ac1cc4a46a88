// Bench section 4: a 200,000-event log written straight into a fresh database, then the replay
// (`npm run db:replay`'s code) timed, on PGlite and, when reachable, on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '@club/db/connection';
import { migrate } from '@club/db/migrate';
import { useMasterKey as installMasterKey } from '@club/db/privacy/master-keys';
import { seedDemo } from '@club/db/seed';
import { replayReadModels } from '../gateway/src/replay/public.ts';
import type { BenchDatabase } from './server-sections.ts';
import { addBenchMembers } from './support/bench-data.ts';
import { generateEventLog } from './support/event-log.ts';
import { fmt, type Row } from './support/measure.ts';

export const REPLAY_EVENTS = 200_000;

async function replayOn(db: Database, label: string): Promise<Row> {
  // The seed and the bench's members seal personal data: this process is an installation of its own.
  installMasterKey(randomBytes(32).toString('base64url'));
  await seedDemo(db);
  const { memberIds } = await addBenchMembers(db, 200);
  const generated = performance.now();
  await generateEventLog(db, REPLAY_EVENTS, memberIds);
  console.log(`  ${label}: log generated in ${fmt((performance.now() - generated) / 1000, 1)} s`);
  const cpu = process.cpuUsage();
  const report = await replayReadModels(db);
  const { user, system } = process.cpuUsage(cpu);
  // On PGlite the database runs in this process: events per CPU-second hardly depends on how busy
  // the machine is (it includes the comparison, which the rate leaves out).
  const perCpuSecond =
    db.kind === 'pglite' ? `, ${fmt(report.events / ((user + system) / 1e6))} per CPU-s` : '';
  return {
    measure: `replay on ${label} (${fmt(report.events)} events)`,
    ours: `${fmt(report.eventsPerSecond)} events/s (${fmt(report.millis)} ms: read+fold ${fmt(report.phases.readAndFold)}, write ${fmt(report.phases.write)}, compare ${fmt(report.phases.compare)})${perCpuSecond}`,
    reference: report.equal ? 'rebuilt = live' : 'rebuilt DIFFERS from live',
    ratio: '',
    // Issue 19 (issue 9 asked 50,000).
    target: '≥ 100,000 events/s',
    met: report.equal && report.eventsPerSecond >= 100_000,
  };
}

export async function replayRows(database: BenchDatabase): Promise<Row[]> {
  const rows: Row[] = [];
  const pglite = await openDatabase();
  try {
    await migrate(pglite);
    rows.push(await replayOn(pglite, 'PGlite'));
  } finally {
    await pglite.close();
  }
  if (database.url) {
    const schema = await database.newSchema();
    const pg = await openDatabase({ databaseUrl: database.url, schema });
    try {
      await migrate(pg, { schema });
      rows.push(await replayOn(pg, 'PostgreSQL'));
    } finally {
      await pg.close();
    }
  }
  return rows;
}
