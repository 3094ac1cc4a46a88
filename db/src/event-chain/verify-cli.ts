// `npm run db:verify`: recomputes the event log's hash chain on DATABASE_URL's database (as its
// owner, who may read the chain's head), or on the PGlite folder under DATA_DIR; exits 1 naming the
// first broken position. It only reads: it neither migrates nor repairs.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../connection.ts';
import { FolderLockedError } from '../folder-lock.ts';
import { restrictUmask } from '../private-files.ts';
import { chainMessage, verifyChain } from './verify-chain.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

// The database folder and anything this writes are the running user's alone.
restrictUmask();

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = join(resolve(repoRoot, process.env.DATA_DIR || '.data'), 'pglite');
  // Opening a missing folder would create an empty database, and call it whole.
  if (!databaseUrl && !existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(`No hay ninguna base PGlite en ${dataDir}: no hay nada que verificar.`);
  }
  const db = await openDatabase(databaseUrl ? { databaseUrl, maxConnections: 1 } : { dataDir }).catch(
    (error: unknown) => {
      if (!(error instanceof FolderLockedError)) throw error;
      throw new Error(
        `La base PGlite de ${dataDir} está abierta por otro proceso (pid ${error.pid}), seguramente el ` +
          'gateway: pará npm start y volvé a correr npm run db:verify.',
      );
    },
  );
  try {
    const report = await verifyChain(db);
    console.log(chainMessage(report));
    return report.kind === 'intact' ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
