import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { acquireFolderLock, type FolderLock } from './folder-lock.ts';
import { makePrivate, privateDir } from './private-files.ts';

export interface SqlResult<T> {
  rows: T[];
  rowCount: number;
}

/** What a query can run on: the database itself or a transaction handle. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<T>>;
  /** Runs one or more statements without parameters. */
  exec(text: string): Promise<void>;
  /**
   * PostgreSQL transactions only: sends a statement whose answer nobody reads (a lock, a
   * projection's write) without waiting for it. It runs before whatever is sent after it; if it
   * fails, that failure (through `onError`) is what the transaction throws, at the latest at its
   * commit. Call it through `sendLater`, which runs the statement at once elsewhere.
   */
  later?(text: string, params?: unknown[], onError?: (error: unknown) => unknown): void;
}

/**
 * Sends `text` now and goes on without its answer where the handle pipelines (a PostgreSQL
 * transaction: it travels with the next query or the commit, one round trip for all); elsewhere
 * runs it and waits. Either way a failure fails the transaction, mapped by `onError`.
 */
export async function sendLater(
  sql: Sql,
  text: string,
  params?: unknown[],
  onError?: (error: unknown) => unknown,
): Promise<void> {
  if (sql.later) return sql.later(text, params, onError);
  try {
    await sql.query(text, params);
  } catch (error) {
    throw onError ? onError(error) : error;
  }
}

export interface Database extends Sql {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `fn` in one transaction; inside it use only `tx` (PGlite deadlocks on the outer handle). */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Runs `fn` on one pinned connection, outside any transaction (session-level SQL). */
  session<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with each payload of NOTIFY on `channel` once its transaction has committed,
   * from any connection (any replica on PostgreSQL), until the answered stop or close(). On
   * PostgreSQL one connection of its own, outside the pool, listens for the whole Database; when it
   * is lost it reconnects and calls `onNotify('')` then, since notifications may have been missed.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections now (for the metrics); PGlite has one, no pool. */
  poolUse?(): PoolUse;
  /**
   * PGlite only: the data folder as a gzipped tarball, taken between two statements, so PostgreSQL
   * recovers it as it would after a crash. PostgreSQL is backed up with pg_dump instead.
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: the database as SQL (pg_dump), taken from a copy of the folder made between two
   * statements. Unlike the folder, it holds no row a statement deleted or overwrote.
   */
  dumpSql?(): Promise<string>;
}

export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small, or the server slow. */
  waiting: number;
}

export interface OpenOptions {
  /** PostgreSQL connection string; unset means embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; unset (with no databaseUrl) means PGlite in memory. */
  dataDir?: string;
  /** PostgreSQL only: the schema to work in (tests use a throwaway one). */
  schema?: string;
  /** PostgreSQL only: pool size (10 unless given; the gateway reads DATABASE_POOL_SIZE). */
  maxConnections?: number;
  /** PGlite only: starts an empty `dataDir` from a tarball of dumpDataDir (a restore). */
  loadDataDir?: Blob;
}

// pg returns int8 (counts, event positions) as strings; PGlite as numbers. Make both numbers:
// our int8 values (positions, sums of grams) stay far below 2^53.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    if (oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    // Pipelining (node-postgres' own mode): a query is written at once, not after the previous
    // answer. A transaction's BEGIN, its locks and its writes travel with the statement after them
    // (`later`), so an order costs a few round trips instead of one per statement, and the chain's
    // head lock (decision 028) is held for one round trip, not four (decision 033).
    pipeline: true,
    types: pgTypes,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  await pool.query('select 1');
  const run = async <T>(client: pg.Pool | pg.PoolClient, text: string, params?: unknown[]) => {
    const result = await client.query(text, params as unknown[] | undefined);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  };
  const onClient = (client: pg.PoolClient, sent?: Sent): Sql => ({
    query: (text, params) => run(client, text, params),
    exec: async (text) => {
      await client.query(text);
    },
    ...(sent && {
      later(text, params, onError) {
        track(
          sent,
          run(client, text, params).catch((error) => {
            throw onError ? onError(error) : error;
          }),
        );
      },
    }),
  });
  const listener = pgListener(url, options.schema);
  return {
    kind: 'postgres',
    listen: listener.listen,
    query: (text, params) => run(pool, text, params),
    exec: async (text) => {
      await pool.query(text);
    },
    async session(fn) {
      const client = await pool.connect();
      try {
        return await fn(onClient(client));
      } finally {
        client.release();
      }
    },
    async transaction(fn) {
      const client = await pool.connect();
      const sent: Sent = [];
      try {
        // BEGIN goes with the first statement, and COMMIT right behind the last write.
        track(sent, client.query('begin'));
        const result = await fn(onClient(client, sent));
        const commit = client.query('commit');
        // A failed statement sent ahead aborted the transaction: the COMMIT then rolled it back.
        const failed = await firstFailure(sent);
        if (failed) throw failed;
        await commit;
        return result;
      } catch (error) {
        // The first failure sent ahead is the cause; a query after it only saw the aborted transaction.
        const cause = (await firstFailure(sent)) ?? error;
        await client.query('rollback').catch(() => {});
        throw cause;
      } finally {
        client.release();
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** One LISTEN connection per Database, opened at the first listen, reopened when lost. */
function pgListener(url: string, schema: string | undefined) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  const connect = (): Promise<pg.Client> => {
    const next = new pg.Client({
      connectionString: url,
      // Named, so an operator (or a test) can tell it from the pool's connections.
      application_name: `club-listen${schema ? `:${schema}` : ''}`,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    const opened = (async () => {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${quote(channel)}`);
      return next;
    })();
    opened.catch(() => lost(next));
    return opened;
  };
  const lost = (which: pg.Client) => {
    if (closed || retry) return;
    void which.end().catch(() => {});
    client = undefined;
    // Whatever was committed while nobody listened is in the log: every handler reads it again.
    retry = setTimeout(() => {
      retry = undefined;
      if (closed || handlers.size === 0) return;
      client = connect();
      client.then(
        () => {
          for (const set of handlers.values()) for (const handler of set) handler('');
        },
        () => {},
      );
    }, 1000);
    retry.unref();
  };
  return {
    async listen(channel: string, onNotify: (payload: string) => void) {
      if (closed) throw new Error('database closed');
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        client ??= connect();
        await (await client).query(`listen ${quote(channel)}`);
      } else {
        client ??= connect();
        await client;
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      handlers.clear();
      const open = client;
      client = undefined;
      if (open) await (await open.catch(() => undefined))?.end().catch(() => {});
    },
  };
}

/** Statements of a transaction sent without waiting for them, in the order they were sent. */
type Sent = Promise<unknown>[];

function track(sent: Sent, statement: Promise<unknown>): void {
  // Handled now: its failure is read by firstFailure, not reported as unhandled in between.
  statement.catch(() => {});
  sent.push(statement);
}

async function firstFailure(sent: Sent): Promise<unknown> {
  const settled = await Promise.allSettled(sent);
  return settled.find((result) => result.status === 'rejected')?.reason;
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let lock: FolderLock | undefined;
  if (dataDir) {
    privateDir(dataDir);
    lock = acquireFolderLock(dataDir);
  }
  let db: PGlite;
  try {
    db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // PGlite writes its initdb, a restored copy and its start-up files with modes of its own (0666,
  // 0644), whatever the umask: the folder's files are made private once it has opened.
  try {
    if (dataDir) makePrivate(dataDir);
  } catch (error) {
    await db.close().catch(() => {});
    lock?.release();
    throw error;
  }
  const wrap = (handle: PGlite | Transaction): Sql => {
    // One statement at a time on a handle: code that starts several at once for PostgreSQL's
    // pipeline (Promise.all of reads) gets them one after the other here.
    let previous: Promise<unknown> = Promise.resolve();
    return {
      async query<T>(text: string, params?: unknown[]) {
        const run = previous.then(() => handle.query<T>(text, params));
        previous = run.catch(() => {});
        const result = await run;
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
      async exec(text: string) {
        const run = previous.then(() => handle.exec(text));
        previous = run.catch(() => {});
        await run;
      },
    };
  };
  const outer = wrap(db);
  let closed = false;
  return {
    kind: 'pglite',
    query: outer.query,
    exec: outer.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    session: (fn) => fn(outer),
    async listen(channel, onNotify) {
      // PGlite has one connection, in this process: its own NOTIFY comes back to it after the commit.
      const stop = await db.listen(channel, onNotify);
      return async () => {
        if (!closed) await stop();
      };
    },
    dumpDataDir: () => db.dumpDataDir('gzip'),
    async dumpSql() {
      // pg_dump talks the wire protocol past PGlite's locks: on the live handle its statements
      // could land inside a transaction the gateway has open, so it reads a copy instead.
      const copy = (await db.clone()) as PGlite;
      try {
        return await (await pgDump({ pg: copy })).text();
      } finally {
        await copy.close();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      // And what it wrote while open, before another process may take the folder.
      if (dataDir) makePrivate(dataDir);
      lock?.release();
    },
  };
}
