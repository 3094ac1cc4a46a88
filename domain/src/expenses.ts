import { COMMENTS_MAX_LENGTH } from './limits.ts';

// Expenses (spec §3 "Expense", §9): categories, limits and receipt paths. The rules an expense is
// held to, by the form and the gateway alike, are a schema: expense-schema.ts.

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
  | 'RECIBO_NO_SUBIDO'
  | 'RECIBO_AJENO'
  | 'RECIBO_USADO';

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

/** What an added receipt's path is judged against: the expense's id, category and date. */
export interface ExpenseFolderOf {
  id: string;
  /** One of the eight categories. */
  category: string;
  /** YYYY-MM-DD */
  date: string;
}

/**
 * Where Ver Gastos adds one more receipt to an expense (decision 024): the uploader's folder for
 * the expense's category and month, under a name that starts with the expense's id, so a folder
 * shared by two expenses keeps their receipts apart.
 */
export function addedReceiptPath(userId: string, expense: ExpenseFolderOf, uniqueId: string): string {
  return `${receiptFolder(userId, expense.category, expense.date)}/${expense.id}-${uniqueId}`;
}

/**
 * The uploader (the folder's user id) of `path` when it is a receipt added to `expense` as
 * `addedReceiptPath` names one: that category and month, a name starting with the expense's id.
 * Null for any other path.
 */
export function addedReceiptUploader(path: string, expense: ExpenseFolderOf): string | null {
  const parts = parseReceiptPath(path);
  const prefix = `${expense.id}-`;
  const ours =
    parts !== null &&
    parts.expense === expense.category.normalize('NFC') &&
    parts.month === receiptMonth(expense.date) &&
    parts.id.startsWith(prefix) &&
    parts.id.length > prefix.length;
  return ours ? parts.userId : null;
}

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
