import type { Sql } from '@club/db/connection';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { BillEvent, BillLine } from './events.ts';

// The `bills` read model, one row per bill, as a plain function of events: the pipeline's live
// write and replay both run it through the projection registry. Stock and dispensations read
// `BillIssued` too, each in its own projection.

export interface BillRow {
  id: string;
  memberId: number;
  date: string;
  /** Σ grams of the lines: what counts against the member's limits. */
  grams: number;
  /** Integer pesos. */
  total: number;
  lines: BillLine[];
}

/** The row a bill's (only) event creates. */
export function billRowOf(event: BillEvent): BillRow {
  const issued = event.payload;
  return {
    id: issued.billId,
    memberId: issued.memberId,
    date: issued.date,
    grams: issued.lines.reduce((sum, line) => sum + line.grams, 0),
    total: issued.total,
    lines: issued.lines,
  };
}

/**
 * Writes rows into `table` (the live `bills`, or replay's fresh copy). `issued_at` is the time of
 * the event that issued the bill (now() of the same transaction), read in SQL so no microsecond
 * is lost.
 */
export async function insertBillRows(sql: Sql, rows: readonly BillRow[], table = 'bills'): Promise<void> {
  await insertRows(sql, table, BILL_ROWS, rows);
}

const BILL_ROWS: RowsInsert<BillRow> = {
  columns: [
    ['id', 'uuid', (row) => row.id],
    ['member_id', 'integer', (row) => row.memberId],
    ['date', 'date', (row) => row.date],
    ['grams', 'integer', (row) => row.grams],
    ['total', 'integer', (row) => row.total],
    ['lines', 'jsonb', (row) => row.lines],
  ],
  createdAt: { column: 'issued_at', streamPrefix: 'bill', idColumn: 'id' },
};

export const billsProjection = defineProjection({
  name: 'bills',
  streams: ['bill'],
  project: (tx, events) => insertBillRows(tx, events.map(billRowOf)),
  rebuild: {
    initial: (): BillRow[] => [],
    evolve(rows, event) {
      rows.push(billRowOf(event));
      return rows;
    },
    tables: [
      { table: 'bills', columns: 'id, member_id, date, grams, total, lines, issued_at', key: 'id::text' },
    ],
    write: (sql, rows) => insertBillRows(sql, rows, 'replay_bills'),
  },
});
