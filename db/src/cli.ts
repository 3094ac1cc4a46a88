// `npm run db:migrate`: on DATABASE_URL (then the app role's grants, app-role.ts), or on the PGlite
// folder under DATA_DIR. (`npm run db:seed` is the demo workspace's: the demo club is written through
// the gateway's commands, demo/src/cli.ts.)
import { join, resolve } from 'node:path';
import { appDatabaseUrl, grantAppRole, roleOfUrl } from './app-role.ts';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';
import { restrictUmask } from './private-files.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');

// The database folder and anything this writes are the running user's alone.
restrictUmask();

async function main(command: string | undefined) {
  if (command !== 'migrate') {
    console.error('Uso: cli.ts migrate');
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = join(resolve(repoRoot, process.env.DATA_DIR || '.data'), 'pglite');
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'Base de datos al día.');
    if (databaseUrl) {
      const appUrl = process.env.DATABASE_APP_URL || appDatabaseUrl(databaseUrl);
      await grantAppRole(db, { appUrl });
      console.log(`Permisos del rol de la app (${roleOfUrl(appUrl)}) al día.`);
    }
  } finally {
    await db.close();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
