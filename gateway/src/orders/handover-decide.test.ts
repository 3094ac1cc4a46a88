import { describe, expect, it } from 'vitest';
import { decideHandover } from './decide.ts';
import type { OrderEvent, OrderPlacedEvent } from './events.ts';
import { evolveOrder, type OrderRow } from './projection.ts';

// Given the order's stream (folded with evolveOrder, as the service does), When an admin marks
// it, Then the events to append.

const placed: OrderPlacedEvent = {
  type: 'OrderPlaced',
  payload: {
    orderId: 'a1',
    memberId: 2,
    date: '2024-09-03',
    time: '17:30',
    lines: [
      { productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 },
      { productId: 9, key: 'kief', species: 'Kief', grams: 5, price: 60 },
    ],
    total: 750,
    observations: 'Paso tarde',
  },
};

function given(...events: OrderEvent[]): OrderRow | undefined {
  return events.reduce<OrderRow | undefined>((row, event) => evolveOrder(row, event), undefined);
}

describe('decideHandover', () => {
  it("Given a placed order, When marked 'Entregado', Then OrderDelivered with its day, member, lines and total", () => {
    expect(decideHandover(given(placed), 'delivered')).toEqual({
      ok: true,
      events: [
        {
          type: 'OrderDelivered',
          payload: {
            orderId: 'a1',
            memberId: 2,
            date: '2024-09-03',
            lines: placed.payload.lines,
            total: 750,
          },
        },
      ],
    });
  });

  it("Given a placed order, When marked 'No retirado', Then OrderNotCollected with the lines to give back", () => {
    expect(decideHandover(given(placed), 'not_collected')).toEqual({
      ok: true,
      events: [
        {
          type: 'OrderNotCollected',
          payload: { orderId: 'a1', memberId: 2, date: '2024-09-03', lines: placed.payload.lines },
        },
      ],
    });
  });

  it('Given a delivered order, When marked again either way, Then YA_ENTREGADO (a double click records one handover)', () => {
    const decision = decideHandover(given(placed), 'delivered');
    if (!decision.ok) throw new Error('expected OrderDelivered');
    const delivered = given(placed, decision.events[0]);
    expect(delivered?.status).toBe('delivered');
    for (const outcome of ['delivered', 'not_collected'] as const) {
      expect(decideHandover(delivered, outcome)).toEqual({
        ok: false,
        error: { code: 'YA_ENTREGADO', message: 'Este pedido ya fue marcado como entregado' },
      });
    }
  });

  it('Given an order not collected, When marked again, Then YA_NO_RETIRADO', () => {
    const gone = given(placed, {
      type: 'OrderNotCollected',
      payload: { orderId: 'a1', memberId: 2, date: '2024-09-03', lines: placed.payload.lines },
    });
    expect(decideHandover(gone, 'delivered')).toEqual({
      ok: false,
      error: { code: 'YA_NO_RETIRADO', message: 'Este pedido ya fue marcado como no retirado' },
    });
  });

  it('Given no order, Then PEDIDO_DESCONOCIDO', () => {
    expect(decideHandover(undefined, 'delivered')).toEqual({
      ok: false,
      error: { code: 'PEDIDO_DESCONOCIDO', message: 'No encontramos ese pedido' },
    });
  });
});
