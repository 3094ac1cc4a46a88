import * as z from 'zod/mini';
import { isIsoDate } from './club-clock.ts';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_COMMENT_MAX_LENGTH,
  type ExpenseCategory,
  type ExpenseProblemCode,
  isExpenseCategory,
  MAX_EXPENSE_AMOUNT,
  normalizeCategory,
  parseReceiptPath,
  receiptMonth,
  type ValidExpense,
} from './expenses.ts';
import { fillText } from './fill-text.ts';
import { crossRule, isBlank, rule } from './rule-schema.ts';
import { texts } from './texts.ts';

// An expense's rules (spec §3 "Expense", §5, §9), for the expense form and the gateway alike.

/** Calendar years an expense may be dated in: refuses typos such as 0202 or 20240. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const expenseRule = rule<unknown, ExpenseProblemCode>;

/**
 * Spec §5, in its order: no expense, amount 0 (or empty), no date. An expense that is not one of
 * the eight is named before the amount, as the category is the first field.
 */
const expensePresence = z.looseObject({
  expense: z.unknown().check(
    expenseRule(
      'FALTA_GASTO',
      texts.expenses.chooseExpense,
      (value) => typeof value === 'string' && !isBlank(value),
    ),
    expenseRule(
      'GASTO_INVALIDO',
      fillText(texts.expenses.unknownExpense, { list: EXPENSE_CATEGORIES.join(', ') }),
      (value) => isExpenseCategory(normalizeCategory(String(value))),
    ),
  ),
  amount: z
    .unknown()
    .check(
      expenseRule('FALTA_IMPORTE', texts.expenses.enterAmount, (value) => !isBlank(value) && value !== 0),
    ),
  date: z
    .unknown()
    .check(
      expenseRule(
        'FALTA_FECHA',
        texts.expenses.chooseDate,
        (value) => typeof value === 'string' && !isBlank(value),
      ),
    ),
});

const isWholePesos = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Then what only a well-formed expense can be held to: pesos, a real date, the comment, the receipt. */
const expenseDetails = z
  .object({
    expense: z.string(),
    amount: z.unknown().check(
      expenseRule('IMPORTE_INVALIDO', texts.expenses.invalidAmount, isWholePesos),
      expenseRule(
        'IMPORTE_INVALIDO',
        fillText(texts.expenses.amountTooHigh, { max: MAX_EXPENSE_AMOUNT.toLocaleString('es-UY') }),
        (value) => (value as number) <= MAX_EXPENSE_AMOUNT,
      ),
    ),
    date: z.string().check(
      rule<string, ExpenseProblemCode>('FECHA_INVALIDA', texts.expenses.invalidDate, (value) => {
        const date = value.trim();
        const year = Number(date.slice(0, 4));
        return isIsoDate(date) && year >= FIRST_YEAR && year <= LAST_YEAR;
      }),
    ),
    comment: z.optional(
      z.unknown().check(
        expenseRule(
          'COMENTARIO_INVALIDO',
          texts.expenses.invalidComment,
          (value) => isBlank(value) || typeof value === 'string',
        ),
        expenseRule(
          'COMENTARIO_LARGO',
          fillText(texts.expenses.commentTooLong, { max: EXPENSE_COMMENT_MAX_LENGTH }),
          (value) => String(value ?? '').trim().length <= EXPENSE_COMMENT_MAX_LENGTH,
        ),
      ),
    ),
    receipt: z.optional(
      z
        .unknown()
        .check(
          expenseRule(
            'RECIBO_INVALIDO',
            texts.expenses.invalidReceipt,
            (value) => isBlank(value) || (typeof value === 'string' && parseReceiptPath(value) !== null),
          ),
        ),
    ),
  })
  .check(
    crossRule<{ expense: string; date: string; receipt?: unknown }, ExpenseProblemCode>(
      'receipt',
      'RECIBO_INVALIDO',
      ({ receipt }) => {
        const path = parseReceiptPath(String(receipt));
        return fillText(texts.expenses.receiptMismatch, {
          expense: path?.expense ?? '',
          month: path?.month ?? '',
        });
      },
      ({ expense, date, receipt }) => {
        const path = isBlank(receipt) ? null : parseReceiptPath(String(receipt));
        return (
          path === null ||
          (path.expense === normalizeCategory(expense) && path.month === receiptMonth(date.trim()))
        );
      },
    ),
  );

/** Every rule an expense is held to, in order; its value is the expense as stored. */
export const expenseSchema = z.pipe(
  z.pipe(expensePresence, expenseDetails),
  z.transform(
    (input): ValidExpense => ({
      expense: normalizeCategory(input.expense) as ExpenseCategory,
      amount: input.amount as number,
      comment: typeof input.comment === 'string' ? input.comment.trim() : '',
      date: input.date.trim(),
      // A path inside the `Bills` bucket, or null.
      receipt: isBlank(input.receipt) ? null : String(input.receipt).normalize('NFC'),
    }),
  ),
);

/** The expense form as typed: every field a string, as the inputs hold them. */
export interface ExpenseDraft {
  expense: string;
  amount: string;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
}

/** 'Importe' as typed: '' stays empty (spec §5 asks for it), anything else a number the rules judge. */
const amountOf = (text: string): number | '' => (text.trim() === '' ? '' : Number(text.trim()));

/** The same rules on what the form's inputs hold; nothing is sent while one is broken. */
export const expenseFormSchema = z.pipe(
  z.object({ expense: z.string(), amount: z.string(), comment: z.string(), date: z.string() }),
  z.pipe(
    z.transform(
      (draft: ExpenseDraft): z.input<typeof expenseSchema> => ({ ...draft, amount: amountOf(draft.amount) }),
    ),
    expenseSchema,
  ),
);
