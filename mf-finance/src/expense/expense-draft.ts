import {
  checkExpenseDraft,
  EXPENSE_COMMENT_MAX_LENGTH,
  type ExpenseCategory,
  isExpenseCategory,
  receiptFolder,
} from '@club/domain/expenses';
import { texts } from '@club/domain/texts';

/** The form as typed: every field a string, as the inputs hold them. */
export interface ExpenseDraft {
  expense: string;
  amount: string;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
}

export const emptyExpenseDraft: ExpenseDraft = { expense: '', amount: '', comment: '', date: '' };

export interface ExpenseValues {
  expense: ExpenseCategory;
  amount: number;
  comment: string;
  date: string;
}

/**
 * Spec §5, in this order: no expense, then no amount (empty or 0), then no date; nothing is sent
 * while there is a message. 'Importe' takes whole pesos (the server's rule too).
 */
export function checkExpense(
  draft: ExpenseDraft,
): { ok: true; values: ExpenseValues } | { ok: false; error: string } {
  const amountText = draft.amount.trim();
  // The shared rule (domain/src/expenses.ts), the one the gateway applies too.
  const problem = checkExpenseDraft({
    expense: draft.expense,
    amount: amountText === '' ? '' : Number(amountText),
    date: draft.date,
  });
  if (problem) return { ok: false, error: problem.message };
  if (!isExpenseCategory(draft.expense)) return { ok: false, error: texts.expenses.chooseExpense };
  const amount = Number(amountText);
  if (!/^\d+$/.test(amountText) || !Number.isSafeInteger(amount) || amount <= 0)
    return { ok: false, error: texts.expenses.invalidAmount };
  return {
    ok: true,
    values: {
      expense: draft.expense,
      amount,
      comment: draft.comment.slice(0, EXPENSE_COMMENT_MAX_LENGTH),
      date: draft.date,
    },
  };
}

/** Spec §2: 'Foto de la factura' appears once expense, amount and date are all filled. */
export function canAttachReceipt(draft: ExpenseDraft): boolean {
  const amount = draft.amount.trim();
  return draft.expense !== '' && amount !== '' && Number(amount) !== 0 && draft.date !== '';
}

/** `{userId}/{expense}/{MM-YYYY}/{unique id}` in bucket Bills (spec §3 "Receipt"). */
export function receiptPath(userId: string, expense: string, date: string, id: string): string {
  return `${receiptFolder(userId, expense, date)}/${id}`;
}
