// `npm run db:migrate` / `npm run db:seed`: on DATABASE_URL, or on the PGlite folder under DATA_DIR.
import { join, resolve } from 'node:path';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';
import { seedDemo } from './seed.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');

async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Uso: cli.ts migrate | seed');
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = join(resolve(repoRoot, process.env.DATA_DIR || '.data'), 'pglite');
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'Base de datos al día.');
    if (command === 'seed') {
      const { seeded } = await seedDemo(db);
      console.log(seeded ? 'Datos de demostración cargados.' : 'La base ya tenía datos: no se cargó nada.');
    }
  } finally {
    await db.close();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
