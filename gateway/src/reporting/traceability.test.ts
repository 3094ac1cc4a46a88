import { describe, expect, it } from 'vitest';
import { sealedAs } from '../../test-support/sealed.fixture.ts';
import { analysed, harvested, onlyAnalysedFrom, received } from '../../test-support/stock-lots.fixture.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import { attributeDispensations } from './traceability.ts';

// The FIFO attribution of decision 029: given a product's stock facts and handovers in log
// order, then each handover's grams by harvest.

const delivered = (orderId: string, grams: number, memberId = 2): ClubEvent => ({
  type: 'OrderDelivered',
  payload: {
    orderId,
    memberId,
    date: '2024-09-03',
    total: grams * 10,
    lines: [{ productId: 1, key: 'ogkush', species: 'OG Kush', grams, price: 10 }],
  },
});
const adjusted = (grams: number): ClubEvent => ({
  type: 'StockAdjusted',
  payload: { productId: 1, grams, reason: 'x' },
});

const sources = (events: ClubEvent[]) =>
  attributeDispensations(events).map((a) => [a.sourceStream, a.harvestId, a.grams]);

describe('FIFO attribution of dispensed grams', () => {
  it('takes the oldest lot first and splits a handover across lots', () => {
    expect(
      sources([received(30), received(100, 7), delivered('a', 20), delivered('b', 40), delivered('c', 40)]),
    ).toEqual([
      ['order-a', null, 20],
      ['order-b', null, 10],
      ['order-b', 7, 30],
      ['order-c', 7, 40],
    ]);
  });

  it('a harvest corrected down loses grams from its own lot; a loss takes from the front', () => {
    expect(
      sources([received(50, 7), received(50, 8), received(-30, 8), adjusted(-40), delivered('a', 30)]),
    ).toEqual([
      ['order-a', 7, 10],
      ['order-a', 8, 20],
    ]);
  });

  it('a handover undone leaves the registry, and its grams go to the next handover from the same lots', () => {
    const undone: ClubEvent = {
      type: 'OrderHandoverReverted',
      payload: {
        orderId: 'a',
        memberId: 2,
        date: '2024-09-03',
        total: 200,
        lines: [{ productId: 1, key: 'ogkush', species: 'OG Kush', grams: 20, price: 10 }],
        by: 1,
        reason: 'Error',
      },
    };
    expect(sources([received(10), received(100, 7), delivered('a', 20), undone, delivered('b', 20)])).toEqual(
      [
        ['order-b', null, 10],
        ['order-b', 7, 10],
      ],
    );
  });

  it('grams beyond every lot are of unknown origin', () => {
    expect(sources([received(10, 7), delivered('a', 15)])).toEqual([
      ['order-a', 7, 10],
      ['order-a', null, 5],
    ]);
  });
});

describe('FIFO attribution while the club sells only analysed batches', () => {
  const destroyed = (grams: number): ClubEvent => ({
    type: 'StockDestroyed',
    payload: {
      destructionId: 'd',
      target: { kind: 'product', productId: 1 },
      productId: 1,
      grams,
      reason: 'moho',
      method: 'compost',
      witness: sealedAs('testigo'),
      date: '2024-09-01',
    },
  });

  it('takes the analysed lots first from the day the setting rules, then the rest', () => {
    const history = [
      received(30),
      harvested(7, 1),
      received(20, 7),
      harvested(8, 2),
      received(50, 8),
      analysed(2),
    ];
    expect(sources([...history, onlyAnalysedFrom('2024-09-03'), delivered('a', 60)])).toEqual([
      ['order-a', 8, 50],
      ['order-a', null, 10],
    ]);
    // Before its day, plain FIFO.
    expect(sources([...history, onlyAnalysedFrom('2024-09-04'), delivered('a', 40)])).toEqual([
      ['order-a', null, 30],
      ['order-a', 7, 10],
    ]);
  });

  it('a destruction takes from the front, as a loss does', () => {
    expect(sources([received(30), received(50, 7), destroyed(40), delivered('a', 10)])).toEqual([
      ['order-a', 7, 10],
    ]);
  });
});
