import { createHash } from 'node:crypto';

// The event log's hash chain (docs/decisions/028-event-hash-chain.md), written a second time, in
// Node, apart from the database's trigger (migration 1763910000280_event_chain.sql): db:verify
// recomputes every hash here, so a replaced SQL function cannot vouch for itself.

/** What the first event chains from. */
export const GENESIS_HASH: Buffer = Buffer.alloc(32);

/** An event's fields as text, as the database prints them (see chainedEventColumns). */
export interface CanonicalFields {
  position: number;
  streamId: string;
  version: number;
  type: string;
  /** `payload::text`: jsonb's own printing, keys in the order the database normalized them to. */
  payload: string;
  actor: string;
  /** occurred_at in UTC with microseconds: `2026-11-24T13:00:00.123456Z`. */
  occurredAt: string;
}

/** The select list that reads an event's fields as CanonicalFields wants them. */
export const chainedEventColumns = `position, stream_id, version, type, payload::text as payload, actor,
  to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_at, prev_hash, hash`;

function netstring(field: string): string {
  return `${Buffer.byteLength(field, 'utf8')}:${field},`;
}

/** The canonical text: each field a netstring (`<UTF-8 bytes>:<text>,`), in a fixed order. */
export function canonicalEvent(fields: CanonicalFields): Buffer {
  return Buffer.from(
    [
      String(fields.position),
      fields.streamId,
      String(fields.version),
      fields.type,
      fields.payload,
      fields.actor,
      fields.occurredAt,
    ]
      .map(netstring)
      .join(''),
    'utf8',
  );
}

/** SHA-256 of the previous event's hash followed by this event's canonical text. */
export function eventHash(previous: Uint8Array, fields: CanonicalFields): Buffer {
  return createHash('sha256').update(previous).update(canonicalEvent(fields)).digest();
}
