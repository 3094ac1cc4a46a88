import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../connection.ts';
import { migrate } from '../migrate.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with DATABASE_URL
 * set, a throwaway schema on that PostgreSQL, dropped again by close().
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase();
    await migrate(db);
    return db;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url, maxConnections: 1 });
  await admin.exec(`create schema ${schema}`);
  await admin.close();
  const db = await openDatabase({ databaseUrl: url, schema, maxConnections: 20 });
  await migrate(db, { schema });
  const close = db.close;
  return {
    ...db,
    async close() {
      await db.exec(`drop schema ${schema} cascade`);
      await close();
    },
  };
}
