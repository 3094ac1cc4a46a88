import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, hostedUser, signedUrlOf } from '../hosted/fake-supabase.fixture.ts';
import { loadSupabase } from '../hosted/supabase-client.ts';
import { monthTotal, totalsByCategory } from './expense-sums.ts';
import {
  EXPENSE_MONTHS_QUERY,
  EXPENSE_TOTALS_QUERY,
  EXPENSES_QUERY,
  type ExpenseRow,
  RECEIPT_CHECKS_QUERY,
} from './show-expenses-documents.ts';
import { ShowExpensesScreen } from './show-expenses-screen.tsx';

vi.mock('../hosted/supabase-client.ts', () => ({ loadSupabase: vi.fn(), takeRecoveryPending: () => false }));

const userId = hostedUser().id;
const expense = (
  id: string,
  name: string,
  date: string,
  amount: number,
  comment: string,
  receipts: string[] = [],
) => ({
  __typename: 'Expense',
  id,
  name,
  date,
  amount,
  comment,
  receipts,
});

const september = [
  expense('1', 'UTE', '2024-09-03', 4200, 'luz de agosto', [
    `${userId}/UTE/09-2024/aaa`,
    `${userId}/UTE/09-2024/bbb`,
  ]),
  expense('2', 'Turba', '2024-09-15', 1500, ''),
  expense('3', 'UTE', '2024-09-28', 300, 'recargo'),
];
const october = [expense('4', 'Sueldos', '2024-10-01', 20000, 'octubre')];

function totalsUpTo(last: string) {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, back) => {
    const index = year * 12 + month - 1 - (11 - back);
    const value = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return {
      __typename: 'MonthTotal',
      month: value,
      total: value === '2024-09' ? 6000 : value === '2024-10' ? 20000 : 0,
    };
  });
}

function renderWith(mocks: MockLink.MockedResponse[], signedIn = true, beside: ReactNode = null) {
  vi.mocked(loadSupabase).mockResolvedValue(fakeSupabase({ user: signedIn ? hostedUser() : null }).client);
  renderScreen(<ShowExpensesScreen />, {
    mocks,
    path: '/admin/showExpenses',
    elsewhere: { '/admin/supabase': 'pantalla de acceso' },
    beside,
  });
}

/**
 * Shows the twelve months once the totals query's answer is in the cache the screen reads (a
 * cache-only watch: it asks nothing). It is told after the screen, so by then the screen has
 * rendered that answer.
 */
function TotalsInCache() {
  const { data } = useQuery(EXPENSE_TOTALS_QUERY, { fetchPolicy: 'cache-only' });
  return data ? <p>{`totales en caché: ${data.expenseTotals.length} meses`}</p> : null;
}

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const monthsMock = (months: string[]) =>
  typedMock({
    request: { query: EXPENSE_MONTHS_QUERY },
    result: { data: { expenseMonths: months } },
    ...always,
  });
const expensesMock = (month: string, rows: Fixture<ExpenseRow>[]) =>
  typedMock({
    request: { query: EXPENSES_QUERY, variables: { month } },
    result: { data: { expenses: rows } },
    ...always,
  });
const totalsMock = typedMock({
  request: { query: EXPENSE_TOTALS_QUERY },
  result: { data: { expenseTotals: totalsUpTo('2024-10') } },
  ...always,
});

describe('ShowExpensesScreen', () => {
  afterEach(cleanup);

  it('sends whoever has no hosted user to /admin/supabase', async () => {
    renderWith([monthsMock([]), totalsMock], false);
    expect(await screen.findByText('pantalla de acceso')).toBeTruthy();
  });

  it("names the months in Spanish ('Setiembre'), newest first and chosen", async () => {
    renderWith([
      monthsMock(['2024-10', '2024-09', '2023-12']),
      expensesMock('2024-10', october),
      expensesMock('2024-09', september),
      totalsMock,
    ]);
    const select = (await screen.findByLabelText('Elige el mes')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Octubre 2024',
      'Setiembre 2024',
      'Diciembre 2023',
    ]);
    expect(select.value).toBe('2024-10');
    expect(await screen.findByText('octubre')).toBeTruthy();
  });

  it("shows the month's table (dd/mm/yyyy, 'Gasto') and 'Total Mensual' as the sum", async () => {
    renderWith([
      monthsMock(['2024-10', '2024-09']),
      expensesMock('2024-10', october),
      expensesMock('2024-09', september),
      totalsMock,
    ]);
    fireEvent.change(await screen.findByLabelText('Elige el mes'), { target: { value: '2024-09' } });
    const table = await screen.findByRole('table', { name: 'Setiembre 2024' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Nombre', 'Fecha', 'Gasto', 'Comentario', 'Recibos']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['UTE', '03/09/2024', '$ 4.200', 'luz de agosto'],
      ['Turba', '15/09/2024', '$ 1.500', ''],
      ['UTE', '28/09/2024', '$ 300', 'recargo'],
    ]);
    const footer = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(within(footer).getByRole('rowheader').textContent).toBe('Total Mensual');
    expect(footer.querySelector('.fi-show__total')?.textContent).toBe('$ 6.000');
  });

  it("lists an expense's receipts as signed 'Ver Recibo' links, in a new tab, each checked against its record", async () => {
    const checks = typedMock({
      request: { query: RECEIPT_CHECKS_QUERY, variables: { expenseId: '1' } },
      result: {
        data: {
          receiptChecks: [
            { path: `${userId}/UTE/09-2024/aaa`, status: 'matches' },
            { path: `${userId}/UTE/09-2024/bbb`, status: 'differs' },
          ],
        },
      },
      ...always,
    });
    renderWith([monthsMock(['2024-09']), expensesMock('2024-09', september), totalsMock, checks]);
    const table = await screen.findByRole('table', { name: 'Setiembre 2024' });
    expect(screen.queryByRole('link', { name: 'Ver Recibo' })).toBeNull();
    const [first, second] = within(table).getAllByRole('button', { name: 'Recibos' });
    fireEvent.click(first as HTMLElement);
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    // Listed from the expense's folder first (here empty): the recorded paths still show.
    const links = await screen.findAllByRole('link', { name: 'Ver Recibo' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      signedUrlOf(`${userId}/UTE/09-2024/aaa`),
      signedUrlOf(`${userId}/UTE/09-2024/bbb`),
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
    expect(await screen.findByText('Verificado: coincide con lo registrado')).toBeTruthy();
    expect(screen.getByText(/^¡Atención! No coincide con lo registrado/)).toBeTruthy();
    fireEvent.click(second as HTMLElement);
    expect(await screen.findByText('Sin recibos')).toBeTruthy();
    fireEvent.click(first as HTMLElement);
    expect(screen.queryAllByRole('link', { name: 'Ver Recibo' })).toHaveLength(0);
  });

  it('draws the month by category and the last twelve months, the chosen one highlighted', async () => {
    renderWith([monthsMock(['2024-09']), expensesMock('2024-09', september), totalsMock]);
    const byCategory = await screen.findByRole('img', { name: /^Gastos de Setiembre 2024 por rubro/ });
    expect(byCategory.getAttribute('aria-label')).toBe(
      'Gastos de Setiembre 2024 por rubro. UTE: $ 4.500; Turba: $ 1.500',
    );
    const months = await screen.findByRole('img', { name: /^Total de los últimos 12 meses/ });
    expect(months.querySelectorAll('.kit-chart__bar')).toHaveLength(12);
    expect(months.querySelector('.kit-chart__bar--current')?.getAttribute('data-month')).toBe('2024-09');
    expect(months.getAttribute('aria-label')).toContain('Set 24: $ 6.000');
  });

  it('says so when there are no expenses yet, and draws no empty chart', async () => {
    // The same empty list with a year that has spending draws the chart, and loads its lazy chunk:
    // below, a chart drawn for an empty year would show in the very render of the totals.
    renderWith([monthsMock([]), totalsMock]);
    await screen.findByRole('img', { name: /^Total de los últimos 12 meses/ });
    cleanup();

    let totalsAnswered = 0;
    const noTotals = {
      ...totalsMock,
      result: () => {
        totalsAnswered += 1;
        return { data: { expenseTotals: totalsUpTo('2024-10').map((month) => ({ ...month, total: 0 })) } };
      },
    };
    renderWith([monthsMock([]), noTotals], true, <TotalsInCache />);
    expect(await screen.findByText('Todavía no hay gastos cargados.')).toBeTruthy();
    // The twelve empty months have been answered and rendered.
    expect(await screen.findByText('totales en caché: 12 meses')).toBeTruthy();
    expect(totalsAnswered).toBe(1);
    expect(screen.queryByRole('img', { name: /^Total de los últimos 12 meses/ })).toBeNull();
  });
});

describe('expense sums', () => {
  it('adds the amounts as integers', () => {
    expect(monthTotal(september)).toBe(6000);
    expect(monthTotal([])).toBe(0);
  });

  it('groups by category in the fixed order, skipping categories without spending', () => {
    expect(totalsByCategory([...september, ...october])).toEqual([
      { category: 'UTE', total: 4500 },
      { category: 'Turba', total: 1500 },
      { category: 'Sueldos', total: 20000 },
    ]);
  });
});
