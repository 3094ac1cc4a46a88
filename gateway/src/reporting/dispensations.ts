import type { Sql } from '@club/db/connection';
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
      return [];
    default:
      return unhandledEvent(event);
  }
}

/** Rebuilds every row from events in log order. */
export function projectDispensations(events: Iterable<ClubEvent>): DispensationLine[] {
  const rows: DispensationLine[] = [];
  for (const event of events) rows.push(...dispensationLinesOf(event));
  return rows;
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
  project: (tx, events) => insertDispensationLines(tx, events.flatMap(dispensationLinesOf)),
  rebuild: {
    initial: (): DispensationLine[] => [],
    evolve(lines, event) {
      lines.push(...dispensationLinesOf(event));
      return lines;
    },
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
