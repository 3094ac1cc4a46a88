import { describe, expect, it } from 'vitest';
import type { EventsOfStream } from '../kernel/events/club-event.ts';
import { projectStock } from '../stock/public.ts';
import type { OrderPlacedEvent } from './events.ts';
import { evolveOrder, projectOrders } from './projection.ts';

type ProductListedEvent = Extract<EventsOfStream['product'], { type: 'ProductListed' }>;
type StockReceivedEvent = Extract<EventsOfStream['product'], { type: 'StockReceived' }>;

// The back office's events through the stock and orders projections (evolve), Given / When / Then.

const listed = (productId: number, price: number, available = true): ProductListedEvent => ({
  type: 'ProductListed',
  payload: { productId, key: `p${productId}`, species: `P ${productId}`, price, available },
});
const received = (productId: number, grams: number): StockReceivedEvent => ({
  type: 'StockReceived',
  payload: { productId, grams, source: 'seed' },
});
const lines = [
  { productId: 8, key: 'p8', species: 'P 8', grams: 10, price: 45 },
  { productId: 9, key: 'p9', species: 'P 9', grams: 5, price: 60 },
];
const placed: OrderPlacedEvent = {
  type: 'OrderPlaced',
  payload: {
    orderId: 'a',
    memberId: 2,
    date: '2024-09-03',
    time: '17:30',
    lines,
    total: 750,
    observations: '',
  },
};
const given = [listed(8, 45), received(8, 700), listed(9, 60), received(9, 30), placed];

describe('stock projection: edits, corrections, handovers', () => {
  it('Given OG Kush at $45, When StockEdited to $52 unavailable, Then price and availability change, grams stay', () => {
    const state = projectStock([
      ...given,
      {
        type: 'StockEdited',
        payload: { productId: 8, oldPrice: 45, newPrice: 52, oldAvailable: true, newAvailable: false },
      },
    ]);
    expect(state.get(8)).toEqual({
      productId: 8,
      key: 'p8',
      species: 'P 8',
      price: 52,
      available: false,
      grams: 690,
    });
  });

  it('When StockAdjusted by -15 then +5, Then the grams follow the signed changes', () => {
    const state = projectStock([
      ...given,
      { type: 'StockAdjusted', payload: { productId: 8, grams: -15, reason: 'Merma' } },
      { type: 'StockAdjusted', payload: { productId: 8, grams: 5, reason: 'Recuento' } },
    ]);
    expect(state.get(8)?.grams).toBe(680);
  });

  it('When the order is not collected, Then each line gives its grams back', () => {
    const state = projectStock([
      ...given,
      { type: 'OrderNotCollected', payload: { orderId: 'a', memberId: 2, date: '2024-09-03', lines } },
    ]);
    expect(state.get(8)?.grams).toBe(700);
    expect(state.get(9)?.grams).toBe(30);
  });

  it('When the order is delivered, Then stock does not move again (the grams left when it was placed)', () => {
    const before = projectStock(given);
    const after = projectStock(
      [
        {
          type: 'OrderDelivered',
          payload: { orderId: 'a', memberId: 2, date: '2024-09-03', lines, total: 750 },
        },
      ],
      before,
    );
    expect(after).toBe(before);
  });

  it('ignores edits and corrections of products it has never seen listed', () => {
    const before = projectStock([listed(8, 45)]);
    const after = projectStock(
      [
        {
          type: 'StockEdited',
          payload: { productId: 3, oldPrice: 40, newPrice: 10, oldAvailable: false, newAvailable: true },
        },
        { type: 'StockAdjusted', payload: { productId: 3, grams: 5, reason: 'x' } },
      ],
      before,
    );
    expect(after).toBe(before);
  });
});

describe('orders projection: handovers', () => {
  it('Given a placed order, When OrderDelivered, Then status delivered and nothing else changes', () => {
    const row = evolveOrder(undefined, placed);
    expect(
      evolveOrder(row, {
        type: 'OrderDelivered',
        payload: { orderId: 'a', memberId: 2, date: '2024-09-03', lines, total: 750 },
      }),
    ).toEqual({
      ...row,
      status: 'delivered',
    });
  });

  it('Given a placed order, When OrderNotCollected, Then status not_collected (its grams leave the month)', () => {
    const rows = projectOrders([
      placed,
      { type: 'OrderNotCollected', payload: { orderId: 'a', memberId: 2, date: '2024-09-03', lines } },
    ]);
    expect(rows.get('a')?.status).toBe('not_collected');
    expect(rows.get('a')?.grams).toBe(15);
  });

  it('Given no order, When a handover event arrives, Then no row appears', () => {
    expect(
      evolveOrder(undefined, {
        type: 'OrderDelivered',
        payload: { orderId: 'zz', memberId: 2, date: '2024-09-03', lines, total: 750 },
      }),
    ).toBeUndefined();
  });
});
