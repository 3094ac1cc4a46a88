import { useQuery } from '@apollo/client/react';
import { monthLabel } from '@club/domain/calendar-month';
import { fillText } from '@club/domain/fill-text';
import { formatPesos } from '@club/domain/pesos';
import { LoadStatus } from '@club/web-kit/back-office/load-problem.tsx';
import { Field, Options } from '@club/web-kit/field/field.tsx';
import { formatDate } from '@club/web-kit/format/date-format';
import { Page } from '@club/web-kit/page/page.tsx';
import { ScrollRegion } from '@club/web-kit/table/scroll-region.tsx';
import { TableHead } from '@club/web-kit/table/table-head.tsx';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { lazy, Suspense, useId, useState } from 'react';
import { RequireHostedUser } from '../hosted/require-hosted-user.tsx';
import { monthTotal, totalsByCategory } from './expense-sums.ts';
import { ReceiptList } from './receipt-list.tsx';
import {
  EXPENSE_MONTHS_QUERY,
  EXPENSE_TOTALS_QUERY,
  EXPENSES_QUERY,
  type ExpenseRow,
} from './show-expenses-documents.ts';
import { showExpensesTexts as t } from './show-expenses-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './show-expenses.css';

// The charts are their own chunk: the table comes first.
const CategoryChart = lazy(() => import('./expense-charts.tsx').then((m) => ({ default: m.CategoryChart })));
const MonthlyTotalsChart = lazy(() =>
  import('./expense-charts.tsx').then((m) => ({ default: m.MonthlyTotalsChart })),
);

// Spec §2 "Ver Gastos" (/admin/showExpenses), behind the same hosted-session guard as the form:
// 'Elige el mes', the month's table with each expense's receipts, 'Total Mensual'; beyond the
// spec, the month by category and the last twelve months.

export function ShowExpensesScreen() {
  return <RequireHostedUser>{(session) => <ShowExpenses {...session} />}</RequireHostedUser>;
}

function ShowExpenses({ client, user }: { client: SupabaseClient; user: User }) {
  const months = useQuery(EXPENSE_MONTHS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [picked, setPicked] = useState('');
  const list = months.data?.expenseMonths;
  // The newest month until another is chosen.
  const month = picked || list?.[0] || '';
  const expenses = useQuery(EXPENSES_QUERY, {
    variables: { month },
    skip: month === '',
    fetchPolicy: 'cache-and-network',
  });
  const totals = useQuery(EXPENSE_TOTALS_QUERY, { fetchPolicy: 'cache-and-network' });
  const rows = expenses.data?.expenses;

  return (
    <Page className="kit-page fi-show" title={t.title}>
      <LoadStatus query={months} loaded={list !== undefined} />
      {list && list.length === 0 && <p className="kit-status">{t.noExpenses}</p>}
      {list && list.length > 0 && (
        <Field label={t.month} className="fi-show__picker">
          <select value={month} onChange={(event) => setPicked(event.target.value)}>
            <Options items={list} label={monthLabel} />
          </select>
        </Field>
      )}
      <LoadStatus query={expenses} loaded={rows !== undefined} />
      {rows && <ExpensesTable month={month} rows={rows} client={client} user={user} />}
      <div className="fi-show__charts">
        <Suspense fallback={null}>
          {rows && rows.length > 0 && (
            <div className="card">
              <CategoryChart
                title={fillText(t.byCategory, { month: monthLabel(month) })}
                totals={totalsByCategory(rows)}
              />
            </div>
          )}
          {/* Twelve empty months are no chart: shown once any of them has an expense. */}
          {totals.data?.expenseTotals.some((month) => month.total > 0) && (
            <div className="card">
              <MonthlyTotalsChart totals={totals.data.expenseTotals} selected={month} />
            </div>
          )}
        </Suspense>
      </div>
    </Page>
  );
}

function ExpensesTable({
  month,
  rows,
  client,
  user,
}: {
  month: string;
  rows: readonly ExpenseRow[];
  client: SupabaseClient;
  user: User;
}) {
  const ids = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ScrollRegion label={monthLabel(month)}>
      <table className="kit-table fi-show__table" aria-label={monthLabel(month)}>
        <TableHead
          columns={[t.name, t.date, { label: t.amount, className: 'kit-num' }, t.comment, t.receipts]}
        />
        <tbody>
          {rows.map((row) => {
            const listId = `${ids}-${row.id}`;
            const expanded = open.has(row.id);
            return (
              <tr key={row.id}>
                <td>{row.name}</td>
                <td>{formatDate(row.date)}</td>
                <td className="kit-num">{formatPesos(row.amount)}</td>
                <td className="fi-show__comment">{row.comment}</td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary fi-show__receipts"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    onClick={() => toggle(row.id)}
                  >
                    {t.receipts}
                  </button>
                  {expanded && (
                    <ReceiptList
                      id={listId}
                      label={fillText(t.receiptsOf, { name: row.name, date: formatDate(row.date) })}
                      client={client}
                      user={user}
                      expense={row}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t.monthTotal}
            </th>
            <td className="kit-num fi-show__total">{formatPesos(monthTotal(rows))}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
