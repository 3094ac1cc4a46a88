import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { appDatabaseUrl, grantAppRole } from '@club/db/app-role';
import { listBackups, type RestoreTarget, restoreBackup } from '@club/db/backup/backup';
import { backupKeyOf } from '@club/db/backup/backup-crypto';
import { type Database, openDatabase } from '@club/db/connection';
import { verifyChain } from '@club/db/event-chain/verify-chain';
import { migrate } from '@club/db/migrate';
import { openTestDatabase } from '@club/db/test-support/test-database';
import { seedDemoClub } from '@club/demo/seed/seed-demo';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount } from '../../test-support/admin-gateway.ts';
import { call } from '../../test-support/test-gateway.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { hashToken } from '../kernel/access/viewer.ts';
import { replayReadModels } from '../replay/public.ts';
import { backupJob } from './backup-job.ts';

// The restore drill: six months of a club written through the gateway's own commands (the demo
// seed), backed up by the job `npm start` runs, restored into a new, empty database (a new PGlite
// folder; with DATABASE_URL a new PostgreSQL database), where the replay of the log equals the live
// read models, every table equals the original's, and the gateway (as the app role) keeps writing.
// Then the same through `npm run db:backup` / `db:restore`, and the restores they refuse.

const postgresUrl = process.env.DATABASE_URL || undefined;
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const work = mkdtempSync(join(tmpdir(), 'club-drill-'));
const backupDir = join(work, 'backups');
/** PGlite: the live folder, under a DATA_DIR of its own so the CLI can be pointed at it. */
const liveDataDir = join(work, 'live');
const drillDatabases: string[] = [];

let original: Database;
/** PostgreSQL: the throwaway schema the original lives in (pg_dump copies only it). */
let schema: string | undefined;
let backupFile: string;
/** The installation's backup key: kept apart from the copies, given to each restore. */
const BACKUP_KEY = 'la clave de las copias del simulacro, de 32+';
const key = backupKeyOf(BACKUP_KEY);

beforeAll(async () => {
  if (postgresUrl) {
    original = await openTestDatabase();
    schema = (await original.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema;
  } else {
    original = await openDatabase({ dataDir: join(liveDataDir, 'pglite') });
    await migrate(original);
  }
  await seedDemoClub(original, { uploadsDir: join(work, 'uploads') });
  const job = backupJob({
    backupDir,
    backupEveryHours: 24,
    backupKeep: 7,
    backupKey: BACKUP_KEY,
    databaseUrl: postgresUrl,
    schema,
  });
  await job.run(original, new Date());
  backupFile = listBackups(backupDir)[0]?.path ?? '';
}, 180_000);

afterAll(async () => {
  await original?.close();
  if (postgresUrl && drillDatabases.length > 0) {
    const admin = await openDatabase({ databaseUrl: postgresUrl, maxConnections: 1 });
    for (const name of drillDatabases) await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
  rmSync(work, { recursive: true, force: true });
});

/** A new, empty place to restore into; `dataRoot` is its DATA_DIR (PGlite). */
async function freshTarget(): Promise<RestoreTarget & { dataRoot?: string }> {
  const name = `club_drill_${randomBytes(4).toString('hex')}`;
  if (!postgresUrl) {
    const dataRoot = join(work, name);
    return { dataRoot, dataDir: join(dataRoot, 'pglite') };
  }
  await original.exec(`create database ${name}`);
  drillDatabases.push(name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString() };
}

/** A restored database as its owner, and as the gateway opens it (the app role, on PostgreSQL). */
async function openRestored(
  target: RestoreTarget,
): Promise<{ owner: Database; app: Database; close(): Promise<void> }> {
  if (!target.databaseUrl) {
    const db = await openDatabase({ dataDir: target.dataDir });
    return { owner: db, app: db, close: () => db.close() };
  }
  const owner = await openDatabase({ databaseUrl: target.databaseUrl, schema, maxConnections: 2 });
  // A restore carries no grants (pg_restore --no-privileges): the gateway's start-up gives them.
  const appUrl = appDatabaseUrl(target.databaseUrl);
  await grantAppRole(owner, { appUrl, schema });
  const app = await openDatabase({ databaseUrl: appUrl, schema, maxConnections: 2 });
  return {
    owner,
    app,
    async close() {
      await app.close();
      await owner.close();
    },
  };
}

/** Every table of the schema: its row count and a digest of all its rows. */
async function tableDigests(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    'select tablename as name from pg_tables where schemaname = current_schema() order by 1',
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number; digest: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
         from ${pg.escapeIdentifier(name)} t`,
    );
    digests[name] = `${rows[0]?.n} filas, ${rows[0]?.digest}`;
  }
  return digests;
}

/** `npm run db:backup` / `db:restore FILE` in a process of their own, on the given database. */
function cli(
  args: string[],
  target: RestoreTarget & { dataRoot?: string },
  env: Record<string, string> = {},
) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'db/src/backup/backup-cli.ts', ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: target.databaseUrl ?? '',
      DATA_DIR: target.dataRoot ?? '',
      BACKUP_DIR: join(work, 'cli-backups'),
      BACKUP_KEY,
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe(`restore drill (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores into an empty database where the replay equals the live tables, every table equals the original, and the app writes on', async () => {
    expect(backupFile).toMatch(
      postgresUrl ? /club-[\dT-]+Z\.dump\.enc$/ : /club-[\dT-]+Z\.pglite\.sql\.enc$/,
    );
    const target = await freshTarget();
    const chain = await restoreBackup(backupFile, target, key);
    const restored = await openRestored(target);
    try {
      const events = await eventCount(original);
      expect(events).toBeGreaterThan(100);
      // The demo club's log is one hash chain, and the copy keeps it whole (decision 028).
      const originalChain = await verifyChain(original);
      expect(originalChain).toMatchObject({ kind: 'intact', events });
      expect(chain).toEqual(originalChain);
      expect(await tableDigests(restored.owner)).toEqual(await tableDigests(original));

      const report = await replayReadModels(restored.owner);
      expect(report.events).toBe(events);
      expect(report.tables.filter((table) => !table.equal)).toEqual([]);
      expect(report.tables.find((table) => table.table === 'orders')?.liveRows).toBeGreaterThan(0);
      expect(report.equal).toBe(true);

      // The restored identity sequences go on past the restored rows: a new event and a new token fit.
      const token = randomBytes(32).toString('base64url');
      await restored.owner.query(
        `insert into auth_tokens (token_hash, member_id, expires_at)
         select $1, id, now() + interval '1 hour' from members where role = 'admin' order by id limit 1`,
        [hashToken(token)],
      );
      const app = buildApp({
        db: restored.app,
        config: loadConfig({ NODE_ENV: 'test', DATA_DIR: work, UPLOADS_DIR: join(work, 'uploads') }),
        logger: pino({ level: 'silent' }),
      });
      const answer = await call(app, 'POST', '/admin/adjustStock/8', {
        body: { grams: -1, reason: 'simulacro de restauración' },
        headers: { auth_token: token },
      });
      expect(answer.status).toBe(200);
      expect(await eventCount(restored.owner)).toBe(events + 1);
      expect((await replayReadModels(restored.owner)).equal).toBe(true);
      expect(await verifyChain(restored.owner)).toMatchObject({ kind: 'intact', events: events + 1 });
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses, in Spanish, to restore over a database that has data, or a backup of the other engine', async () => {
    const occupied: RestoreTarget = postgresUrl
      ? { databaseUrl: postgresUrl }
      : { dataDir: join(liveDataDir, 'pglite') };
    // Without its key, or with another, a copy is useless: nothing is restored.
    const empty = await freshTarget();
    await expect(restoreBackup(backupFile, empty)).rejects.toThrow(
      /está cifrada: hace falta la clave de las copias con que se hizo/,
    );
    await expect(
      restoreBackup(backupFile, empty, backupKeyOf('otra clave, que no es la de estas copias')),
    ).rejects.toThrow(/se cifró con otra clave \(huella [0-9a-f]{16}\)/);
    await expect(restoreBackup(backupFile, occupied, key)).rejects.toThrow(
      postgresUrl
        ? /^La base \S+ no está vacía \(tiene .+\): no restauro encima de datos/
        : /no está vacía: no restauro encima de una base/,
    );
    await expect(
      restoreBackup(
        backupFile,
        postgresUrl ? { dataDir: join(work, 'otra') } : { databaseUrl: 'postgres://nadie@127.0.0.1/club' },
        key,
      ),
    ).rejects.toThrow(
      postgresUrl
        ? /es una copia de PostgreSQL: definí DATABASE_URL con una base vacía/
        : /es una copia de PGlite: restaurala sin DATABASE_URL, en una carpeta de datos vacía/,
    );
    // Nothing was written over: the original is whole.
    expect((await replayReadModels(original)).equal).toBe(true);
  }, 120_000);

  it('npm run db:backup and db:restore do the same from the command line, and refuse what the library refuses', async () => {
    if (!postgresUrl) {
      // The live folder is open in this process: the CLI must not copy it behind its back.
      const locked = cli(['backup'], { dataRoot: liveDataDir });
      expect(locked.status).toBe(1);
      expect(locked.output).toMatch(
        /está abierta por otro proceso \(pid \d+\), seguramente el gateway: pará npm start/,
      );
    }
    const source = await freshTarget();
    await restoreBackup(backupFile, source, key);
    const backedUp = cli(['backup'], source);
    expect(backedUp.output).toMatch(/^Copia guardada en .+club-[\dT-]+Z\.(dump|pglite\.sql)\.enc\n$/);
    expect(backedUp.status).toBe(0);
    const file = listBackups(join(work, 'cli-backups'))[0]?.path ?? '';

    const over = cli(['restore', file], source);
    expect(over.output).toMatch(/no está vacía/);
    expect(over.status).toBe(1);

    const target = await freshTarget();
    // The copy's key is not in the new installation: the copy cannot be read.
    const keyless = cli(['restore', file], target, { BACKUP_KEY: '' });
    expect(keyless.output).toMatch(/está cifrada: hace falta la clave de las copias|se cifró con otra clave/);
    expect(keyless.status).toBe(1);
    const restoredByCli = cli(['restore', file], target);
    expect(restoredByCli.output).toMatch(/^Copia restaurada en .+\. Arrancá el gateway sobre ella/);
    expect(restoredByCli.output).toMatch(
      /\nCadena íntegra: [\d.]+ eventos verificados, hasta la posición \d+\.\n/,
    );
    expect(restoredByCli.status).toBe(0);
    const restored = await openRestored(target);
    try {
      expect(await eventCount(restored.owner)).toBe(await eventCount(original));
      expect((await replayReadModels(restored.owner)).equal).toBe(true);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
