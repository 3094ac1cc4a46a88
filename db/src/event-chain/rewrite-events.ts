import type { Database, Sql } from '../connection.ts';
import { chainedEventColumns, eventHash } from './event-hash.ts';

// A rewrite of the append-only log (docs/decisions/043-personal-data-sealed-per-member.md): only
// for what must leave it (personal data written in clear before it was sealed), only as the owner,
// in one transaction under the chain's lock. The append-only trigger is off for that transaction's
// UPDATEs alone; every hash from the first changed event to the head is recomputed, and the head it
// replaced is recorded in `event_log_rewrites` with the new one, which db:verify checks.

export interface LoggedEvent {
  position: number;
  streamId: string;
  version: number;
  type: string;
  payload: Record<string, unknown>;
}

export interface EventRewrite {
  /** Why, in a sentence: recorded with the rewrite. */
  reason: string;
  /** A SQL condition on `events` (alias `e`) that selects every event that may need rewriting. */
  where: string;
  /** The event's new payload, or null to leave it. It may write (e.g. seal) in `tx`. */
  transform(tx: Sql, event: LoggedEvent): Promise<Record<string, unknown> | null>;
}

export interface RewriteRecord {
  id: number;
  rewrittenAt: string;
  reason: string;
  eventsRewritten: number;
  firstPosition: number;
  headPosition: number;
  /** Hex. */
  oldHeadHash: string;
  newHeadHash: string;
}

interface HashRow {
  position: number;
  stream_id: string;
  version: number;
  type: string;
  payload: string;
  actor: string;
  occurred_at: string;
  prev_hash: Uint8Array;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * Runs the rewrite once: nothing selected (or nothing the transform changes) does nothing and
 * answers null; else answers what it recorded. `db` must be the owner's.
 */
export function rewriteEvents(
  db: Database,
  rewrite: EventRewrite,
  pageSize = 2000,
): Promise<RewriteRecord | null> {
  return db.transaction(async (tx) => {
    // Every append waits here until this commits: no event chains onto a head being rewritten.
    await tx.query('select lock_event_chain()');
    const { rows: candidates } = await tx.query<{
      position: number;
      stream_id: string;
      version: number;
      type: string;
      payload: Record<string, unknown>;
    }>(
      `select e.position, e.stream_id, e.version, e.type, e.payload from events e
        where ${rewrite.where} order by e.position`,
    );
    const changed: Array<{ position: number; payload: string }> = [];
    for (const row of candidates) {
      const payload = await rewrite.transform(tx, {
        position: Number(row.position),
        streamId: row.stream_id,
        version: row.version,
        type: row.type,
        payload: row.payload,
      });
      if (payload !== null)
        changed.push({ position: Number(row.position), payload: JSON.stringify(payload) });
    }
    const first = changed[0];
    if (!first) return null;
    const { rows: heads } = await tx.query<{ position: number; hash: Uint8Array }>(
      'select position, hash from event_chain',
    );
    const oldHead = heads[0];
    if (!oldHead) throw new Error('El log no tiene cabeza de cadena (event_chain): migrá la base primero.');

    await tx.exec('alter table events disable trigger events_no_update_delete');
    await tx.query(
      `update events e set payload = changed.payload::jsonb
         from unnest($1::bigint[], $2::text[]) as changed (position, payload)
        where e.position = changed.position`,
      [changed.map((event) => event.position), changed.map((event) => event.payload)],
    );
    // Re-chain from the first changed event: its prev_hash is still right, every hash after moves.
    let previous: Buffer | undefined;
    let after = first.position - 1;
    let last: { position: number; hash: Buffer } = { position: first.position, hash: Buffer.alloc(0) };
    for (;;) {
      const { rows } = await tx.query<HashRow>(
        `select ${chainedEventColumns} from events where position > $1 order by position limit $2`,
        [after, pageSize],
      );
      if (rows.length === 0) break;
      const positions: number[] = [];
      const prevs: string[] = [];
      const hashes: string[] = [];
      for (const row of rows) {
        const prev = previous ?? Buffer.from(row.prev_hash);
        const hash = eventHash(prev, {
          position: Number(row.position),
          streamId: row.stream_id,
          version: row.version,
          type: row.type,
          payload: row.payload,
          actor: row.actor,
          occurredAt: row.occurred_at,
        });
        positions.push(Number(row.position));
        prevs.push(prev.toString('hex'));
        hashes.push(hash.toString('hex'));
        previous = hash;
        last = { position: Number(row.position), hash };
      }
      await tx.query(
        `update events e set prev_hash = decode(chained.prev_hash, 'hex'), hash = decode(chained.hash, 'hex')
           from unnest($1::bigint[], $2::text[], $3::text[]) as chained (position, prev_hash, hash)
          where e.position = chained.position`,
        [positions, prevs, hashes],
      );
      after = last.position;
      if (rows.length < pageSize) break;
    }
    await tx.exec('alter table events enable trigger events_no_update_delete');
    if (last.position !== Number(oldHead.position)) {
      throw new Error(
        `La cadena termina en la posición ${last.position} pero su cabeza registra la ${oldHead.position}: verificá la cadena (npm run db:verify) antes de reescribir.`,
      );
    }
    await tx.query(`update event_chain set hash = decode($1, 'hex')`, [last.hash.toString('hex')]);
    const { rows: recorded } = await tx.query<RecordRow>(
      `insert into event_log_rewrites
         (reason, events_rewritten, first_position, head_position, old_head_hash, new_head_hash)
       values ($1, $2, $3, $4, decode($5, 'hex'), decode($6, 'hex')) returning ${recordColumns}`,
      [
        rewrite.reason,
        changed.length,
        first.position,
        last.position,
        hex(oldHead.hash),
        last.hash.toString('hex'),
      ],
    );
    const record = recorded[0];
    if (!record) throw new Error('No se registró la reescritura.');
    return toRecord(record);
  });
}

interface RecordRow {
  id: number;
  rewritten_at: Date | string;
  reason: string;
  events_rewritten: number;
  first_position: number;
  head_position: number;
  old_head_hash: Uint8Array;
  new_head_hash: Uint8Array;
}

const recordColumns =
  'id, rewritten_at, reason, events_rewritten, first_position, head_position, old_head_hash, new_head_hash';

function toRecord(row: RecordRow): RewriteRecord {
  return {
    id: row.id,
    rewrittenAt: new Date(row.rewritten_at).toISOString(),
    reason: row.reason,
    eventsRewritten: row.events_rewritten,
    firstPosition: Number(row.first_position),
    headPosition: Number(row.head_position),
    oldHeadHash: hex(row.old_head_hash),
    newHeadHash: hex(row.new_head_hash),
  };
}

/** Every recorded rewrite, oldest first; none on a database migrated before they were recorded. */
export async function readRewrites(sql: Sql): Promise<RewriteRecord[]> {
  const { rows: found } = await sql.query<{ t: string | null }>(
    `select to_regclass('event_log_rewrites')::text as t`,
  );
  if (!found[0]?.t) return [];
  const { rows } = await sql.query<RecordRow>(`select ${recordColumns} from event_log_rewrites order by id`);
  return rows.map(toRecord);
}
