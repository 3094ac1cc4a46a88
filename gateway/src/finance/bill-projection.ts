import type { Sql } from '@club/db/connection';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { BillEvent, BillLine } from './bill-events.ts';

// The `bills` read model as a plain function of events: the live write (bill-service.ts) and the
// replay (gateway/src/replay) run this same code. Stock (stock/projection.ts) and dispensations
// (reporting/dispensations.ts) consume `BillIssued` too.

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
