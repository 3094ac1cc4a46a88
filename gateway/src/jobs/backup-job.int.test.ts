import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupEngineOf } from '@club/db/backup/backup';
import { backupKeyOf, decryptToBuffer, readBackupHeader } from '@club/db/backup/backup-crypto';
import { openTestDatabase, type TestDatabase } from '@club/db/test-support/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackupJobOptions, backupJob } from './backup-job.ts';

// The gateway's backup job on PGlite (its dumpDataDir) or, with DATABASE_URL, PostgreSQL (pg_dump
// of this file's throwaway schema). Its clock is the one it is given: the test moves it.

const HOUR = 60 * 60 * 1000;
const T0 = new Date('2026-11-24T03:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

let db: TestDatabase;
let schema: string | undefined;
const work = mkdtempSync(join(tmpdir(), 'club-backup-job-'));
beforeAll(async () => {
  db = await openTestDatabase();
  if (db.kind === 'postgres') {
    schema = (await db.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema;
  }
});
afterAll(async () => {
  await db?.close();
  rmSync(work, { recursive: true, force: true });
});

const backupKey = 'la clave de las copias de esta prueba, 32+';

function options(backupDir: string, backupKeep = 7): BackupJobOptions {
  return {
    backupDir,
    backupEveryHours: 24,
    backupKeep,
    backupKey,
    databaseUrl: process.env.DATABASE_URL,
    schema,
  };
}

describe('the backup job', () => {
  it('takes a copy when the newest one is a day old, keeps the newest BACKUP_KEEP, and nothing else in between', async () => {
    const dir = join(work, 'diarias');
    const job = backupJob(options(dir, 2));
    await job.run(db, at(0));
    await job.run(db, at(23.9));
    expect(readdirSync(dir)).toEqual([
      db.kind === 'postgres'
        ? 'club-2026-11-24T03-00-00Z.dump.enc'
        : 'club-2026-11-24T03-00-00Z.pglite.sql.enc',
    ]);
    await job.run(db, at(24));
    await job.run(db, at(48));
    // A restarted gateway (a new job) goes by the folder: no second copy of the same day.
    await backupJob(options(dir, 2)).run(db, at(50));
    const names = readdirSync(dir).sort();
    expect(names.map((name) => name.slice(0, 25))).toEqual([
      'club-2026-11-25T03-00-00Z',
      'club-2026-11-26T03-00-00Z',
    ]);
    // Encrypted with the key, and a copy of this engine once decrypted.
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const key = backupKeyOf(backupKey);
    for (const name of names) {
      const file = join(dir, name);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readBackupHeader(file)).toMatchObject({ version: 1, keyId: key.id });
      expect(backupEngineOf(file)).toBeUndefined();
      const plain = join(work, `${name}.plano`);
      writeFileSync(plain, await decryptToBuffer(file, key));
      expect(backupEngineOf(plain)).toBe(db.kind);
    }
  });

  it('after a failure tries again an hour later, not on every tick', async () => {
    // A file where the folder should be: every write fails.
    const blocked = join(work, 'bloqueada');
    writeFileSync(blocked, '');
    const job = backupJob(options(blocked));
    await expect(job.run(db, at(0))).rejects.toThrow();
    await expect(job.run(db, at(0.5))).resolves.toBeUndefined();
    await expect(job.run(db, at(1))).rejects.toThrow();
  });
});
