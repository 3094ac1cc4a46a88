import type { Database, Sql } from '@club/db/connection';
import { ID_PATTERN } from './fit.ts';
import { activeOperations } from './registry.ts';

// The ids a GraphQL caller may run: the committed list the gateway was built with, and every
// operation of a registered version not retired, from the database every replica shares. Each
// replica keeps the registered ones in memory and reads them again when the registry may have
// changed: at once after a registration or retirement of its own, when another replica's says so
// (NOTIFY after commit), and on an id it does not know, since that notification may still be on
// its way. Ids unknown to everyone (stale pages, garbage) cost at most one read per
// MISS_REREAD_MS, however many arrive.

/** Shortest time between two reads of the registry caused by unknown ids. */
export const MISS_REREAD_MS = 1000;

/** The channel registrations and retirements notify, per schema (as the events' channel is). */
export async function registryChannel(sql: Sql): Promise<string> {
  const { rows } = await sql.query<{ schema: string }>('select current_schema() as schema');
  return `club_operations_${rows[0]?.schema ?? 'public'}`;
}

/** Tells every replica, once the transaction commits, that the registry changed. */
export async function notifyRegistryChanged(tx: Sql): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [await registryChannel(tx), '']);
}

export interface AcceptedDocuments {
  /** The text to run for `id`, or undefined when no list or version holds it. */
  find(id: string): string | undefined | Promise<string | undefined>;
  /** Reads the registry again now (after this replica changed it). */
  reload(): Promise<void>;
}

export function acceptedDocuments(db: Database, builtIn: ReadonlyMap<string, string>): AcceptedDocuments {
  let registered = new Map<string, string>();
  /** When the registry was last read; -Infinity: never. */
  let readAt = Number.NEGATIVE_INFINITY;
  /** Set by another replica's change: the next lookup of a registered id reads again. */
  let stale = true;
  /** The read under way, if any: lookups meanwhile wait for its answer rather than read again. */
  let pending: Promise<void> | undefined;
  let listening: Promise<unknown> | undefined;

  /** Listening before the first read: a change between the two is then heard, not missed. */
  function listen(): Promise<unknown> {
    listening ??= registryChannel(db).then((channel) =>
      db.listen(channel, () => {
        stale = true;
      }),
    );
    // Not listening costs only staleness (a miss still reads again): tried anew on the next read.
    return listening.catch(() => {
      listening = undefined;
    });
  }

  function reload(): Promise<void> {
    stale = false;
    readAt = Date.now();
    // After the read under way, which may have started before the change this one is for.
    const next = (pending ?? Promise.resolve())
      .catch(() => {})
      .then(listen)
      .then(async () => {
        const rows = await activeOperations(db);
        registered = new Map(rows.map((row) => [row.id, row.document]));
      });
    pending = next;
    next
      .finally(() => {
        if (pending === next) pending = undefined;
      })
      .catch(() => {});
    return next;
  }

  // A database that cannot answer leaves the last registry read in force.
  const afterRead = (read: Promise<void>, id: string) =>
    read.then(
      () => registered.get(id),
      () => registered.get(id),
    );

  return {
    find(id) {
      const listed = builtIn.get(id);
      if (listed !== undefined) return listed;
      if (!ID_PATTERN.test(id)) return undefined;
      const known = registered.get(id);
      if (!stale && known !== undefined) return known;
      if (!stale && pending) return afterRead(pending, id);
      if (!stale && Date.now() - readAt < MISS_REREAD_MS) return undefined;
      return afterRead(reload(), id);
    },
    reload,
  };
}
