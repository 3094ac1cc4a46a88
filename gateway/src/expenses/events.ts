// The expense stream (`expense-<uuid>`): the expense as the admin recorded it, then each receipt
// added to it later from Ver Gastos. The `expenses` and `expense_receipts` tables are their read
// models (expense-projection.ts); the log keeps every expense and every receipt's fingerprint for
// audit, with who recorded it (the event's actor and `createdBy` / `attachedBy`) and when (its time).

export const EXPENSE_RECORDED = 'ExpenseRecorded';
export const EXPENSE_RECEIPT_ATTACHED = 'ExpenseReceiptAttached';

/** A file's bytes when it was recorded: size, and SHA-256 in lowercase hex. */
export interface ReceiptFile {
  size: number;
  sha256: string;
}

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
  receiptFile?: ReceiptFile;
  /** Member id of the admin who recorded it. */
  createdBy: number;
}

export interface ExpenseRecordedEvent {
  type: typeof EXPENSE_RECORDED;
  payload: ExpenseRecorded;
}

/**
 * One more receipt of the expense, uploaded after it was recorded (Ver Gastos, decision 024): its
 * path and its bytes then. From this event on the expense holds the file, as it holds the one
 * recorded with it.
 */
export interface ExpenseReceiptAttached {
  expenseId: string;
  /** Path inside the storage bucket `Bills`: `{userId}/{expense}/{MM-YYYY}/{expenseId}-{id}`. */
  receipt: string;
  receiptFile: ReceiptFile;
  /** Member id of the admin who added it. */
  attachedBy: number;
}

export interface ExpenseReceiptAttachedEvent {
  type: typeof EXPENSE_RECEIPT_ATTACHED;
  payload: ExpenseReceiptAttached;
}

export type ExpenseEvent = ExpenseRecordedEvent | ExpenseReceiptAttachedEvent;

export function expenseStream(expenseId: string): string {
  return `expense-${expenseId}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    expense: ExpenseEvent;
  }
}
