import { type Database, openDatabase, type Sql } from '@club/db/connection';
import { migrate } from '@club/db/migrate';
import { openTestDatabase, type TestDatabase } from '@club/db/test-support/test-database';

// A database migrated up to the release before personal data was sealed, as a club upgrading from
// it has: on PGlite, and with DATABASE_URL on PostgreSQL (a schema of its own).

const postgresUrl = process.env.DATABASE_URL || undefined;
/** The last migration of the release before (subject_keys and the rewrites' record came after). */
const PREVIOUS_RELEASE = 1763940000000;

export const ENGINE = postgresUrl ? 'PostgreSQL' : 'PGlite';

export interface OldRelease {
  db: Database;
  /** The rest of the migrations, as the new release's start-up runs them. */
  migrateAll: () => Promise<unknown>;
  close: () => Promise<void>;
}

export async function openOldRelease(): Promise<OldRelease> {
  if (postgresUrl) {
    const test: TestDatabase = await openTestDatabase();
    const schema = `${(await test.query<{ s: string }>('select current_schema() as s')).rows[0]?.s}_old`;
    await test.exec(`create schema ${schema}`);
    const old = await openDatabase({ databaseUrl: postgresUrl, schema, maxConnections: 2 });
    await migrate(old, { schema, upTo: PREVIOUS_RELEASE });
    return {
      db: old,
      migrateAll: () => migrate(old, { schema }),
      async close() {
        await old.close();
        await test.exec(`drop schema ${schema} cascade`);
        await test.close();
      },
    };
  }
  const old = await openDatabase();
  await migrate(old, { upTo: PREVIOUS_RELEASE });
  return { db: old, migrateAll: () => migrate(old), close: () => old.close() };
}

export async function payloads(sql: Sql): Promise<Array<{ type: string; payload: Record<string, unknown> }>> {
  const { rows } = await sql.query<{ type: string; payload: Record<string, unknown> }>(
    'select type, payload from events order by position',
  );
  return rows;
}
