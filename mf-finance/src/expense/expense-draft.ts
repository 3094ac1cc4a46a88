import type { ExpenseDraft } from '@club/domain/expense-schema';
import { receiptFolder } from '@club/domain/expenses';

export type { ExpenseDraft };

export const emptyExpenseDraft: ExpenseDraft = { expense: '', amount: '', comment: '', date: '' };

/** Spec §2: 'Foto de la factura' appears once expense, amount and date are all filled. */
export function canAttachReceipt(draft: ExpenseDraft): boolean {
  const amount = draft.amount.trim();
  return draft.expense !== '' && amount !== '' && Number(amount) !== 0 && draft.date !== '';
}

/** `{userId}/{expense}/{MM-YYYY}/{unique id}` in bucket Bills (spec §3 "Receipt"). */
export function receiptPath(userId: string, expense: string, date: string, id: string): string {
  return `${receiptFolder(userId, expense, date)}/${id}`;
}
