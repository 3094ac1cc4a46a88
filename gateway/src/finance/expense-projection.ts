import type { Sql } from '@club/db/connection';
import type { ExpenseEvent } from './expense-events.ts';

// The `expenses` read model as a plain function of events: the live write (expense-service.ts)
// and the replay (gateway/src/replay) run this same code.

export interface ExpenseRow {
  id: string;
  category: string;
  amount: number;
  comment: string;
  date: string;
  receipt: string | null;
  createdBy: number;
}

/** The row an expense's (only) event creates. */
export function expenseRowOf(event: ExpenseEvent): ExpenseRow {
  const recorded = event.payload;
  return {
    id: recorded.expenseId,
    category: recorded.category,
    amount: recorded.amount,
    comment: recorded.comment,
    date: recorded.date,
    receipt: recorded.receipt,
    createdBy: recorded.createdBy,
  };
}

/**
 * Writes rows into `table` (the live `expenses`, or replay's fresh copy). `created_at` is the
 * time of the event that recorded the expense (now() of the same transaction), read in SQL so
 * no microsecond is lost.
 */
export async function insertExpenseRows(
  sql: Sql,
  rows: readonly ExpenseRow[],
  table = 'expenses',
): Promise<void> {
  if (rows.length === 0) return;
  await sql.query(
    `insert into ${table} (id, category, amount, comment, date, receipt, created_by, created_at)
     select r.id, r.category, r.amount, r.comment, r.date, r.receipt, r.created_by,
            coalesce(e.occurred_at, now())
       from jsonb_to_recordset($1::jsonb) as r(id uuid, category text, amount integer, comment text,
            date date, receipt text, created_by integer)
       left join events e on e.stream_id = 'expense-' || r.id::text and e.version = 1`,
    [
      JSON.stringify(
        rows.map((row) => ({
          id: row.id,
          category: row.category,
          amount: row.amount,
          comment: row.comment,
          date: row.date,
          receipt: row.receipt,
          created_by: row.createdBy,
        })),
      ),
    ],
  );
}
