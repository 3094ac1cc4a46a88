import { randomBytes } from 'node:crypto';
import { appDatabaseUrl, grantAppRole } from '../app-role.ts';
import { type Database, openDatabase } from '../connection.ts';
import { migrate } from '../migrate.ts';

export interface TestDatabase extends Database {
  /**
   * The same database as the gateway sees it: on PostgreSQL a pool of the app role (club_app),
   * granted what it needs on this schema; on PGlite this database itself. Close it before this one.
   * `through`: PostgreSQL only, another address of the same server (a test's proxy).
   */
  asApp(options?: { through?: { host: string; port: number } }): Promise<Database>;
}

/**
 * A fresh, migrated database for one test file, opened as its owner: PGlite in memory by default;
 * with DATABASE_URL set, a throwaway schema on that PostgreSQL, dropped again by close().
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase();
    await migrate(db);
    // One connection, one user: the app's handle must not close the owner's.
    return { ...db, asApp: async () => ({ ...db, close: async () => {} }) };
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
    async asApp(options = {}) {
      const appUrl = appDatabaseUrl(url);
      await grantAppRole(db, { appUrl, schema });
      const served = new URL(appUrl);
      if (options.through) {
        served.hostname = options.through.host;
        served.port = String(options.through.port);
      }
      return openDatabase({ databaseUrl: served.toString(), schema, maxConnections: 20 });
    },
    async close() {
      await db.exec(`drop schema ${schema} cascade`);
      await close();
    },
  };
}
