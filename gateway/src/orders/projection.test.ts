import { describe, expect, it } from 'vitest';
import type { OrderPlacedEvent } from './events.ts';
import { evolveOrder, projectOrders } from './projection.ts';

const placed = (orderId: string, lines: Array<{ productId: number; grams: number }>): OrderPlacedEvent => ({
  type: 'OrderPlaced',
  payload: {
    orderId,
    memberId: 2,
    date: '2024-09-03',
    time: '17:30',
    lines: lines.map((l) => ({ ...l, key: `p${l.productId}`, species: `P ${l.productId}`, price: 40 })),
    total: lines.reduce((sum, l) => sum + 40 * l.grams, 0),
    observations: '',
  },
});

describe('orders projection', () => {
  it('Given no row, When OrderPlaced, Then a placed order with its grams summed', () => {
    expect(
      evolveOrder(
        undefined,
        placed('a', [
          { productId: 8, grams: 10 },
          { productId: 9, grams: 5 },
        ]),
      ),
    ).toEqual({
      id: 'a',
      memberId: 2,
      pickupDate: '2024-09-03',
      pickupTime: '17:30',
      total: 600,
      grams: 15,
      observations: '',
      lines: [
        { productId: 8, key: 'p8', species: 'P 8', grams: 10, price: 40 },
        { productId: 9, key: 'p9', species: 'P 9', grams: 5, price: 40 },
      ],
      status: 'placed',
      prepared: false,
    });
  });

  it('Given a placed order, When prepared, delivered, then its handover undone, Then packed, delivered, reverted', () => {
    const order = placed('a', [{ productId: 8, grams: 10 }]);
    const fact = { orderId: 'a', memberId: 2, date: '2024-09-03' };
    const lines = order.payload.lines;
    const rows = projectOrders([
      order,
      { type: 'OrderPrepared', payload: fact },
      { type: 'OrderDelivered', payload: { ...fact, lines, total: 400 } },
    ]);
    expect(rows.get('a')).toMatchObject({ status: 'delivered', prepared: true });
    const reverted = evolveOrder(rows.get('a'), {
      type: 'OrderHandoverReverted',
      payload: { ...fact, lines, total: 400, by: 1, reason: 'Error' },
    });
    expect(reverted).toMatchObject({ status: 'reverted', prepared: true, grams: 10 });
  });

  it("Given the order streams' events, When rebuilt, Then one row per order", () => {
    const rows = projectOrders([
      placed('a', [{ productId: 8, grams: 10 }]),
      placed('b', [{ productId: 8, grams: 5 }]),
    ]);
    expect([...rows.keys()]).toEqual(['a', 'b']);
    expect(rows.get('b')?.grams).toBe(5);
  });
});
