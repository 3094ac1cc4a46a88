import type { Sql } from '@club/db/connection';
import { isCalendarMonth, monthRange, recentMonths } from '@club/domain/calendar-month';

// Reads of the expenses: a month's, one, their months and monthly totals, and the spec's listing.

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

/** Where the hosted storage keeps the files (the gateway's UPLOADS_DIR): a receipt is read there. */
export interface ReceiptStore {
  uploadsDir: string;
}

/** The admin's own hosted account: the confirmed one with their mail (decision 021), or null. */
export async function hostedUserOf(tx: Sql, memberId: number): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `select u.id from hosted_users u join members m on lower(m.mail) = lower(u.email)
      where m.id = $1 and u.email_confirmed_at is not null`,
    [memberId],
  );
  return rows[0]?.id ?? null;
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
