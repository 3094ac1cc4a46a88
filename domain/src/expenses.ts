import { isIsoDate } from './club-clock.ts';
import { COMMENTS_MAX_LENGTH } from './limits.ts';
import { fillText, texts } from './texts.ts';

// Expense rules shared by the expense form (checks before sending) and the gateway (which decides
// again and adds what only it can check). Spec §3 "Expense", §5, §9.

/** Spec §3: the eight expense categories, as stored and shown (they are Spanish already). */
export const EXPENSE_CATEGORIES = [
  'UTE',
  'OSE',
  'Alquiler',
  'Ferretería',
  'Fertilizantes',
  'Turba',
  'Sueldos',
  'Varios',
] as const;

export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_COMMENT_MAX_LENGTH = COMMENTS_MAX_LENGTH;

/**
 * Whole pesos. Far above any real expense of the club, and it keeps a month's total within a
 * GraphQL Int (2^31 - 1) for any realistic number of expenses.
 */
export const MAX_EXPENSE_AMOUNT = 100_000_000;

/** The storage bucket of the receipts (spec §3 "Receipt"). */
export const RECEIPTS_BUCKET = 'Bills';

export type ExpenseProblemCode =
  | 'FALTA_GASTO'
  | 'GASTO_INVALIDO'
  | 'FALTA_IMPORTE'
  | 'IMPORTE_INVALIDO'
  | 'FALTA_FECHA'
  | 'FECHA_INVALIDA'
  | 'COMENTARIO_LARGO'
  | 'COMENTARIO_INVALIDO'
  | 'RECIBO_INVALIDO'
  | 'RECIBO_NO_SUBIDO';

export interface ExpenseProblem {
  code: ExpenseProblemCode;
  message: string;
}

export function isExpenseCategory(value: unknown): value is ExpenseCategory {
  return typeof value === 'string' && (EXPENSE_CATEGORIES as readonly string[]).includes(value);
}

/** A category as typed or sent (an accent may arrive decomposed), in the stored form. */
export function normalizeCategory(value: string): string {
  return value.normalize('NFC').trim();
}

/**
 * Spec §5 "Expense submit", in its order, on what the form holds: no category, amount 0 (or
 * empty), no date. Null when the form may be sent.
 */
export function checkExpenseDraft(draft: {
  expense: unknown;
  amount: unknown;
  date: unknown;
}): ExpenseProblem | null {
  if (typeof draft.expense !== 'string' || draft.expense.trim() === '') {
    return { code: 'FALTA_GASTO', message: texts.expenses.chooseExpense };
  }
  if (draft.amount === undefined || draft.amount === null || draft.amount === 0 || draft.amount === '') {
    return { code: 'FALTA_IMPORTE', message: texts.expenses.enterAmount };
  }
  if (typeof draft.date !== 'string' || draft.date.trim() === '') {
    return { code: 'FALTA_FECHA', message: texts.expenses.chooseDate };
  }
  return null;
}

/** 'MM-YYYY' of a YYYY-MM-DD date: the receipt folder's month (spec §3 "Receipt"). */
export function receiptMonth(date: string): string {
  return `${date.slice(5, 7)}-${date.slice(0, 4)}`;
}

/** `{userId}/{expense}/{MM-YYYY}`: where the form uploads the receipt of an expense. */
export function receiptFolder(userId: string, expense: string, date: string): string {
  return `${userId}/${expense}/${receiptMonth(date)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MONTH_YEAR = /^(0[1-9]|1[0-2])-(\d{4})$/;
/** The unique file id: a uuid, a nanoid, with or without an extension; never `.` or `..`. */
const FILE_ID = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,200}$/;

export interface ReceiptPath {
  userId: string;
  expense: string;
  /** MM-YYYY */
  month: string;
  id: string;
}

/** The parts of `{uuid}/{expense}/{MM-YYYY}/{id}`, or null when the path has another shape. */
export function parseReceiptPath(path: string): ReceiptPath | null {
  const parts = path.normalize('NFC').split('/');
  if (parts.length !== 4) return null;
  const [userId, expense, month, id] = parts as [string, string, string, string];
  if (!UUID.test(userId) || !isExpenseCategory(expense) || !MONTH_YEAR.test(month) || !FILE_ID.test(id)) {
    return null;
  }
  return { userId, expense, month, id };
}

/** Calendar years an expense may be dated in: refuses typos such as 0202 or 20240. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

export interface ExpenseInput {
  expense: unknown;
  amount: unknown;
  comment?: unknown;
  date: unknown;
  receipt?: unknown;
}

export interface ValidExpense {
  expense: ExpenseCategory;
  amount: number;
  comment: string;
  date: string;
  /** Path inside the `Bills` bucket, or null. */
  receipt: string | null;
}

/**
 * Every rule the gateway holds an expense to: the form's three checks in their order, then a
 * known category, whole positive pesos, a real date, the comment's length and the receipt path.
 */
export function validateExpense(
  input: ExpenseInput,
): { ok: true; expense: ValidExpense } | { ok: false; error: ExpenseProblem } {
  const refuse = (code: ExpenseProblemCode, message: string) => ({
    ok: false as const,
    error: { code, message },
  });
  const draftProblem = checkExpenseDraft(input);
  if (draftProblem?.code === 'FALTA_GASTO') return { ok: false, error: draftProblem };
  const category = normalizeCategory(String(input.expense));
  if (!isExpenseCategory(category)) {
    return refuse(
      'GASTO_INVALIDO',
      fillText(texts.expenses.unknownExpense, { list: EXPENSE_CATEGORIES.join(', ') }),
    );
  }
  if (draftProblem) return { ok: false, error: draftProblem };
  const { amount } = input;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return refuse('IMPORTE_INVALIDO', texts.expenses.invalidAmount);
  }
  if (amount > MAX_EXPENSE_AMOUNT) {
    return refuse(
      'IMPORTE_INVALIDO',
      fillText(texts.expenses.amountTooHigh, { max: MAX_EXPENSE_AMOUNT.toLocaleString('es-UY') }),
    );
  }
  const date = String(input.date).trim();
  const year = Number(date.slice(0, 4));
  if (!isIsoDate(date) || year < FIRST_YEAR || year > LAST_YEAR) {
    return refuse('FECHA_INVALIDA', texts.expenses.invalidDate);
  }
  const comment = input.comment === undefined || input.comment === null ? '' : input.comment;
  if (typeof comment !== 'string') return refuse('COMENTARIO_INVALIDO', texts.expenses.invalidComment);
  const trimmed = comment.trim();
  if (trimmed.length > EXPENSE_COMMENT_MAX_LENGTH) {
    return refuse(
      'COMENTARIO_LARGO',
      fillText(texts.expenses.commentTooLong, { max: EXPENSE_COMMENT_MAX_LENGTH }),
    );
  }
  let receipt: string | null = null;
  if (input.receipt !== undefined && input.receipt !== null && input.receipt !== '') {
    if (typeof input.receipt !== 'string') return refuse('RECIBO_INVALIDO', texts.expenses.invalidReceipt);
    const path = parseReceiptPath(input.receipt);
    if (!path) return refuse('RECIBO_INVALIDO', texts.expenses.invalidReceipt);
    if (path.expense !== category || path.month !== receiptMonth(date)) {
      return refuse(
        'RECIBO_INVALIDO',
        fillText(texts.expenses.receiptMismatch, { expense: path.expense, month: path.month }),
      );
    }
    receipt = input.receipt.normalize('NFC');
  }
  return { ok: true, expense: { expense: category, amount, comment: trimmed, date, receipt } };
}
