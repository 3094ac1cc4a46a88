// `npm run db:seed`: migrates, then seeds the demo club (seed/seed-demo.ts) on an empty database: on
// DATABASE_URL, or on the PGlite folder under DATA_DIR, with the receipts where the gateway's
// storage stand-in serves them (UPLOADS_DIR). Stop the gateway first: PGlite's folder is one process's.
import { join } from 'node:path';
import { openDatabase } from '@club/db/connection';
import { migrate } from '@club/db/migrate';
import { restrictUmask } from '@club/db/private-files';
import { loadConfig } from '@club/gateway/config';
import { useMasterKey } from '@club/gateway/kernel/privacy/master-keys';
import { sealPersonalDataInLog } from '@club/gateway/log-upgrades/public';
import { seedDemoClub } from './seed/seed-demo.ts';

// The database folder, its receipts and anything this writes are the running user's alone.
restrictUmask();

async function main(): Promise<void> {
  const config = loadConfig();
  // The seed seals each member's personal data under keys wrapped by the installation's master key.
  useMasterKey(config.masterKey);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'Base de datos al día.');
    const { seeded } = await seedDemoClub(db, { uploadsDir: config.uploadsDir });
    console.log(seeded ? 'Datos de demostración cargados.' : 'La base ya tenía datos: no se cargó nada.');
    // As the gateway does at start-up (decision 043): what an old log holds in clear is sealed.
    const rewrite = await sealPersonalDataInLog(db);
    if (rewrite)
      console.log(`Log convertido: ${rewrite.eventsRewritten} eventos con datos personales sellados.`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
