import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CANCEL_ORDER_MUTATION,
  type MemberOrder,
  MY_GRAMS_TODAY_QUERY,
  MY_ORDERS_QUERY,
} from './my-orders-documents.ts';
import { MyOrdersScreen } from './my-orders-screen.tsx';

afterEach(cleanup);

const order = (id: string, date: string, status: MemberOrder['status'], cancellable: boolean) => ({
  __typename: 'MemberOrder',
  id,
  date,
  time: '17:00',
  status,
  prepared: false,
  grams: 10,
  total: 450,
  cancellable,
  lines: [{ __typename: 'MemberOrderLine', key: 'ogkush', species: 'OG Kush', grams: 10 }],
});

const pending = order('o-2', '2026-11-26', 'placed', true);
const delivered = order('o-1', '2026-11-17', 'delivered', false);

const grams = (usedMonth: number) =>
  typedMock({
    request: { query: MY_GRAMS_TODAY_QUERY, variables: () => true },
    result: {
      data: {
        myGrams: {
          __typename: 'GramsBalance',
          usedMonth,
          leftMonth: 40 - usedMonth,
          limitMonth: 40,
          usedYear: 120,
          leftYear: 360,
          limitYear: 480,
        },
      },
    },
  });

function renderWith(mocks: MockLink.MockedResponse[]) {
  renderScreen(<MyOrdersScreen />, { mocks, path: '/mispedidos' });
}

const ordersAnswer = (...orders: Fixture<MemberOrder>[]) =>
  typedMock({
    request: { query: MY_ORDERS_QUERY },
    result: { data: { myOrders: orders } },
  });

describe('Mis pedidos', () => {
  it('lists the orders newest first with their status, pickup, lines and total, and the grams of the month', async () => {
    renderWith([ordersAnswer(pending, delivered), grams(20)]);
    const items = await screen.findAllByRole('listitem', { name: /Retiro:/ });
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Retiro: jueves, 26 de noviembre a las 17:00',
      'Retiro: martes, 17 de noviembre a las 17:00',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Pendiente')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Entregado')).toBeTruthy();
    expect(items[0]?.textContent).toContain('OG Kush 10 g');
    expect(items[0]?.textContent).toContain('Total $ 450');
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Cancelar pedido' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    expect(
      await screen.findByText('Este mes llevás 20 g de 40 g (te quedan 20 g) · en el año, 120 g de 480 g'),
    ).toBeTruthy();
  });

  it("shows a pending order the club packed as 'Listo para retirar', and a handover undone as such", async () => {
    const ready = { ...pending, prepared: true };
    const undone = { ...delivered, status: 'reverted' };
    renderWith([ordersAnswer(ready, undone), grams(10)]);
    const items = await screen.findAllByRole('listitem', { name: /Retiro:/ });
    expect(within(items[0] as HTMLElement).getByText('Listo para retirar')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('Pendiente')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Entrega deshecha')).toBeTruthy();
  });

  it('cancels a pending order after asking, then shows it cancelled and the grams back', async () => {
    const sent: unknown[] = [];
    renderWith([
      ordersAnswer(pending, delivered),
      grams(30),
      typedMock({
        request: {
          query: CANCEL_ORDER_MUTATION,
          variables: recordVariables((variables) => sent.push(variables)),
        },
        result: {
          data: { cancelOrder: { __typename: 'CancelOrderResult', ok: true, code: null, error: null } },
        },
      }),
      ordersAnswer({ ...pending, status: 'cancelled', cancellable: false }, delivered),
      grams(20),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const confirm = screen.getByRole('group', {
      name: '¿Cancelás este pedido? Los gramos vuelven a tu mes.',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, cancelar' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Pedido cancelado. Los gramos volvieron a tu mes.',
    );
    expect(sent).toEqual([{ orderId: 'o-2' }]);
    const [first] = await screen.findAllByRole('listitem', { name: /Retiro:/ });
    expect(within(first as HTMLElement).getByText('Cancelado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    expect(await screen.findByText(/Este mes llevás 20 g de 40 g/)).toBeTruthy();
  });

  it("keeps the order and says why when it can't be cancelled any more", async () => {
    renderWith([
      ordersAnswer(pending),
      grams(10),
      typedMock({
        request: { query: CANCEL_ORDER_MUTATION, variables: { orderId: 'o-2' } },
        result: {
          data: {
            cancelOrder: {
              __typename: 'CancelOrderResult',
              ok: false,
              code: 'FUERA_DE_PLAZO',
              error: 'Ya no podés cancelar este pedido: faltan menos de 2 horas para retirarlo',
            },
          },
        },
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ya no podés cancelar este pedido: faltan menos de 2 horas para retirarlo',
    );
    expect(screen.getByText('Pendiente')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets the member step back from cancelling', async () => {
    renderWith([ordersAnswer(pending), grams(10)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('says there are no orders yet, with the way to the catalogue', async () => {
    renderWith([ordersAnswer(), grams(0)]);
    expect(await screen.findByText(/Todavía no hiciste pedidos\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al catálogo' }).getAttribute('href')).toBe('/carta');
  });
});
