import {
  BackupError,
  type BackupSource,
  listBackups,
  pruneBackups,
  writeBackup,
} from '@club/db/backup/backup';
import { backupKeyOf } from '@club/db/backup/backup-crypto';
import type { Database } from '@club/db/connection';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Job } from './job-runner.ts';

// The gateway's own backups (docs/decisions/020-least-privilege-and-backups.md): on a tick, when
// the newest backup in the folder (the job's or `npm run db:backup`'s) is older than the interval,
// one more, then only the newest `keep` are kept. The newest file is the schedule, not a timer, so
// a restart neither skips a day nor takes a second copy; one replica at a time runs it (job lock).

const HOUR = 60 * 60 * 1000;

export type BackupJobOptions = Pick<Config, 'backupDir' | 'backupEveryHours' | 'backupKeep' | 'backupKey'> & {
  /** PostgreSQL: the owner's URL (DATABASE_URL), since the app role may not read every table. */
  databaseUrl: string | undefined;
  /** PostgreSQL: this schema only (tests). */
  schema?: string;
};

export function backupJob(options: BackupJobOptions, logger?: Logger): Job {
  const every = options.backupEveryHours * HOUR;
  const key = backupKeyOf(options.backupKey);
  // After a failure (pg_dump missing, disk full) the next try waits up to an hour, not one tick.
  let retryAt = 0;
  return {
    name: 'backup',
    async run(db, now) {
      if (now.getTime() < retryAt) return;
      try {
        const newest = listBackups(options.backupDir)[0];
        if (newest && now.getTime() - newest.takenAt.getTime() < every) return;
        const path = await writeBackup(sourceOf(db, options), options.backupDir, now, key);
        const pruned = pruneBackups(options.backupDir, options.backupKeep);
        logger?.info({ job: 'backup', path, pruned }, 'backup written');
      } catch (error) {
        retryAt = now.getTime() + Math.min(every, HOUR);
        throw error;
      }
    },
  };
}

function sourceOf(db: Database, options: BackupJobOptions): BackupSource {
  if (db.kind === 'pglite') return { engine: 'pglite', db };
  if (!options.databaseUrl) {
    throw new BackupError('Para copiar PostgreSQL hace falta DATABASE_URL: pg_dump entra como el dueño.');
  }
  return { engine: 'postgres', databaseUrl: options.databaseUrl, schema: options.schema };
}
