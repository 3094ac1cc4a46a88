import { type Sql, sendLater } from './connection.ts';

export interface NewEvent<P = unknown> {
  /** Past tense: `OrderPlaced`, `StockEdited`. */
  type: string;
  payload: P;
}

export interface StoredEvent<P = unknown> extends NewEvent<P> {
  position: number;
  streamId: string;
  version: number;
  actor: string;
  occurredAt: Date;
}

export class VersionConflictError extends Error {
  readonly code = 'VERSION_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
  ) {
    super(`Stream ${streamId}: expected version ${expectedVersion}, found ${actualVersion}`);
  }
}

// Irregular past tenses spelled like their verb (Set, Reset) end the member events' names; Lost
// ends a batch's plants lost (BatchPlantsLost), the plant registry's word for it; Forgotten a
// member whose personal data was destroyed (MemberForgotten); Left a member's baja (MemberLeft).
const PAST_TENSE = /^[A-Z][A-Za-z]*(ed|Placed|Sent|Made|Paid|Built|Taken|Set|Reset|Lost|Forgotten|Left)$/;

interface EventRow {
  position: number;
  stream_id: string;
  version: number;
  type: string;
  payload: unknown;
  actor: string;
  occurred_at: Date;
}

function toStored<P>(row: EventRow): StoredEvent<P> {
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    version: row.version,
    type: row.type,
    payload: row.payload as P,
    actor: row.actor,
    occurredAt: new Date(row.occurred_at),
  };
}

export async function streamVersion(sql: Sql, streamId: string): Promise<number> {
  const { rows } = await sql.query<{ version: number | null }>(
    'select max(version) as version from events where stream_id = $1',
    [streamId],
  );
  return rows[0]?.version ?? 0;
}

/**
 * Appends `events` to `streamId` if its current version is `expectedVersion` (0 = new stream).
 * Run it inside the transaction that updates the read models, so both commit or neither does.
 * A concurrent writer that got there first makes this throw VersionConflictError; the
 * unique (stream_id, version) constraint is the backstop when two check at the same instant.
 */
export async function append(
  sql: Sql,
  streamId: string,
  expectedVersion: number,
  events: readonly NewEvent[],
  actor: string,
): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  for (const event of events) {
    if (!PAST_TENSE.test(event.type)) throw new Error(`Event type must be a past-tense fact: ${event.type}`);
  }
  // The chain's lock first, held to commit (docs/decisions/028-event-hash-chain.md): positions are
  // drawn in the order the events chain. It is the last lock a command takes: whatever else it
  // needs (stock rows, a member's grams) it locks before appending.
  await sql.query('select lock_event_chain()');
  const values: string[] = [];
  const params: unknown[] = [streamId, actor, expectedVersion];
  events.forEach((event, index) => {
    params.push(expectedVersion + index + 1, event.type, JSON.stringify(event.payload));
    const at = params.length;
    values.push(`($${at - 2}::int, $${at - 1}::text, $${at}::jsonb)`);
  });
  try {
    // The version check and the insert in one statement (one round trip: every command appends,
    // docs/performance.md): nothing is inserted unless the stream is still at the loaded version.
    const { rows } = await sql.query<EventRow>(
      `insert into events (stream_id, version, type, payload, actor)
       select $1, e.version, e.type, e.payload, $2
         from (values ${values.join(', ')}) as e(version, type, payload)
        where (select coalesce(max(version), 0) from events where stream_id = $1) = $3::int
        order by e.version
       returning position, stream_id, version, type, payload, actor, occurred_at`,
      params,
    );
    if (rows.length === 0) {
      throw new VersionConflictError(streamId, expectedVersion, await streamVersion(sql, streamId));
    }
    return rows.map((row) => toStored(row));
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new VersionConflictError(
        streamId,
        expectedVersion,
        await streamVersion(sql, streamId).catch(() => -1),
      );
    }
    throw error;
  }
}

/**
 * `append` without waiting for the database (a command's append, whose stored rows nobody reads):
 * the chain's lock and the insert go with the projection's writes and the commit, one round trip
 * in a PostgreSQL transaction, so the head lock is held for the database's work alone. The
 * version check is the unique (stream_id, version): a stream's versions run 1, 2, … with no gap
 * (every append writes expectedVersion + 1, …), so version expectedVersion + 1 exists exactly
 * when another writer appended after the load. Its failure fails the transaction as a
 * VersionConflictError (the actual version unknown then: -1).
 */
export async function appendLater(
  sql: Sql,
  streamId: string,
  expectedVersion: number,
  events: readonly NewEvent[],
  actor: string,
): Promise<void> {
  if (events.length === 0) return;
  const { text, params } = insertEvents(streamId, expectedVersion, events, actor);
  // The lock inside the insert's statement would draw no position sooner; as its own statement
  // it keeps the trigger's order check (decision 028) as it is.
  await sendLater(sql, 'select lock_event_chain()');
  await sendLater(sql, text, params, (error) =>
    (error as { code?: string }).code === '23505'
      ? new VersionConflictError(streamId, expectedVersion, -1)
      : error,
  );
}

function insertEvents(
  streamId: string,
  expectedVersion: number,
  events: readonly NewEvent[],
  actor: string,
): { text: string; params: unknown[] } {
  const values: string[] = [];
  const params: unknown[] = [streamId, actor];
  events.forEach((event, index) => {
    if (!PAST_TENSE.test(event.type)) throw new Error(`Event type must be a past-tense fact: ${event.type}`);
    params.push(expectedVersion + index + 1, event.type, JSON.stringify(event.payload));
    const at = params.length;
    values.push(`($${at - 2}::int, $${at - 1}::text, $${at}::jsonb)`);
  });
  return {
    text: `insert into events (stream_id, version, type, payload, actor)
           select $1, e.version, e.type, e.payload, $2
             from (values ${values.join(', ')}) as e(version, type, payload)
            order by e.version`,
    params,
  };
}

export async function readStream<P = unknown>(sql: Sql, streamId: string): Promise<StoredEvent<P>[]> {
  const { rows } = await sql.query<EventRow>(
    `select position, stream_id, version, type, payload, actor, occurred_at
       from events where stream_id = $1 order by version`,
    [streamId],
  );
  return rows.map((row) => toStored<P>(row));
}

/** Reads the whole log in position order, a page at a time (for replay and reporting). */
export async function* readAll(sql: Sql, pageSize = 5000): AsyncGenerator<StoredEvent> {
  let after = 0;
  for (;;) {
    const { rows } = await sql.query<EventRow>(
      `select position, stream_id, version, type, payload, actor, occurred_at
         from events where position > $1 order by position limit $2`,
      [after, pageSize],
    );
    for (const row of rows) yield toStored(row);
    if (rows.length < pageSize) return;
    after = Number(rows[rows.length - 1]?.position);
  }
}
