import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { isCalendarMonth, monthRange, recentMonths } from '@club/domain/calendar-month';
import { expenseSchema } from '@club/domain/expense-schema';
import {
  type ExpenseInput,
  type ExpenseProblem,
  type ExpenseProblemCode,
  RECEIPTS_BUCKET,
} from '@club/domain/expenses';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import { type Fingerprint, holdObject, objectFingerprint } from '@club/hosted/storage/storage-service';
import { memberActor } from '../kernel/commands/actors.ts';
import { type Decision, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { EXPENSE_RECORDED, type ExpenseRecordedEvent, expenseStream } from './expense-events.ts';
import { type ExpenseRow, projectExpenseEvents } from './expense-projection.ts';

// Expenses: record one (a command on the one write path), list them, their months and monthly
// totals. REST (routes.ts) and GraphQL (graphql.ts) call these.

export interface Expense {
  id: string;
  /** The category (spec: the expense's `name`). */
  name: string;
  /** YYYY-MM-DD */
  date: string;
  /** Whole pesos. */
  amount: number;
  comment: string;
  /** Paths inside the bucket `Bills`: the one recorded with it, then those added later. */
  receipts: string[];
}

export type AddExpenseOutcome =
  | { ok: true; expense: Expense }
  | { ok: false; error: ExpenseProblem | Refusal };

export const EXPENSE_ADDED_MSG = 'Expense added';

/** Where the hosted storage keeps the files (the gateway's UPLOADS_DIR): a receipt is read there. */
export interface ReceiptStore {
  uploadsDir: string;
}

/** What the named receipt is, as the expense's command found it. */
export type ReceiptState =
  | { kind: 'none' }
  | { kind: 'missing' }
  /** Uploaded by another account of the storage than the admin's own. */
  | { kind: 'not-yours' }
  /** Already the receipt of another expense. */
  | { kind: 'taken' }
  | ({ kind: 'file' } & Fingerprint);

/** The admin's own hosted account: the confirmed one with their mail (decision 021), or null. */
export async function hostedUserOf(tx: Sql, memberId: number): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `select u.id from hosted_users u join members m on lower(m.mail) = lower(u.email)
      where m.id = $1 and u.email_confirmed_at is not null`,
    [memberId],
  );
  return rows[0]?.id ?? null;
}

/**
 * The receipt `path` for the admin `memberId`: it must be a file of the admin's own hosted account
 * (the one with the admin's mail, decision 021), not yet any expense's. Its row stays locked to the
 * end of the transaction, so the bytes fingerprinted here are the ones the expense then holds.
 */
async function loadReceipt(
  tx: Sql,
  store: ReceiptStore,
  memberId: number,
  path: string,
): Promise<ReceiptState> {
  const found = await objectFingerprint(tx, store.uploadsDir, RECEIPTS_BUCKET, path, { lock: true });
  if (!found) return { kind: 'missing' };
  if ((await hostedUserOf(tx, memberId)) !== found.owner) return { kind: 'not-yours' };
  if (found.heldBy !== null) return { kind: 'taken' };
  return { kind: 'file', size: found.size, sha256: found.sha256 };
}

/**
 * Records an expense for the admin `memberId` on the one write path (`ExpenseRecorded` on a new
 * stream, the `expenses` row projected from it), or says (in Spanish) why not; nothing is saved then.
 * A receipt is fingerprinted into the event and held by the expense from then on: the storage
 * refuses to replace or remove it.
 */
export async function addExpense(
  db: Database,
  memberId: number,
  input: ExpenseInput,
  store: ReceiptStore,
): Promise<AddExpenseOutcome> {
  const expenseId = randomUUID();
  const outcome = await runCommand(db, {
    actor: memberActor(memberId),
    async load(tx) {
      const valid = checkRules(expenseSchema, input);
      // The path must name a file the admin really uploaded, or Ver Gastos would link to nothing
      // (or to someone else's file).
      const receipt: ReceiptState =
        valid.ok && valid.value.receipt
          ? await loadReceipt(tx, store, memberId, valid.value.receipt)
          : { kind: 'none' };
      return { state: receipt, stream: expenseStream(expenseId), version: 0 };
    },
    decide: (receipt) => decideRecordExpense(input, { expenseId, memberId, receipt }),
    async project(tx, events) {
      const row = (await projectExpenseEvents(tx, events)).expenses[0] as ExpenseRow;
      if (
        row.receipt !== null &&
        !(await holdObject(tx, RECEIPTS_BUCKET, row.receipt, expenseStream(row.id)))
      ) {
        // Cannot happen while load's row lock stands; never record an expense whose file is free.
        throw new Error(`the receipt ${row.receipt} could not be held`);
      }
      return row;
    },
  });
  if (!outcome.ok) return outcome;
  const row = outcome.value;
  return {
    ok: true,
    expense: {
      id: row.id,
      name: row.category,
      date: row.date,
      amount: row.amount,
      comment: row.comment,
      receipts: row.receipt ? [row.receipt] : [],
    },
  };
}

const receiptRefusals: Record<'missing' | 'not-yours' | 'taken', ExpenseProblem> = {
  missing: { code: 'RECIBO_NO_SUBIDO', message: texts.expenses.receiptMissing },
  'not-yours': { code: 'RECIBO_AJENO', message: texts.expenses.receiptNotYours },
  taken: { code: 'RECIBO_USADO', message: texts.expenses.receiptTaken },
};

/** Pure: the form's rules again, then the receipt, then the fact. */
export function decideRecordExpense(
  input: ExpenseInput,
  context: { expenseId: string; memberId: number; receipt: ReceiptState },
): Decision<ExpenseRecordedEvent, ExpenseProblem> {
  const valid = checkRules<typeof expenseSchema, ExpenseProblemCode>(expenseSchema, input);
  if (!valid.ok) return { ok: false, error: { code: valid.problem.code, message: valid.problem.message } };
  const expense = valid.value;
  const { receipt } = context;
  if (expense.receipt !== null && receipt.kind !== 'file') {
    return { ok: false, error: receiptRefusals[receipt.kind === 'none' ? 'missing' : receipt.kind] };
  }
  return {
    ok: true,
    events: [
      {
        type: EXPENSE_RECORDED,
        payload: {
          expenseId: context.expenseId,
          category: expense.expense,
          amount: expense.amount,
          comment: expense.comment,
          date: expense.date,
          receipt: expense.receipt,
          ...(receipt.kind === 'file' ? { receiptFile: { size: receipt.size, sha256: receipt.sha256 } } : {}),
          createdBy: context.memberId,
        },
      },
    ],
  };
}

interface ExpenseDbRow {
  id: string;
  category: string;
  date: string;
  amount: number;
  comment: string;
  receipt: string | null;
  /** JSON text: the paths of the receipts added later, by path. */
  added: string;
}

/** The recorded receipt, then the ones added later (by path). */
const EXPENSE_COLUMNS = `e.id::text as id, e.category, to_char(e.date, 'YYYY-MM-DD') as date, e.amount, e.comment,
  e.receipt, coalesce((select json_agg(r.path order by r.path) from expense_receipts r
                        where r.expense_id = e.id), '[]'::json)::text as added`;

function expenseOf(row: ExpenseDbRow): Expense {
  return {
    id: row.id,
    name: row.category,
    date: row.date,
    amount: Number(row.amount),
    comment: row.comment,
    receipts: [...(row.receipt ? [row.receipt] : []), ...(JSON.parse(row.added) as string[])],
  };
}

/** A month's expenses (YYYY-MM), or all when `month` is null; by date, then as recorded. */
export async function listExpenses(sql: Sql, month: string | null = null): Promise<Expense[]> {
  if (month !== null && !isCalendarMonth(month)) throw new RangeError(`not a YYYY-MM month: ${month}`);
  const range = month === null ? { from: null, to: null } : monthRange(month);
  const { rows } = await sql.query<ExpenseDbRow>(
    `select ${EXPENSE_COLUMNS}
       from expenses e
      where ($1::date is null or e.date >= $1::date) and ($2::date is null or e.date < $2::date)
      order by e.date, e.created_at, e.id`,
    [range.from, range.to],
  );
  return rows.map(expenseOf);
}

/** One expense as listExpenses shows it, or null. */
export async function findExpense(sql: Sql, id: string): Promise<Expense | null> {
  const { rows } = await sql.query<ExpenseDbRow>(
    `select ${EXPENSE_COLUMNS} from expenses e where e.id = $1`,
    [id],
  );
  return rows[0] ? expenseOf(rows[0]) : null;
}

/** YYYY-MM of every month with at least one expense, newest first. */
export async function expenseMonths(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ month: string }>(
    `select distinct to_char(date, 'YYYY-MM') as month from expenses order by month desc`,
  );
  return rows.map((row) => row.month);
}

export interface MonthTotal {
  /** YYYY-MM */
  month: string;
  /** Whole pesos. */
  total: number;
}

export const EXPENSE_TOTALS_MAX_MONTHS = 120;

/** The last `last` calendar months up to `now`'s (Montevideo), zeros included, oldest first. */
export async function expenseTotals(sql: Sql, now: Date, last = 12): Promise<MonthTotal[]> {
  const count = Math.min(Math.max(1, Math.trunc(last)), EXPENSE_TOTALS_MAX_MONTHS);
  const months = recentMonths(now, count).reverse();
  const from = monthRange(months[0] as string).from;
  const to = monthRange(months.at(-1) as string).to;
  const { rows } = await sql.query<{ month: string; total: number }>(
    `select to_char(date, 'YYYY-MM') as month, sum(amount) as total
       from expenses
      where date >= $1::date and date < $2::date
      group by 1`,
    [from, to],
  );
  const totals = new Map(rows.map((row) => [row.month, Number(row.total)]));
  return months.map((month) => ({ month, total: totals.get(month) ?? 0 }));
}

/** Spec §7 GET /admin/getExpenses: every expense (dates as ISO instants) and the expense dates. */
export async function specExpenses(
  sql: Sql,
): Promise<{ res: Array<Omit<Expense, 'date'> & { date: string }>; dates: string[] }> {
  const expenses = await listExpenses(sql);
  const iso = (date: string) => `${date}T00:00:00.000Z`;
  return {
    res: expenses.map((expense) => ({ ...expense, date: iso(expense.date) })),
    dates: [...new Set(expenses.map((expense) => expense.date))].map(iso),
  };
}
