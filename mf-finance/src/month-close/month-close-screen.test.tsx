import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_MONTH_MUTATION, MONTH_CLOSES_QUERY, MONTH_REPORT_CSV_QUERY } from './month-close-documents.ts';
import { MonthCloseScreen } from './month-close-screen.tsx';

const line = (over: Record<string, unknown> = {}) => ({
  __typename: 'BalanceLine',
  productId: 8,
  species: 'OG Kush',
  opening: 700,
  received: 0,
  adjusted: 0,
  dispensed: 10,
  destroyed: 5,
  pending: 0,
  closing: 685,
  ledger: 685,
  difference: 0,
  reason: null,
  ...over,
});
const month = (over: Record<string, unknown> = {}) => ({
  __typename: 'MonthClose',
  month: '2026-10',
  closed: false,
  closable: true,
  hash: 'a'.repeat(64),
  events: 12,
  pendingOrders: 0,
  signedBy: null,
  closedAt: null,
  lines: [line()],
  ...over,
});
const september = month({
  month: '2026-09',
  closed: true,
  closable: false,
  hash: 'b'.repeat(64),
  signedBy: 'Lucía Pereira',
  closedAt: '2026-10-01T12:00:00.000Z',
});

function setup(options: { technicalLead?: boolean; current?: ReturnType<typeof month> } = {}) {
  const sent: unknown[] = [];
  let closed = false;
  const always = { maxUsageCount: Number.POSITIVE_INFINITY };
  const overview = () => ({
    __typename: 'MonthCloses',
    currentMonth: '2026-10',
    nextToClose: closed ? '2026-11' : '2026-10',
    technicalLead: options.technicalLead ?? true,
    months: [
      closed
        ? month({
            closed: true,
            closable: false,
            signedBy: 'Lucía Pereira',
            closedAt: '2026-10-14T21:00:00.000Z',
          })
        : (options.current ?? month()),
      september,
    ],
  });
  const mocks: MockLink.MockedResponse[] = [
    typedMock({
      request: { query: MONTH_CLOSES_QUERY },
      result: () => ({ data: { monthCloses: overview() } }),
      ...always,
    }),
    typedMock({
      request: { query: CLOSE_MONTH_MUTATION, variables: recordVariables(({ input }) => sent.push(input)) },
      result: () => {
        closed = true;
        return {
          data: {
            closeMonth: {
              __typename: 'CloseMonthResult',
              ok: true,
              code: null,
              error: null,
              hash: 'a'.repeat(64),
            },
          },
        };
      },
      ...always,
    }),
    typedMock({
      request: { query: MONTH_REPORT_CSV_QUERY, variables: { month: '2026-09' } },
      result: { data: { monthReportCsv: 'club;Club de socios\r\n' } },
      ...always,
    }),
  ];
  renderScreen(<MonthCloseScreen />, { mocks });
  return { sent };
}

describe('MonthCloseScreen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the month to close with its balance and hash, and the RT closes it with that hash', async () => {
    const { sent } = setup();
    const table = await screen.findByRole('table', { name: 'Cierre mensual' });
    const row = within(table).getByRole('row', { name: /OG Kush/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['700', '0', '0', '10', '5', '0', '685', '685', '0']);
    expect(screen.getByText('a'.repeat(64))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar el mes' }));
    await waitFor(() => expect(sent).toEqual([{ month: '2026-10', hash: 'a'.repeat(64), reasons: [] }]));
    expect(await screen.findByText(/el 14\/10\/2026, firmado por Lucía Pereira/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeTruthy();
  });

  it('asks a reason for each line with a difference and sends it', async () => {
    const { sent } = setup({ current: month({ lines: [line({ ledger: 682, difference: -3 })] }) });
    const reason = await screen.findByLabelText('Motivo de la diferencia de OG Kush');
    fireEvent.change(reason, { target: { value: 'Recuento' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar el mes' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { month: '2026-10', hash: 'a'.repeat(64), reasons: [{ productId: 8, reason: 'Recuento' }] },
      ]),
    );
  });

  it('lets an admin who is not the RT see it all but not close', async () => {
    setup({ technicalLead: false });
    expect(
      await screen.findByText(
        'Solo el Responsable Técnico puede cerrar el mes. Un admin lo designa en Socios.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cerrar el mes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('will not close a month with orders still open', async () => {
    setup({ current: month({ pendingOrders: 2 }) });
    expect(await screen.findByText(/Hay 2 pedidos sin cerrar en este mes/)).toBeTruthy();
    // The notice leads to where they are marked.
    expect(
      screen
        .getByRole('link', { name: 'marcalos entregados o no retirados en Ordenes' })
        .getAttribute('href'),
    ).toBe('/admin/orders#sin-cerrar');
    expect((screen.getByRole('button', { name: 'Cerrar el mes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a closed month as signed, with the report downloads', async () => {
    setup();
    const select = await screen.findByLabelText('Mes');
    fireEvent.change(select, { target: { value: '2026-09' } });
    expect(await screen.findByText(/el 01\/10\/2026, firmado por Lucía Pereira/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cerrar el mes' })).toBeNull();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:informe';
    });
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    // The BOM first (text() would drop it), then the gateway's CSV.
    const bytes = new Uint8Array(await (created[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('club;Club de socios\r\n');
  });
});
