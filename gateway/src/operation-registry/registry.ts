import { createHash } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import type { RegisteredOperation } from './fit.ts';

// The registry's rows (db/migrations/1764071000000_operation_registry.sql): one version of a
// remote holds its operations; registering is all or nothing, and the same content again is no
// change. A retired version's ids are no longer accepted; its rows stay as history.

export interface VersionRow {
  version: string;
  registered_at: string;
  retired_at: string | null;
  count: number;
}

export type Registration =
  | { ok: true; registered: number }
  /** The version already holds other operations: a version names one build. */
  | { ok: false; conflict: true };

/** SHA-256 of the sorted ids: the ids are hashes of the texts, so they name the content. */
const contentHash = (ids: readonly string[]): string =>
  createHash('sha256')
    .update([...ids].sort().join('\n'))
    .digest('hex');

/**
 * Stores the operations of (remote, version). The same content again is idempotent, and brings a
 * retired version back (a rollback redeploys a build it had retired); other content is a conflict.
 */
export async function registerOperations(
  db: Database,
  remote: string,
  version: string,
  operations: ReadonlyMap<string, string>,
  /** Tells the other replicas, inside the transaction, that the registry changed. */
  notify: (tx: Sql) => Promise<void>,
): Promise<Registration> {
  const ids = [...operations.keys()];
  const hash = contentHash(ids);
  return db.transaction(async (tx) => {
    // Two deploys of one version at once: the second waits here, then finds the first's rows.
    const inserted = await tx.query(
      `insert into remote_operation_versions (remote, version, content_hash) values ($1, $2, $3)
       on conflict (remote, version) do nothing`,
      [remote, version, hash],
    );
    if (!inserted.rowCount) {
      const { rows } = await tx.query<{ content_hash: string }>(
        `select content_hash from remote_operation_versions where remote = $1 and version = $2 for update`,
        [remote, version],
      );
      if (rows[0]?.content_hash !== hash) return { ok: false, conflict: true };
      const back = await tx.query(
        `update remote_operation_versions set retired_at = null
          where remote = $1 and version = $2 and retired_at is not null`,
        [remote, version],
      );
      if (back.rowCount) await notify(tx);
      return { ok: true, registered: ids.length };
    }
    await tx.query(
      `insert into remote_operations (remote, version, id, document)
       select $1, $2, unnest($3::text[]), unnest($4::text[])`,
      [remote, version, ids, [...operations.values()]],
    );
    await notify(tx);
    return { ok: true, registered: ids.length };
  });
}

/** Retires a version: false when the remote has no such version. Retiring twice keeps the first date. */
export async function retireVersion(sql: Sql, remote: string, version: string): Promise<boolean> {
  const { rowCount } = await sql.query(
    `update remote_operation_versions set retired_at = coalesce(retired_at, now())
      where remote = $1 and version = $2`,
    [remote, version],
  );
  return Boolean(rowCount);
}

export async function versionsOf(sql: Sql, remote: string): Promise<VersionRow[]> {
  const { rows } = await sql.query<{
    version: string;
    registered_at: Date | string;
    retired_at: Date | string | null;
    count: number;
  }>(
    `select v.version, v.registered_at, v.retired_at,
            (select count(*)::int from remote_operations o
              where o.remote = v.remote and o.version = v.version) as count
       from remote_operation_versions v
      where v.remote = $1
      order by v.registered_at, v.version`,
    [remote],
  );
  const iso = (value: Date | string) => new Date(value).toISOString();
  return rows.map((row) => ({
    version: row.version,
    registered_at: iso(row.registered_at),
    retired_at: row.retired_at === null ? null : iso(row.retired_at),
    count: Number(row.count),
  }));
}

/** Every operation of a version not retired, with who sent it. */
export async function activeOperations(sql: Sql): Promise<RegisteredOperation[]> {
  const { rows } = await sql.query<RegisteredOperation>(
    `select o.remote, o.version, o.id, o.document
       from remote_operations o
       join remote_operation_versions v on v.remote = o.remote and v.version = o.version
      where v.retired_at is null
      order by o.remote, o.version, o.id`,
  );
  return rows;
}
