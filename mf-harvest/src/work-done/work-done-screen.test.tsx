import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DELETE_WORK_MUTATION,
  WORK_DATES_QUERY,
  WORK_DAY_QUERY,
  WORK_MONTH_QUERY,
} from './work-done-documents.ts';
import { WorkDoneScreen } from './work-done-screen.tsx';

const entry = (id: number, type: string, socioName: string, noSocio: number | null, hours: number) => ({
  __typename: 'WorkEntry',
  id,
  type,
  noSocio,
  socioName,
  date: '2025-05-06',
  startHour: '14:00',
  endHour: '17:30',
  hours,
});
const person = (socioName: string, noSocio: number | null, thick: number, thin: number) => ({
  __typename: 'PersonHours',
  noSocio,
  socioName,
  thick,
  thin,
  total: thick + thin,
});

function renderWith() {
  const deleted: number[] = [];
  let dayCalls = 0;
  const mocks: MockLink.MockedResponse[] = [
    typedMock({
      request: { query: WORK_DATES_QUERY },
      result: { data: { workDates: ['2025-05-06', '2025-04-30'] } },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: { query: WORK_DAY_QUERY, variables: { date: '2025-05-06' } },
      result: () => {
        dayCalls += 1;
        const all = [entry(1, 'thick', 'Diego Silva', 41, 3.5), entry(2, 'thin', 'Pedro Pérez', null, 2.25)];
        return { data: { workDone: dayCalls === 1 ? all : all.slice(1) } };
      },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: { query: WORK_MONTH_QUERY, variables: { month: '2025-05' } },
      result: {
        data: { workMonthTotals: [person('Diego Silva', 41, 3.5, 0), person('Pedro Pérez', null, 0, 2.25)] },
      },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: {
        query: DELETE_WORK_MUTATION,
        variables: recordVariables(({ id }) => deleted.push(id)),
      },
      result: { data: { deleteWork: { __typename: 'DeleteWorkResult', ok: true, error: null, id: 1 } } },
    }),
  ];
  renderScreen(<WorkDoneScreen />, { mocks });
  return { deleted };
}

describe('WorkDoneScreen', () => {
  afterEach(cleanup);

  it('shows the thick and thin entries of the chosen date by person with hours, and the month’s totals', async () => {
    renderWith();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trabajo');
    const select = (await screen.findByLabelText('Fecha')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Elegir fecha', '06/05/2025', '30/04/2025']);
    fireEvent.change(select, { target: { value: '2025-05-06' } });

    const thick = (await screen.findByRole('heading', { name: 'Manicura gruesa' })).closest(
      'section',
    ) as HTMLElement;
    const thin = screen.getByRole('heading', { name: 'Manicura fina' }).closest('section') as HTMLElement;
    expect(within(thick).getByText('Diego Silva')).toBeTruthy();
    expect(within(thick).getByText('3,5 h')).toBeTruthy();
    expect(within(thin).getByText('Pedro Pérez')).toBeTruthy();
    expect(within(thin).getByText('2,25 h')).toBeTruthy();
    expect(within(thin).getByText(/no socio/)).toBeTruthy();

    const totals = (await screen.findByRole('heading', { name: 'Horas de Mayo 2025' })).closest(
      'section',
    ) as HTMLElement;
    const rows = within(totals)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Persona', 'Gruesa', 'Fina', 'Total'],
      ['Diego Silva', '3,5 h', '0 h', '3,5 h'],
      ['Pedro Pérez', '0 h', '2,25 h', '2,25 h'],
    ]);
  });

  it('deletes an entry only after Si in the confirmation; No keeps it', async () => {
    const { deleted } = renderWith();
    fireEvent.change(await screen.findByLabelText('Fecha'), { target: { value: '2025-05-06' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar el trabajo de Diego Silva' }));
    const dialog = screen.getByRole('dialog', { name: '¿Borrar el trabajo de Diego Silva (3,5 h)?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Borrar el trabajo de Diego Silva' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Trabajo borrado')).toBeTruthy();
    expect(deleted).toEqual([1]);
    expect(screen.queryByText('Diego Silva', { selector: '.hv-work__name' })).toBeNull();
  });
});
