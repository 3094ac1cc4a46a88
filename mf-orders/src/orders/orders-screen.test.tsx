import type { MockLink } from '@apollo/client/testing';
import type { AdminCancelOrderMutation } from '@club/web-kit/graphql/graphql';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_CANCEL_ORDER_MUTATION,
  ADMIN_ORDERS_QUERY,
  type AdminOrder,
  DELIVER_ORDER_MUTATION,
  DISPENSATIONS_CSV_QUERY,
  NOT_COLLECTED_MUTATION,
  ORDER_DAYS_QUERY,
  ORDER_SEARCH_QUERY,
  PREPARE_ORDER_MUTATION,
  REVERT_HANDOVER_MUTATION,
  UNCLOSED_ORDERS_QUERY,
} from './orders-documents.ts';
import { OrdersScreen } from './orders-screen.tsx';

type CancelOrderResult = AdminCancelOrderMutation['adminCancelOrder'];

const placedEvent = (position: number, actorName: string) => ({
  __typename: 'LogEvent',
  position,
  type: 'OrderPlaced',
  actor: 'member-2',
  actorName,
  occurredAt: '2024-09-02T15:00:00.000Z',
});

const order = (
  id: string,
  hour: string,
  socio: string,
  extra: Partial<Fixture<AdminOrder>> = {},
): Fixture<AdminOrder> => ({
  __typename: 'AdminOrder',
  id,
  date: '2024-09-03',
  hour,
  socio,
  memberId: 2,
  observations: '',
  total: 450,
  grams: 10,
  status: 'placed',
  prepared: false,
  products: [{ __typename: 'AdminOrderLine', productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10 }],
  history: [placedEvent(Number(id.replace(/\D/g, '')), socio)],
  ...extra,
});

const tuesday: [Fixture<AdminOrder>, Fixture<AdminOrder>] = [
  order('o1', '17:00', 'Martín Rodríguez', {
    observations: 'Paso después del trabajo',
    total: 750,
    grams: 15,
    products: [
      { __typename: 'AdminOrderLine', productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10 },
      { __typename: 'AdminOrderLine', productId: 9, key: 'kief', species: 'Kief', grams: 5 },
    ],
  }),
  order('o2', '18:30', 'Sofía Martínez'),
];

const daysMock: MockLink.MockedResponse = typedMock({
  request: { query: ORDER_DAYS_QUERY },
  result: { data: { orderDays: ['2024-09-03', '2024-09-05'] } },
});
const ordersOf = (date: string, adminOrders: Fixture<AdminOrder>[]): MockLink.MockedResponse =>
  typedMock({
    request: { query: ADMIN_ORDERS_QUERY, variables: { date } },
    result: { data: { adminOrders } },
  });

// Asked again after each mark, so 'Sin cerrar' drops what was marked.
const unclosedOf = (unclosedOrders: Fixture<AdminOrder>[]): MockLink.MockedResponse =>
  typedMock({
    request: { query: UNCLOSED_ORDERS_QUERY },
    result: { data: { unclosedOrders } },
    maxUsageCount: Infinity,
  });

// The search by member, beside the day's orders.
const searchMembers: MockLink.MockedResponse = typedMock({
  request: { query: ORDER_SEARCH_QUERY },
  result: {
    data: {
      members: [{ __typename: 'Member', id: 26, name: 'Ana', lastName: 'Fernández', active: true }],
      adminCheck: { __typename: 'AdminCheck', permissions: ['orders.manage'] },
    },
  },
  maxUsageCount: Infinity,
});

function renderWith(mocks: MockLink.MockedResponse[], unclosed: Fixture<AdminOrder>[] = []) {
  return renderScreen(<OrdersScreen />, { mocks: [daysMock, unclosedOf(unclosed), searchMembers, ...mocks] });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('OrdersScreen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("offers the days with orders and shows the nearest day's orders by hour", async () => {
    renderWith([
      ordersOf('2024-09-03', tuesday),
      ordersOf('2024-09-05', [order('o3', '19:45', 'Diego Silva')]),
    ]);
    const day = (await screen.findByLabelText('Día')) as HTMLSelectElement;
    expect([...day.options].map((option) => [option.value, option.textContent])).toEqual([
      ['2024-09-03', 'martes, 3 de setiembre'],
      ['2024-09-05', 'jueves, 5 de setiembre'],
    ]);
    await screen.findByRole('article', { name: '17:00 Martín Rodríguez' });
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      '17:00 Martín Rodríguez',
      '18:30 Sofía Martínez',
    ]);
    const first = card('17:00 Martín Rodríguez');
    expect(within(first).getByText('OG Kush').parentElement?.textContent).toBe('OG Kush 10 g');
    expect(within(first).getByText('Kief').parentElement?.textContent).toBe('Kief 5 g');
    expect(within(first).getByText(/Paso después del trabajo/)).toBeTruthy();
    expect(within(first).getByText('$ 750')).toBeTruthy();
    expect(within(first).getByText('Pendiente')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Pedidos del martes, 3 de setiembre/ }).textContent).toContain(
      '2 pedidos',
    );

    fireEvent.change(day, { target: { value: '2024-09-05' } });
    await screen.findByRole('article', { name: '19:45 Diego Silva' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it("lists the pending orders of past days under 'Sin cerrar', each with its day, ready to mark", async () => {
    const stuck = order('o9', '12:00', 'Lucía Pereira', { date: '2024-08-27' });
    renderWith([ordersOf('2024-09-03', tuesday)], [stuck]);
    const section = await screen.findByRole('region', { name: /Sin cerrar/ });
    expect(within(section).getByRole('heading', { name: /Sin cerrar/ }).textContent).toContain('1 pedido');
    expect(
      within(section).getByText(
        'Pedidos de días pasados que siguen pendientes: marcá cada uno como Entregado o No retirado.',
      ),
    ).toBeTruthy();
    const stuckCard = within(section).getByRole('article', { name: '12:00 Lucía Pereira' });
    expect(within(stuckCard).getByRole('heading').textContent).toBe(
      'martes, 27 de agosto, 12:00 Lucía Pereira',
    );
    expect(within(stuckCard).getByRole('button', { name: /como entregado/ })).toBeTruthy();
    expect(within(stuckCard).getByRole('button', { name: /como no retirado/ })).toBeTruthy();
    // The day's orders are still listed below, as the spec's view.
    await screen.findByRole('article', { name: '17:00 Martín Rodríguez' });
  });

  it('shows no Sin cerrar section when every past order is closed', async () => {
    renderWith([ordersOf('2024-09-03', tuesday)]);
    await screen.findByRole('article', { name: '17:00 Martín Rodríguez' });
    expect(screen.queryByRole('region', { name: /Sin cerrar/ })).toBeNull();
  });

  it('says so when no day from the last 24 hours onwards has orders', async () => {
    renderScreen(<OrdersScreen />, {
      mocks: [
        typedMock({ request: { query: ORDER_DAYS_QUERY }, result: { data: { orderDays: [] } } }),
        unclosedOf([]),
        searchMembers,
      ],
    });
    await screen.findByText('No hay pedidos desde ayer en adelante.');
    expect(screen.queryByLabelText('Día')).toBeNull();
  });

  it("marks an order 'Entregado': 'Cargando...', then the status and the history show it", async () => {
    renderWith([
      ordersOf('2024-09-03', tuesday),
      typedMock({
        request: { query: DELIVER_ORDER_MUTATION, variables: { orderId: 'o1' } },
        delay: 30,
        result: {
          data: {
            handover: {
              __typename: 'HandoverResult',
              ok: true,
              code: null,
              error: null,
              order: {
                __typename: 'AdminOrder',
                id: 'o1',
                status: 'delivered',
                prepared: false,
                history: [
                  placedEvent(1, 'Martín Rodríguez'),
                  {
                    __typename: 'LogEvent',
                    position: 9,
                    type: 'OrderDelivered',
                    actor: 'member-1',
                    actorName: 'Lucía Pereira',
                    occurredAt: '2024-09-03T20:10:00.000Z',
                  },
                ],
              },
            },
          },
        },
      }),
    ]);
    await screen.findByRole('article', { name: '17:00 Martín Rodríguez' });
    const first = card('17:00 Martín Rodríguez');
    fireEvent.click(within(first).getByRole('button', { name: /como entregado/ }));
    expect(within(first).getByRole('button', { name: /como entregado/ }).textContent).toBe('Cargando...');
    expect(within(first).getByRole('button', { name: /como no retirado/ })).toHaveProperty('disabled', true);

    await waitFor(() => expect(within(first).queryByRole('button', { name: /como/ })).toBeNull());
    expect(within(first).getByText('Entregado', { selector: '.or-order__status' })).toBeTruthy();
    const history = within(first).getByText('Historial').closest('details') as HTMLElement;
    expect([...history.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Pedido realizadoMartín Rodríguez · 02/09/2024 12:00',
      'EntregadoLucía Pereira · 03/09/2024 17:10',
    ]);
    // The other order is untouched.
    expect(within(card('18:30 Sofía Martínez')).getByText('Pendiente')).toBeTruthy();
  });

  it("marks an order 'Preparado' and shows it packed, still to hand over", async () => {
    const sent: unknown[] = [];
    renderWith([
      ordersOf('2024-09-03', tuesday),
      typedMock({
        request: { query: PREPARE_ORDER_MUTATION, variables: recordVariables((v) => sent.push(v)) },
        result: {
          data: {
            handover: {
              __typename: 'HandoverResult',
              ok: true,
              code: null,
              error: null,
              order: { __typename: 'AdminOrder', id: 'o1', status: 'placed', prepared: true, history: [] },
            },
          },
        },
      }),
    ]);
    await screen.findByRole('article', { name: '17:00 Martín Rodríguez' });
    const first = card('17:00 Martín Rodríguez');
    fireEvent.click(within(first).getByRole('button', { name: /como preparado/ }));
    await waitFor(() => expect(within(first).queryByRole('button', { name: /como preparado/ })).toBeNull());
    expect(sent).toEqual([{ orderId: 'o1' }]);
    expect(within(first).getByText('Preparado')).toBeTruthy();
    expect(within(first).getByRole('button', { name: /como entregado/ })).toBeTruthy();
  });

  it("undoes a handover with a reason: the delivered card offers it, then shows 'Entrega deshecha'", async () => {
    const sent: unknown[] = [];
    const delivered = order('o1', '17:00', 'Martín Rodríguez', { status: 'delivered' });
    renderWith([
      ordersOf('2024-09-03', [delivered]),
      typedMock({
        request: { query: REVERT_HANDOVER_MUTATION, variables: recordVariables((v) => sent.push(v)) },
        result: {
          data: {
            handover: {
              __typename: 'HandoverResult',
              ok: true,
              code: null,
              error: null,
              order: { __typename: 'AdminOrder', id: 'o1', status: 'reverted', prepared: false, history: [] },
            },
          },
        },
      }),
    ]);
    await screen.findByRole('article', { name: '17:00 Martín Rodríguez' });
    const first = card('17:00 Martín Rodríguez');
    fireEvent.click(
      within(first).getByRole('button', {
        name: 'Deshacer la entrega del pedido de Martín Rodríguez (17:00)',
      }),
    );
    fireEvent.change(within(first).getByLabelText('Motivo'), { target: { value: 'Era otro pedido' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Confirmar: deshacer la entrega' }));
    await waitFor(() =>
      expect(within(first).getByText('Entrega deshecha', { selector: '.or-order__status' })).toBeTruthy(),
    );
    expect(sent).toEqual([{ orderId: 'o1', reason: 'Era otro pedido' }]);
    expect(within(first).queryByRole('button', { name: /Deshacer/ })).toBeNull();
  });

  it("shows the gateway's refusal when the order was already marked", async () => {
    renderWith([
      ordersOf('2024-09-03', tuesday),
      typedMock({
        request: { query: NOT_COLLECTED_MUTATION, variables: { orderId: 'o2' } },
        result: {
          data: {
            handover: {
              __typename: 'HandoverResult',
              ok: false,
              code: 'YA_ENTREGADO',
              error: 'Este pedido ya fue marcado como entregado',
              order: null,
            },
          },
        },
      }),
    ]);
    await screen.findByRole('article', { name: '18:30 Sofía Martínez' });
    const second = card('18:30 Sofía Martínez');
    fireEvent.click(within(second).getByRole('button', { name: /como no retirado/ }));
    expect((await within(second).findByRole('alert')).textContent).toBe(
      'Este pedido ya fue marcado como entregado',
    );
  });

  it('cancels an order with a reason: the refusal without one, then the order shown cancelled', async () => {
    const cancelAnswer = (
      reason: string,
      answer: Pick<CancelOrderResult, 'ok'> & Partial<CancelOrderResult>,
    ): MockLink.MockedResponse =>
      typedMock({
        request: { query: ADMIN_CANCEL_ORDER_MUTATION, variables: { orderId: 'o2', reason } },
        result: {
          data: { adminCancelOrder: { __typename: 'CancelOrderResult', code: null, error: null, ...answer } },
        },
      });
    renderWith(
      [
        ordersOf('2024-09-03', tuesday),
        cancelAnswer('', {
          ok: false,
          code: 'MOTIVO_INVALIDO',
          error: 'Escribí el motivo de la cancelación',
        }),
        cancelAnswer('Avisó que no viene', { ok: true }),
        // Asked again after the cancellation: the order now cancelled.
        ordersOf('2024-09-03', [tuesday[0], { ...tuesday[1], status: 'cancelled' }]),
        unclosedOf([]),
      ],
      [],
    );
    await screen.findByRole('article', { name: '18:30 Sofía Martínez' });
    const second = card('18:30 Sofía Martínez');
    fireEvent.click(
      within(second).getByRole('button', { name: 'Cancelar pedido de Sofía Martínez (18:30)' }),
    );
    fireEvent.click(within(second).getByRole('button', { name: 'Confirmar cancelación' }));
    expect((await within(second).findByRole('alert')).textContent).toBe(
      'Escribí el motivo de la cancelación',
    );

    fireEvent.change(within(second).getByLabelText('Motivo de la cancelación'), {
      target: { value: 'Avisó que no viene' },
    });
    fireEvent.click(within(second).getByRole('button', { name: 'Confirmar cancelación' }));
    await waitFor(() =>
      expect(
        within(card('18:30 Sofía Martínez')).getByText('Cancelado', { selector: '.or-order__status' }),
      ).toBeTruthy(),
    );
    expect(within(card('18:30 Sofía Martínez')).queryByRole('button', { name: /Cancelar|como/ })).toBeNull();
    expect(within(card('17:00 Martín Rodríguez')).getByText('Pendiente')).toBeTruthy();
  });

  it("downloads the chosen month's dispensations as the gateway's CSV", async () => {
    // Only the date is faked (Tuesday 3 September 2024, 17:00 in Montevideo); timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-09-03T20:00:00Z'));
    const csv =
      'mes;socio_id;nombre;apellido;producto;especie;gramos\r\n2024-09;2;Martín;Rodríguez;ogkush;OG Kush;10\r\n';
    let saved: Blob | undefined;
    // Spies, so that afterEach gives URL its own functions back.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWith([
      ordersOf('2024-09-03', tuesday),
      typedMock({
        request: { query: DISPENSATIONS_CSV_QUERY, variables: { month: '2024-09' } },
        result: { data: { dispensationsCsv: csv } },
      }),
    ]);
    const month = (await screen.findByLabelText('Mes')) as HTMLSelectElement;
    // The current month is chosen; next month and the 11 before are offered, in Spanish.
    expect([...month.options].slice(0, 3).map((option) => option.textContent)).toEqual([
      'Octubre 2024',
      'Setiembre 2024',
      'Agosto 2024',
    ]);
    expect(month.options).toHaveLength(13);
    expect(month.value).toBe('2024-09');

    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await screen.findByText('Descargado: dispensaciones-2024-09.csv');
    expect(clicked).toEqual(['dispensaciones-2024-09.csv']);
    // UTF-8 with a BOM (for spreadsheets), then the gateway's CSV as it came.
    const bytes = new Uint8Array((await saved?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(csv);
  });
});
