import type { Database, Sql } from '../connection.ts';
import { chainedEventColumns, eventHash, GENESIS_HASH } from './event-hash.ts';
import { type RewriteRecord, readRewrites } from './rewrite-events.ts';

// `npm run db:verify` (docs/decisions/028-event-hash-chain.md): recomputes the hash of every event
// in position order from what the database stores and stops at the first one that does not match:
// an event changed, removed or added behind the chain's back. It reads one snapshot (repeatable
// read), so a gateway appending meanwhile neither breaks nor hides anything.

export type ChainReport =
  | {
      kind: 'intact';
      /** Events verified. */
      events: number;
      /** The last position and its hash (hex): written down elsewhere, they also prove nothing was redone from the start. */
      head: { position: number; hash: string };
      /** The rewrites the owner recorded (decision 043), oldest first: each one's old head is a hash the chain no longer has. */
      rewrites: RewriteRecord[];
    }
  | {
      kind: 'broken';
      /** The first position whose event does not match the chain. */
      position: number;
      /** Why, in Spanish (no final period). */
      reason: string;
      /** Events verified before it. */
      events: number;
    }
  /** A database migrated before the chain existed (an old backup): the next migration chains it. */
  | { kind: 'unchained' };

interface ChainRow {
  position: number;
  stream_id: string;
  version: number;
  type: string;
  payload: string;
  actor: string;
  occurred_at: string;
  prev_hash: Uint8Array;
  hash: Uint8Array;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Verifies the whole chain in one read-only snapshot. */
export function verifyChain(db: Database, pageSize = 5000): Promise<ChainReport> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    return verifyChainIn(tx, pageSize);
  });
}

/** Verifies the chain as the caller's transaction sees it (one snapshot only if it is repeatable read). */
export async function verifyChainIn(tx: Sql, pageSize = 5000): Promise<ChainReport> {
  const { rows: found } = await tx.query<{ chain: string | null }>(
    `select to_regclass('event_chain')::text as chain`,
  );
  if (!found[0]?.chain) return { kind: 'unchained' };
  let previous: { position: number; hash: Buffer } | undefined;
  let events = 0;
  const broken = (position: number, reason: string): ChainReport => ({
    kind: 'broken',
    position,
    reason,
    events,
  });
  for (;;) {
    const { rows } = await tx.query<ChainRow>(
      `select ${chainedEventColumns} from events where position > $1 order by position limit $2`,
      [previous?.position ?? 0, pageSize],
    );
    for (const row of rows) {
      const position = Number(row.position);
      const expected = previous?.hash ?? GENESIS_HASH;
      if (!expected.equals(Buffer.from(row.prev_hash))) {
        return broken(
          position,
          previous
            ? `no encadena con el evento anterior (posición ${previous.position}): falta un evento entre los dos o se cambió un hash`
            : 'el primer evento del log no encadena con el origen de la cadena: faltan eventos antes o se cambió un hash',
        );
      }
      const hash = eventHash(expected, {
        position,
        streamId: row.stream_id,
        version: row.version,
        type: row.type,
        payload: row.payload,
        actor: row.actor,
        occurredAt: row.occurred_at,
      });
      if (!hash.equals(Buffer.from(row.hash))) {
        return broken(position, 'el evento no coincide con su hash: se cambió el evento o su hash');
      }
      previous = { position, hash };
      events++;
    }
    if (rows.length < pageSize) break;
  }
  // The head proves the end: removing the last events leaves a chain that is whole but shorter.
  const { rows: heads } = await tx.query<{ position: number; hash: Uint8Array }>(
    'select position, hash from event_chain',
  );
  const head = heads[0];
  const last = previous ?? { position: 0, hash: GENESIS_HASH };
  if (!head)
    return broken(last.position + 1, 'falta la cabeza de la cadena (la tabla event_chain está vacía)');
  const headPosition = Number(head.position);
  if (headPosition > last.position) {
    return broken(
      headPosition,
      `la cabeza de la cadena registra la posición ${headPosition}, pero el log termina en la ${last.position}: faltan los últimos eventos`,
    );
  }
  if (headPosition < last.position) {
    return broken(
      last.position,
      `el log sigue después de la cabeza de la cadena (posición ${headPosition}): se agregaron eventos sin pasar por la cadena`,
    );
  }
  if (!last.hash.equals(Buffer.from(head.hash))) {
    return broken(headPosition, 'su hash no es el que registra la cabeza de la cadena');
  }
  // Each rewrite's new head must still be on the chain, unless a later rewrite re-chained it.
  const rewrites = await readRewrites(tx);
  for (const [index, rewrite] of rewrites.entries()) {
    if (rewrites.slice(index + 1).some((later) => later.firstPosition <= rewrite.headPosition)) continue;
    const { rows: at } = await tx.query<{ hash: Uint8Array }>('select hash from events where position = $1', [
      rewrite.headPosition,
    ]);
    const onChain = at[0] ? hex(at[0].hash) : null;
    if (onChain !== rewrite.newHeadHash) {
      return broken(
        rewrite.headPosition,
        `la reescritura ${rewrite.id} (${rewrite.rewrittenAt.slice(0, 10)}) dejó la cabeza ${rewrite.newHeadHash} en esa posición, pero la cadena tiene ${onChain ?? 'ningún evento'}: se cambió el log después de la reescritura`,
      );
    }
  }
  return { kind: 'intact', events, head: { position: last.position, hash: hex(last.hash) }, rewrites };
}

const count = (n: number) => n.toLocaleString('es-UY');

/** The report as db:verify prints it. */
export function chainMessage(report: ChainReport): string {
  switch (report.kind) {
    case 'intact': {
      const chain =
        report.events === 0
          ? 'Cadena íntegra: el log está vacío.'
          : `Cadena íntegra: ${count(report.events)} eventos verificados, hasta la posición ${report.head.position}.\n` +
            `Último hash: ${report.head.hash}`;
      const rewrites = report.rewrites.map(
        (rewrite) =>
          `Reescritura ${rewrite.id} del ${rewrite.rewrittenAt.slice(0, 10)} (${rewrite.reason}): ` +
          `${count(rewrite.eventsRewritten)} eventos desde la posición ${rewrite.firstPosition}; ` +
          `la cabeza en la posición ${rewrite.headPosition} pasó de ${rewrite.oldHeadHash} a ${rewrite.newHeadHash}.`,
      );
      return [chain, ...rewrites].join('\n');
    }
    case 'broken':
      return `Cadena rota en la posición ${report.position}: ${report.reason}. Antes de ella se verificaron ${count(report.events)} eventos.`;
    case 'unchained':
      return 'El log todavía no tiene cadena de hashes: corré npm run db:migrate (o arrancá el gateway) para encadenarlo.';
  }
}
