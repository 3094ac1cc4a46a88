import type { Sql } from '@club/db/connection';
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
  if (rows.length === 0) return;
  await sql.query(
    `insert into ${table} (id, member_id, date, grams, total, lines, issued_at)
     select r.id, r.member_id, r.date, r.grams, r.total, r.lines, coalesce(e.occurred_at, now())
       from jsonb_to_recordset($1::jsonb) as r(id uuid, member_id integer, date date, grams integer,
            total integer, lines jsonb)
       left join events e on e.stream_id = 'bill-' || r.id::text and e.version = 1`,
    [
      JSON.stringify(
        rows.map((row) => ({
          id: row.id,
          member_id: row.memberId,
          date: row.date,
          grams: row.grams,
          total: row.total,
          lines: row.lines,
        })),
      ),
    ],
  );
}
