import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Database, openDatabase } from '@club/db/connection';
import {
  builtInOperations,
  checkOperations,
  type RegisteredOperation,
  registeredForCheck,
  schemaFromSdl,
} from '../operation-registry/public.ts';
import { schemaSdl } from './schema.ts';
import { loadTrustedDocuments } from './trusted-documents.ts';

// `npm run schema:check`: the schema this code builds (what `npm run schema:write` writes) against
// every operation the web runs today: the committed list and every registered version not retired,
// from DATABASE_URL or else the embedded database under DATA_DIR. Exit 0 when all fit, 1 when one
// breaks, 2 when the check could not run (e.g. `npm start` holds the embedded database: stop it).

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

async function registered(): Promise<RegisteredOperation[]> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = join(resolve(repoRoot, process.env.DATA_DIR || '.data'), 'pglite');
  if (!databaseUrl && !existsSync(dataDir)) {
    console.log(`No hay base de datos en ${dataDir}: solo se revisa la lista incluida.`);
    return [];
  }
  const db: Database = await openDatabase(databaseUrl ? { databaseUrl, maxConnections: 1 } : { dataDir });
  try {
    return await registeredForCheck(db);
  } finally {
    await db.close();
  }
}

async function main(): Promise<number> {
  const operations = [...builtInOperations(loadTrustedDocuments()), ...(await registered())];
  const report = checkOperations(schemaFromSdl(schemaSdl()), operations);
  for (const line of report.lines) console.log(line);
  return report.broken.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`No se pudo revisar el esquema: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  },
);
