import { describe, expect, it } from 'vitest';
import type { EventsOfStream } from '../kernel/events/club-event.ts';

type OrderPlacedEvent = Extract<EventsOfStream['order'], { type: 'OrderPlaced' }>;

import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import type { ProductListedEvent, StockReceivedEvent } from './events.ts';
import { projectStock } from './stock-rows.ts';

/** Personal data as the log holds it: sealed, never read by this feature. */
const SEALED = 'v1.sealed' as Sealed;

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

describe('stock projection', () => {
  const listed = (productId: number, price: number, available = true): ProductListedEvent => ({
    type: 'ProductListed',
    payload: { productId, key: `p${productId}`, species: `P ${productId}`, price, available },
  });
  const received = (productId: number, grams: number): StockReceivedEvent => ({
    type: 'StockReceived',
    payload: { productId, grams, source: 'seed' },
  });

  it('Given listed products with stock received, Then price, availability and grams', () => {
    const state = projectStock([listed(8, 45), received(8, 700), listed(9, 60, false), received(9, 30)]);
    expect([...state.values()]).toEqual([
      { productId: 8, key: 'p8', species: 'P 8', price: 45, available: true, grams: 700 },
      { productId: 9, key: 'p9', species: 'P 9', price: 60, available: false, grams: 30 },
    ]);
  });

  it('When an order is placed, Then each line takes its grams from its product, by productId', () => {
    const state = projectStock([
      listed(8, 45),
      received(8, 700),
      listed(9, 60),
      received(9, 30),
      listed(1, 45),
      received(1, 620),
      placed('a', [
        { productId: 8, grams: 10 },
        { productId: 9, grams: 5 },
      ]),
      placed('b', [{ productId: 8, grams: 25 }]),
    ]);
    expect(state.get(8)?.grams).toBe(665);
    expect(state.get(9)?.grams).toBe(25);
    expect(state.get(1)?.grams).toBe(620);
  });

  it('When a bill is issued, Then its lines take their grams out as an order does', () => {
    const state = projectStock([
      listed(8, 45),
      received(8, 700),
      listed(9, 60),
      received(9, 30),
      {
        type: 'BillIssued',
        payload: {
          billId: 'b1',
          memberId: 2,
          date: '2024-09-10',
          lines: [
            { productId: 8, key: 'ogkush', species: 'OG Kush', grams: 12, price: 45 },
            { productId: 9, key: 'kief', species: 'Kief', grams: 3, price: 60 },
          ],
          total: 720,
        },
      },
    ]);
    expect(state.get(8)?.grams).toBe(688);
    expect(state.get(9)?.grams).toBe(27);
  });

  it('When listed again, Then price and availability change and the grams stay', () => {
    const state = projectStock([listed(8, 45), received(8, 700), listed(8, 50, false)]);
    expect(state.get(8)).toEqual({
      productId: 8,
      key: 'p8',
      species: 'P 8',
      price: 50,
      available: false,
      grams: 700,
    });
  });

  it('Given a product added to the catalogue, Then its row at its price with 0 g; retired, it is off sale', () => {
    const added = {
      type: 'ProductAdded' as const,
      payload: {
        productId: 10,
        key: 'gorillaglue',
        species: 'Gorilla Glue',
        sativa: 40,
        indica: 60,
        thc: 25,
        cbd: 0.1,
        genetics: '',
        smell: '',
        flavor: '',
        description: '',
        price: 55,
        available: true,
      },
    };
    const state = projectStock([added, received(10, 200)]);
    expect(state.get(10)).toEqual({
      productId: 10,
      key: 'gorillaglue',
      species: 'Gorilla Glue',
      price: 55,
      available: true,
      grams: 200,
    });
    const retired = projectStock(
      [{ type: 'ProductRetired', payload: { productId: 10, key: 'gorillaglue' } }],
      state,
    );
    expect(retired.get(10)).toMatchObject({ available: false, retired: true, grams: 200 });
  });
  it('Given a catalogue listed before its events, When its ProductAdded comes after its stock, Then the grams stay', () => {
    const state = projectStock([listed(8, 45), received(8, 700)]);
    const upgraded = projectStock(
      [
        {
          type: 'ProductAdded',
          payload: {
            productId: 8,
            key: 'p8',
            species: 'P 8',
            sativa: 25,
            indica: 75,
            thc: 20,
            cbd: 0.3,
            genetics: '',
            smell: '',
            flavor: '',
            description: '',
            price: 45,
            available: true,
          },
        },
      ],
      state,
    );
    expect(upgraded.get(8)).toEqual(state.get(8));
  });
  it('ignores events it does not know, leaving the state as it was', () => {
    const before = projectStock([listed(8, 45)]);
    expect(
      projectStock(
        [
          {
            type: 'MemberRegistered',
            payload: {
              memberId: 2,
              role: 'member',
              trimmer: false,
              personal: SEALED,
            },
          },
        ],
        before,
      ),
    ).toBe(before);
  });
});
