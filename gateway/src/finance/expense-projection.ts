import type { Sql } from '@club/db/connection';
import { insertRows, type RowsInsert } from '../events/read-model-writer.ts';
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
  await insertRows(sql, table, EXPENSE_ROWS, rows);
}

const EXPENSE_ROWS: RowsInsert<ExpenseRow> = {
  columns: [
    ['id', 'uuid', (row) => row.id],
    ['category', 'text', (row) => row.category],
    ['amount', 'integer', (row) => row.amount],
    ['comment', 'text', (row) => row.comment],
    ['date', 'date', (row) => row.date],
    ['receipt', 'text', (row) => row.receipt],
    ['created_by', 'integer', (row) => row.createdBy],
  ],
  createdAt: { column: 'created_at', streamPrefix: 'expense', idColumn: 'id' },
};
