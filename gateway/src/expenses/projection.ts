import type { Sql } from '@club/db/connection';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { ExpenseEvent, ExpenseReceiptAttachedEvent, ExpenseRecordedEvent } from './events.ts';

// The expense read models as one projection of the expense stream: `expenses` (one row per
// ExpenseRecorded) and `expense_receipts` (one row per receipt added later, ExpenseReceiptAttached).
// The pipeline's live write and replay both run it through the projection registry.

export interface ExpenseRow {
  id: string;
  category: string;
  amount: number;
  comment: string;
  date: string;
  receipt: string | null;
  createdBy: number;
}

/** A receipt added to an expense after it was recorded. */
export interface ExpenseReceiptRow {
  path: string;
  expenseId: string;
  attachedBy: number;
}

/** The rows an expense's events write, each into its table. */
export interface ExpenseRows {
  expenses: ExpenseRow[];
  receipts: ExpenseReceiptRow[];
}

/** The row an expense's first event creates. */
export function expenseRowOf(event: ExpenseRecordedEvent): ExpenseRow {
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

/** The row of a receipt added later. */
export function expenseReceiptRowOf(event: ExpenseReceiptAttachedEvent): ExpenseReceiptRow {
  const { receipt, expenseId, attachedBy } = event.payload;
  return { path: receipt, expenseId, attachedBy };
}

/** Adds the rows `event` writes to `rows`. */
export function collectExpenseRows(rows: ExpenseRows, event: ExpenseEvent): ExpenseRows {
  switch (event.type) {
    case 'ExpenseRecorded':
      rows.expenses.push(expenseRowOf(event));
      return rows;
    case 'ExpenseReceiptAttached':
      rows.receipts.push(expenseReceiptRowOf(event));
      return rows;
    default:
      return unhandledEvent(event);
  }
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

/** Writes rows into `table` (the live `expense_receipts`, or replay's fresh copy). */
export async function insertExpenseReceiptRows(
  sql: Sql,
  rows: readonly ExpenseReceiptRow[],
  table = 'expense_receipts',
): Promise<void> {
  await insertRows(sql, table, EXPENSE_RECEIPT_ROWS, rows);
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

const EXPENSE_RECEIPT_ROWS: RowsInsert<ExpenseReceiptRow> = {
  columns: [
    ['path', 'text', (row) => row.path],
    ['expense_id', 'uuid', (row) => row.expenseId],
    ['attached_by', 'integer', (row) => row.attachedBy],
  ],
};

/** Writes both tables' rows into `prefix` + their names (replay's fresh copies under `replay_`). */
async function writeExpenseRows(sql: Sql, rows: ExpenseRows, prefix = ''): Promise<void> {
  await insertExpenseRows(sql, rows.expenses, `${prefix}expenses`);
  await insertExpenseReceiptRows(sql, rows.receipts, `${prefix}expense_receipts`);
}

export const expensesProjection = defineProjection({
  name: 'expenses',
  streams: ['expense'],
  project: (tx, events) => writeExpenseRows(tx, events.reduce(collectExpenseRows, emptyRows())),
  rebuild: {
    initial: emptyRows,
    evolve: collectExpenseRows,
    tables: [
      {
        table: 'expenses',
        columns: 'id, category, amount, comment, date, receipt, created_by, created_at',
        key: 'id::text',
      },
      { table: 'expense_receipts', columns: 'path, expense_id, attached_by', key: 'path' },
    ],
    write: (sql, rows) => writeExpenseRows(sql, rows, 'replay_'),
  },
});

function emptyRows(): ExpenseRows {
  return { expenses: [], receipts: [] };
}
