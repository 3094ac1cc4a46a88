// `npm run db:replay`: on DATABASE_URL, or on the PGlite folder under DATA_DIR (stop the gateway
// first: PGlite's folder is one process's). Exit code 0 when the rebuilt read models equal the
// live ones, 1 when they differ, 2 when the replay could not run.
import { join, resolve } from 'node:path';
import { openDatabase } from '@club/db/connection';
import { migrate } from '@club/db/migrate';
import { restrictUmask } from '@club/db/private-files';
import { MASTER_KEY_FILE } from '../config.ts';
import { installationSecret } from '../installation-secrets.ts';
import { useMasterKey } from '../kernel/privacy/master-keys.ts';
import { formatReport, replayReadModels } from './replay.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

// The database folder and anything this writes are the running user's alone.
restrictUmask();

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const installation = resolve(repoRoot, process.env.DATA_DIR || '.data');
  const dataDir = join(installation, 'pglite');
  // The members' rows are rebuilt from what the log sealed: opened with the installation's master key.
  useMasterKey(process.env.CLUB_MASTER_KEY || installationSecret(installation, MASTER_KEY_FILE));
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    // The comparison needs every read model's table: bring the schema up to date first.
    await migrate(db);
    const report = await replayReadModels(db);
    console.log(formatReport(report));
    return report.equal ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
