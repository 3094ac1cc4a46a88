import { describe, expect, it } from 'vitest';
import { analysed, harvested, onlyAnalysedFrom, received } from '../../test-support/stock-lots.fixture.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import { StockLots } from './stock-lots.ts';

// The lots on hand as the carta and the labels read them: which lot goes next, what a handover
// would take, and the analysed grams a new order may still take.

const onlyAnalysed = onlyAnalysedFrom('2024-09-01');

function fold(...events: ClubEvent[]): StockLots {
  const lots = new StockLots();
  for (const event of events) lots.apply(event);
  return lots;
}

describe('the lots on hand', () => {
  const history = [
    received(30),
    harvested(7, 1),
    received(20, 7),
    harvested(8, 2),
    received(50, 8),
    analysed(2),
  ];

  it('the next lot is the front one, or the first analysed one while the club sells only those', () => {
    const lots = fold(...history, onlyAnalysed);
    expect(lots.nextLot(1, '2024-08-31')).toEqual({ harvestId: null, grams: 30 });
    expect(lots.nextLot(1, '2024-09-01')).toEqual({ harvestId: 8, grams: 50 });
    expect(lots.batchOf(8)).toBe(2);
    expect(lots.nextLot(2, '2024-09-01')).toBeNull();
  });

  it('tells what a handover would take without taking it', () => {
    const lots = fold(...history);
    expect(lots.wouldTake(1, 40, '2024-09-01')).toEqual([
      { harvestId: null, grams: 30 },
      { harvestId: 7, grams: 10 },
    ]);
    expect(lots.lotsOf(1)).toEqual([
      { harvestId: null, grams: 30 },
      { harvestId: 7, grams: 20 },
      { harvestId: 8, grams: 50 },
    ]);
  });

  it('a handover undone puts its grams back at the front of the lots they left', () => {
    const line = { productId: 1, key: 'p1', species: 'P 1', grams: 40, price: 40 };
    const fact = { orderId: 'o1', memberId: 2, date: '2024-09-02', lines: [line] };
    const lots = fold(...history, { type: 'OrderDelivered', payload: { ...fact, total: 1600 } });
    expect(lots.lotsOf(1)).toEqual([
      { harvestId: 7, grams: 10 },
      { harvestId: 8, grams: 50 },
    ]);
    lots.apply({
      type: 'OrderHandoverReverted',
      payload: { ...fact, total: 1600, by: 1, reason: 'Error' },
    });
    expect(lots.lotsOf(1)).toEqual([
      { harvestId: null, grams: 30 },
      { harvestId: 7, grams: 20 },
      { harvestId: 8, grams: 50 },
    ]);
  });

  it('analysed grams for sale leave out what pending orders hold', () => {
    const lots = fold(...history);
    // 100 g in lots, 50 g analysed; the stock row says 80 g: 20 g are held by pending orders.
    expect(lots.analysedForSale(1, 80)).toBe(30);
    expect(lots.analysedForSale(1, 100)).toBe(50);
    expect(lots.analysedForSale(1, 40)).toBe(0);
    expect(fold(...history.slice(0, 5)).analysedForSale(1, 100)).toBe(0);
  });

  it('a copy folds on without changing the original', () => {
    const lots = fold(...history);
    const copy = lots.clone();
    copy.apply(received(-50, 8));
    expect(copy.lotsOf(1)).toHaveLength(2);
    expect(lots.lotsOf(1)).toHaveLength(3);
  });
});
