// The expense stream's one event (stream `expense-<uuid>`): the expense as the admin recorded it.
// The `expenses` table is its read model (expense-projection.ts); the log keeps every expense for
// audit, with who recorded it (the event's actor and `createdBy`) and when (its time).

export const EXPENSE_RECORDED = 'ExpenseRecorded';

export interface ExpenseRecorded {
  /** uuid; the stream is `expense-<expenseId>`. */
  expenseId: string;
  /** One of the eight (domain/src/expenses.ts). */
  category: string;
  /** Whole pesos. */
  amount: number;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
  /** Path inside the storage bucket `Bills`, or null. */
  receipt: string | null;
  /** Member id of the admin who recorded it. */
  createdBy: number;
}

export interface ExpenseRecordedEvent {
  type: typeof EXPENSE_RECORDED;
  payload: ExpenseRecorded;
}

export type ExpenseEvent = ExpenseRecordedEvent;

export function expenseStream(expenseId: string): string {
  return `expense-${expenseId}`;
}
