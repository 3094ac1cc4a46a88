import { describe, expect, it } from 'vitest';
import { sealedAs } from '../../test-support/sealed.fixture.ts';
import type { LoggedStockEvent, StockEvent } from './business-dates.ts';
import { monthBalances } from './month-balance.ts';
import { monthHash } from './month-hash.ts';

// The monthly balance, Given events / When balanced / Then the figures per product and month.

let position = 0;
function logged(event: StockEvent, occurredAt = '2026-09-01T15:00:00.000Z'): LoggedStockEvent {
  position += 1;
  return { ...event, position, streamId: `s-${position}`, version: 1, occurredAt } as LoggedStockEvent;
}

const line = (grams: number) => ({ productId: 1, key: 'ogkush', species: 'OG Kush', grams, price: 100 });
const listed = () =>
  logged({
    type: 'ProductListed',
    payload: { productId: 1, key: 'ogkush', species: 'OG Kush', price: 100, available: true },
  });

function order(id: string, date: string, grams: number) {
  return logged({
    type: 'OrderPlaced',
    payload: {
      orderId: id,
      memberId: 5,
      date,
      time: '18:00',
      lines: [line(grams)],
      total: grams * 100,
      observations: '',
    },
  });
}

describe('monthBalances', () => {
  it('Given a month of every movement, Then opening + received ± adjusted − dispensed − destroyed − pending = closing = the ledger', () => {
    const events = [
      listed(),
      logged({
        type: 'StockReceived',
        payload: { productId: 1, grams: 500, source: 'seed', date: '2026-09-01' },
      }),
      logged({
        type: 'StockReceived',
        payload: { productId: 1, grams: 200, source: 'harvest', harvestId: 3, date: '2026-09-10' },
      }),
      logged({
        type: 'StockAdjusted',
        payload: { productId: 1, grams: -15, reason: 'Merma', date: '2026-09-11' },
      }),
      order('a', '2026-09-12', 10),
      logged({
        type: 'OrderDelivered',
        payload: { orderId: 'a', memberId: 5, date: '2026-09-12', lines: [line(10)], total: 1000 },
      }),
      order('b', '2026-09-19', 20),
      logged({
        type: 'OrderCancelled',
        payload: {
          orderId: 'b',
          memberId: 5,
          date: '2026-09-19',
          lines: [line(20)],
          by: 'member',
          reason: null,
        },
      }),
      order('c', '2026-09-26', 5),
      logged({
        type: 'BillIssued',
        payload: { billId: 'x', memberId: 5, date: '2026-09-20', lines: [line(7)], total: 700 },
      }),
      logged({
        type: 'StockDestroyed',
        payload: {
          destructionId: 'd',
          target: { kind: 'product', productId: 1 },
          productId: 1,
          grams: 5,
          reason: 'Moho',
          method: 'Compost',
          witness: sealedAs('Ana'),
          date: '2026-09-21',
        },
      }),
    ];
    const [september] = monthBalances(events, '2026-09');
    expect(september?.month).toBe('2026-09');
    expect(september?.products).toEqual([
      {
        productId: 1,
        key: 'ogkush',
        species: 'OG Kush',
        opening: 0,
        received: 700,
        adjusted: -15,
        dispensed: 17,
        destroyed: 5,
        pending: 5,
        closing: 658,
        ledger: 658,
        difference: 0,
      },
    ]);
  });

  it('Given a packed order handed over and its handover undone, Then nothing is dispensed and the grams are back on hand, as in the ledger', () => {
    const fact = { orderId: 'r', memberId: 5, date: '2026-09-12' };
    const events = [
      listed(),
      logged({
        type: 'StockReceived',
        payload: { productId: 1, grams: 100, source: 'seed', date: '2026-09-01' },
      }),
      order('r', '2026-09-12', 10),
      logged({ type: 'OrderPrepared', payload: fact }),
      logged({ type: 'OrderDelivered', payload: { ...fact, lines: [line(10)], total: 1000 } }),
      logged({
        type: 'OrderHandoverReverted',
        payload: { ...fact, lines: [line(10)], total: 1000, by: 1, reason: 'Error' },
      }),
    ];
    const [september] = monthBalances(events, '2026-09');
    expect(september?.products[0]).toMatchObject({
      received: 100,
      dispensed: 0,
      pending: 0,
      closing: 100,
      ledger: 100,
      difference: 0,
    });
  });

  it('Given facts dated in two months, Then each counts in the month of its business day, and the closing opens the next', () => {
    const events = [
      listed(),
      logged({
        type: 'StockReceived',
        payload: { productId: 1, grams: 100, source: 'seed', date: '2026-09-30' },
      }),
      // Recorded in October (occurredAt) for a harvest of September 28: September's.
      logged(
        {
          type: 'StockReceived',
          payload: { productId: 1, grams: 40, source: 'harvest', harvestId: 1, date: '2026-09-28' },
        },
        '2026-10-02T12:00:00.000Z',
      ),
      logged({
        type: 'BillIssued',
        payload: { billId: 'y', memberId: 5, date: '2026-10-03', lines: [line(30)], total: 3000 },
      }),
      // An order for a November pickup counts in neither month.
      order('n', '2026-11-04', 10),
    ];
    const [september, october] = monthBalances(events, '2026-10');
    expect(september?.products[0]).toMatchObject({
      opening: 0,
      received: 140,
      closing: 140,
      ledger: 140,
      difference: 0,
    });
    expect(october?.products[0]).toMatchObject({
      opening: 140,
      received: 0,
      dispensed: 30,
      pending: 0,
      closing: 110,
      ledger: 110,
    });
    expect(october?.events.map((event) => event.type)).toEqual(['BillIssued']);
  });

  it('Given an old StockAdjusted without a date, Then it counts on the Montevideo day it was appended', () => {
    const events = [
      listed(),
      // 02:00 UTC on October 1st is still September 30th in Montevideo.
      logged(
        { type: 'StockAdjusted', payload: { productId: 1, grams: 9, reason: 'Recuento' } },
        '2026-10-01T02:00:00.000Z',
      ),
    ];
    const [september, october] = monthBalances(events, '2026-10');
    expect(september?.products[0]).toMatchObject({ adjusted: 9, closing: 9 });
    expect(october?.products[0]).toMatchObject({ opening: 9, adjusted: 0, closing: 9 });
  });

  it('Given no event yet, Then one empty month', () => {
    expect(monthBalances([], '2026-10')).toEqual([{ month: '2026-10', products: [], events: [] }]);
  });
});

describe('monthHash', () => {
  it('is the SHA-256 of the canonical lines, whatever the order of keys or of the events given', () => {
    const a = logged({
      type: 'StockAdjusted',
      payload: { productId: 1, grams: 9, reason: 'R', date: '2026-09-02' },
    });
    const b = logged({
      type: 'StockAdjusted',
      payload: { productId: 1, grams: 3, reason: 'S', date: '2026-09-03' },
    });
    const reordered = {
      ...a,
      payload: { date: '2026-09-02', reason: 'R', grams: 9, productId: 1 },
    } as LoggedStockEvent;
    expect(monthHash([b, reordered])).toBe(monthHash([a, b]));
    expect(monthHash([a, b])).toMatch(/^[0-9a-f]{64}$/);
    expect(monthHash([a])).not.toBe(monthHash([a, b]));
    // An empty month hashes the empty text.
    expect(monthHash([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
