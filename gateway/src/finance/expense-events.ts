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
  /**
   * The receipt's bytes when the expense was recorded (size, and SHA-256 in lowercase hex), so
   * anyone can tell later whether the stored file is still the one recorded. Absent without a
   * receipt, and in the events recorded before files were fingerprinted (the log keeps them as
   * they were written: their hashes chain).
   */
  receiptFile?: { size: number; sha256: string };
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
