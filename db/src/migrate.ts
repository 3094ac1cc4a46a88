import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Sql } from './connection.ts';

export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

// node-pg-migrate wants a pg client; this is the subset it calls, over either engine.
// Parameterless SQL goes through `exec`, since migration files hold several statements.
function asMigrationClient(sql: Sql) {
  return {
    async query(text: string | { text: string; values?: unknown[] }, values?: unknown[]) {
      const statement = typeof text === 'string' ? text : text.text;
      const params = typeof text === 'string' ? values : (text.values ?? values);
      if (params && params.length > 0) return sql.query(statement, params);
      if (/^\s*select\b/i.test(statement) && !statement.includes(';')) return sql.query(statement);
      await sql.exec(statement);
      return { rows: [], rowCount: 0 };
    },
  };
}

export interface MigrateOptions {
  schema?: string;
  log?: (message: string) => void;
  /** Only the migrations whose timestamp (the file name's number) is at most this: a test's older database. */
  upTo?: number;
}

let known: string[] | undefined;

/** The migrations this code knows: the files' names without extension, read once. */
function knownMigrations(): string[] {
  known ??= readdirSync(migrationsDir)
    .filter((file) => /\.(sql|[cm]?[jt]s)$/.test(file))
    .map((file) => file.replace(/\.[^.]+$/, ''));
  return known;
}

/**
 * The migrations this code knows that the schema's pgmigrations table does not record (all of
 * them on a database never migrated). Without `schema`, the connection's own (its search_path):
 * what the app sees.
 */
export async function pendingMigrations(sql: Sql, schema?: string): Promise<string[]> {
  const found = await sql.query<{ t: string | null }>(
    "select to_regclass(quote_ident(coalesce($1::text, current_schema())) || '.pgmigrations')::text as t",
    [schema ?? null],
  );
  const table = found.rows[0]?.t;
  if (!table) return knownMigrations();
  const { rows } = await sql.query<{ name: string }>(`select name from ${table}`);
  const applied = new Set(rows.map((row) => row.name));
  return knownMigrations().filter((name) => !applied.has(name));
}

/** Applies every pending migration, in-process, in one transaction. */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  const log = options.log ?? (() => {});
  // Most starts have nothing to apply: answer that with one query, without loading the migrator
  // (~1 s of start-up on a busy machine, docs/performance.md).
  if (options.upTo === undefined && (await pendingMigrations(db, options.schema ?? 'public')).length === 0) {
    return [];
  }
  const { runner } = await import('node-pg-migrate');
  const run = async (sql: Sql) => {
    const applied = await runner({
      // biome-ignore lint/suspicious/noExplicitAny: the runner only calls query() on it
      dbClient: asMigrationClient(sql) as any,
      dir: migrationsDir,
      migrationsTable: 'pgmigrations',
      direction: 'up',
      schema: options.schema ?? 'public',
      createSchema: Boolean(options.schema),
      checkOrder: true,
      // PGlite has one connection and no other migrator; on PostgreSQL the lock keeps replicas apart.
      noLock: db.kind === 'pglite',
      advisoryLockMode: 'wait',
      singleTransaction: true,
      ...(options.upTo === undefined ? {} : { timestamp: true, count: options.upTo }),
      log,
      logger: { debug: () => {}, info: log, warn: log, error: log },
    });
    return applied.map((migration) => migration.name);
  };
  // BEGIN and the advisory lock must share one connection: pin one.
  return db.session(run);
}
