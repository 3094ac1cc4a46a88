import { type Sql, sendLater } from '@club/db/connection';
import { billStream } from '../bills/public.ts';
import { type ClubEvent, isStreamEvent, unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import { orderStream } from '../orders/public.ts';

// The `dispensation_lines` read model: one row per product handed over to a member, the record
// the club reports to the regulator every month. A plain function of events, which the live
// handover and bill and replay all run through the projection registry.
//
// Handovers come from two facts: `OrderDelivered` (dated on the pickup day) and `BillIssued`, a
// handover recorded in the bills form (dated on the bill's day), each with its own stream as
// `sourceStream`.

export interface DispensationLine {
  /** The stream of the fact that recorded the handover. */
  sourceStream: string;
  memberId: number;
  /** Day of the handover, YYYY-MM-DD. */
  date: string;
  productId: number;
  key: string;
  species: string;
  grams: number;
  /** Integer pesos. */
  amount: number;
}

/** The lines a fact adds to the read model (none for events that are not handovers). */
export function dispensationLinesOf(event: ClubEvent): DispensationLine[] {
  // Only orders and bills hand grams over.
  if (!isStreamEvent(event, 'order', 'bill')) return [];
  switch (event.type) {
    case 'OrderDelivered': {
      const delivered = event.payload;
      return delivered.lines.map((line) => ({
        sourceStream: orderStream(delivered.orderId),
        memberId: delivered.memberId,
        date: delivered.date,
        productId: line.productId,
        key: line.key,
        species: line.species,
        grams: line.grams,
        amount: line.grams * line.price,
      }));
    }
    case 'BillIssued': {
      const issued = event.payload;
      return issued.lines.map((line) => ({
        sourceStream: billStream(issued.billId),
        memberId: issued.memberId,
        date: issued.date,
        productId: line.productId,
        key: line.key,
        species: line.species,
        grams: line.grams,
        amount: line.grams * line.price,
      }));
    }
    case 'OrderPlaced':
    case 'OrderNotCollected':
    case 'OrderCancelled':
    case 'OrderPrepared':
    // Takes lines out rather than adding any (revertedStreamOf).
    case 'OrderHandoverReverted':
      return [];
    default:
      return unhandledEvent(event);
  }
}

/** The source stream whose lines a fact takes out: a handover undone was never a dispensation. */
export function revertedStreamOf(event: ClubEvent): string | null {
  return event.type === 'OrderHandoverReverted' ? orderStream(event.payload.orderId) : null;
}

function evolveLines(lines: DispensationLine[], event: ClubEvent): DispensationLine[] {
  const reverted = revertedStreamOf(event);
  if (reverted !== null) return lines.filter((line) => line.sourceStream !== reverted);
  lines.push(...dispensationLinesOf(event));
  return lines;
}

/** Rebuilds every row from events in log order. */
export function projectDispensations(events: Iterable<ClubEvent>): DispensationLine[] {
  let rows: DispensationLine[] = [];
  for (const event of events) rows = evolveLines(rows, event);
  return rows;
}

async function saveDispensations(tx: Sql, events: readonly ClubEvent[]): Promise<void> {
  for (const event of events) {
    const reverted = revertedStreamOf(event);
    if (reverted !== null)
      await sendLater(tx, 'delete from dispensation_lines where source_stream = $1', [reverted]);
    else await insertDispensationLines(tx, dispensationLinesOf(event));
  }
}

/** Writes rows into `table` (the live `dispensation_lines`, or replay's fresh copy of it). */
export async function insertDispensationLines(
  sql: Sql,
  lines: readonly DispensationLine[],
  table = 'dispensation_lines',
): Promise<void> {
  await insertRows(sql, table, DISPENSATION_ROWS, lines);
}

const DISPENSATION_ROWS: RowsInsert<DispensationLine> = {
  columns: [
    ['source_stream', 'text', (line) => line.sourceStream],
    ['member_id', 'integer', (line) => line.memberId],
    ['date', 'date', (line) => line.date],
    ['product_id', 'integer', (line) => line.productId],
    ['key', 'text', (line) => line.key],
    ['species', 'text', (line) => line.species],
    ['grams', 'integer', (line) => line.grams],
    ['amount', 'integer', (line) => line.amount],
  ],
};

export const dispensationsProjection = defineProjection({
  name: 'dispensation_lines',
  streams: ['order', 'bill'],
  project: saveDispensations,
  rebuild: {
    initial: (): DispensationLine[] => [],
    evolve: evolveLines,
    tables: [
      {
        table: 'dispensation_lines',
        columns: 'source_stream, member_id, date, product_id, key, species, grams, amount',
        key: "source_stream || ' #' || product_id",
      },
    ],
    write: (sql, lines) => insertDispensationLines(sql, lines, 'replay_dispensation_lines'),
  },
});
