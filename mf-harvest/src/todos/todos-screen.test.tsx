import type { MockLink } from '@apollo/client/testing';
import type { SendTaskReportMutationVariables } from '@club/web-kit/graphql/graphql';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_TASK_REPORT_MUTATION, TASK_CHECKLISTS_QUERY, TASK_REPORTS_QUERY } from './todos-documents.ts';
import { TodosScreen } from './todos-screen.tsx';

const checklists = [
  { key: 'floracion', label: 'Floracion', tasks: ['Regar', 'Revisar luces'] },
  { key: 'preparto', label: 'Preparto', tasks: ['Fumigar con neem'] },
  { key: 'crecimiento', label: 'Crecimiento', tasks: ['Atar ramas'] },
  { key: 'antes_de_salir', label: 'Antes de salir', tasks: ['Activar la alarma', 'Cerrar las puertas'] },
].map((c) => ({ __typename: 'TaskChecklist', ...c }));

const report = {
  __typename: 'TaskReport',
  id: 1,
  socioName: 'Lucía Pereira',
  date: '2025-05-10',
  sentAt: '2025-05-10T22:00:00.000Z',
  workdone: {
    __typename: 'Workdone',
    floracion: ['Regar'],
    preparto: [],
    crecimiento: [],
    antes_de_salir: ['Activar la alarma'],
  },
};

function renderWith(answer = { ok: true, error: null as string | null }) {
  const sent: SendTaskReportMutationVariables[] = [];
  const mocks: MockLink.MockedResponse[] = [
    typedMock({
      request: { query: TASK_CHECKLISTS_QUERY },
      result: { data: { taskChecklists: checklists } },
    }),
    typedMock({
      request: { query: TASK_REPORTS_QUERY },
      result: { data: { taskReports: [report] } },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: {
        query: SEND_TASK_REPORT_MUTATION,
        variables: recordVariables((variables) => sent.push(variables)),
      },
      result: { data: { sendTaskReport: { __typename: 'TaskReportResult', ...answer } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    }),
  ];
  renderScreen(<TodosScreen />, { mocks });
  return { sent };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('TodosScreen', () => {
  beforeEach(() => {
    // Only the date is faked: 23:59 of Saturday 10 May 2025 in Montevideo, already the 11th in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-11T02:59:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the four tabs of the spec, Floracion first, each with its checklist', async () => {
    renderWith();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tareas');
    await screen.findByRole('checkbox', { name: 'Regar' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Floracion',
      'Preparto',
      'Crecimiento',
      'Antes de salir',
    ]);
    expect(tab('Floracion').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Antes de salir'));
    expect(screen.getByRole('checkbox', { name: 'Activar la alarma' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Regar' })).toBeNull();
  });

  it("'ENVIAR' sends the checked tasks of every tab for today, then resets to Floracion with a short message", async () => {
    const { sent } = renderWith();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Regar' }));
    fireEvent.click(tab('Antes de salir'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Activar la alarma' }));
    expect(tab('Antes de salir').textContent).toBe('Antes de salir1');
    fireEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Checklist enviada')).toBeTruthy();
    expect(sent).toEqual([
      {
        date: '2025-05-10',
        workdone: {
          floracion: ['Regar'],
          preparto: [],
          crecimiento: [],
          antes_de_salir: ['Activar la alarma'],
        },
      },
    ]);
    expect(tab('Floracion').getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('checkbox', { name: 'Regar' }) as HTMLInputElement).checked).toBe(false);
  });

  it('asks for at least one task instead of sending an empty checklist', async () => {
    const { sent } = renderWith();
    await screen.findByRole('checkbox', { name: 'Regar' });
    fireEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(screen.getByRole('alert').textContent).toBe('Marcá al menos una tarea antes de enviar');
    // One task, then send: once its answer shows, an earlier request would have been sent too.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Regar' }));
    fireEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Checklist enviada')).toBeTruthy();
    expect(sent).toEqual([
      {
        date: '2025-05-10',
        workdone: { floracion: ['Regar'], preparto: [], crecimiento: [], antes_de_salir: [] },
      },
    ]);
  });

  it('lists the sent checklists by date', async () => {
    renderWith();
    expect(await screen.findByText('10/05/2025')).toBeTruthy();
    expect(screen.getByText('Lucía Pereira')).toBeTruthy();
    expect(screen.getByText('2 tareas')).toBeTruthy();
  });
});
