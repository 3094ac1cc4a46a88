// `npm run db:backup`: a dated copy of DATABASE_URL's database (pg_dump), or of the PGlite folder
// under DATA_DIR, into BACKUP_DIR (default backups/), encrypted with the backup key (BACKUP_KEY, or
// DATA_DIR/secrets/backup-key, made on the first backup). `npm run db:restore FILE`: that copy into
// an empty database (DATABASE_URL) or an empty PGlite folder (DATA_DIR), with the key it was made with.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { openDatabase } from '../connection.ts';
import { chainMessage } from '../event-chain/verify-chain.ts';
import { FolderLockedError } from '../folder-lock.ts';
import { restrictUmask } from '../private-files.ts';
import { restoreBackup, writeBackup } from './backup.ts';
import { backupKey, refuseKeyInBackupDir } from './backup-key.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

// The database folder and anything this writes are the running user's alone.
restrictUmask();

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataRoot = resolve(repoRoot, process.env.DATA_DIR || '.data');
const dataDir = join(dataRoot, 'pglite');
const backupDir = resolve(repoRoot, process.env.BACKUP_DIR || 'backups');
const keySecret = process.env.BACKUP_KEY || undefined;

async function backup(): Promise<string> {
  refuseKeyInBackupDir(dataRoot, backupDir);
  const key = backupKey({ secret: keySecret, dataDir: dataRoot, create: true });
  if (!key) throw new Error('No se pudo leer ni crear la clave de las copias.');
  if (databaseUrl) return writeBackup({ engine: 'postgres', databaseUrl }, backupDir, new Date(), key);
  // Opening a missing folder would create an empty database, and back that up.
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(`No hay ninguna base PGlite en ${dataDir}: no hay nada que copiar.`);
  }
  const db = await openDatabase({ dataDir }).catch((error: unknown) => {
    if (!(error instanceof FolderLockedError)) throw error;
    throw new Error(
      `La base PGlite de ${dataDir} está abierta por otro proceso (pid ${error.pid}), seguramente el ` +
        'gateway: pará npm start y volvé a correr npm run db:backup, o dejá que el gateway haga las ' +
        'copias él mismo (BACKUP_EVERY_HOURS, cada 24 h con npm start).',
    );
  });
  try {
    return await writeBackup({ engine: 'pglite', db }, backupDir, new Date(), key);
  } finally {
    await db.close();
  }
}

async function main(command: string | undefined, file: string | undefined): Promise<void> {
  if (command === 'backup') {
    console.log(`Copia guardada en ${await backup()}`);
    return;
  }
  if (command === 'restore' && file) {
    // npm runs scripts from the repository's root: the file is relative to where npm was called.
    const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
    const key = backupKey({ secret: keySecret, dataDir: dataRoot, create: false });
    const chain = await restoreBackup(path, databaseUrl ? { databaseUrl } : { dataDir }, key);
    console.log(
      databaseUrl
        ? 'Copia restaurada en la base de DATABASE_URL. Arrancá el gateway sobre ella (npm start): migra lo que falte y da sus permisos al rol de la app.'
        : `Copia restaurada en ${dataDir}. Arrancá el gateway sobre ella: DATA_DIR=${dirname(dataDir)} npm start`,
    );
    // Restored either way (it is the copy there is), but a broken chain must not pass unnoticed.
    console.log(chainMessage(chain));
    if (chain.kind === 'broken') process.exitCode = 1;
    return;
  }
  console.error('Uso: npm run db:backup | npm run db:restore ARCHIVO');
  process.exit(2);
}

main(process.argv[2], process.argv[3]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
