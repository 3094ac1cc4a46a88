import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { EventsOfStream } from '../kernel/events/club-event.ts';
import type { ProductEvent } from '../stock/public.ts';
import { type PlaceOrderCommand, placeOrderDecider } from './decide.ts';

// Given the catalogue (and the settings where a case needs them), When a member orders for a day
// the club's calendar closes, Then CLUB_CERRADO naming the day and why, whatever the weekday offers.

const kief: ProductEvent[] = [
  {
    type: 'ProductListed',
    payload: { productId: 9, key: 'kief', species: 'Kief', price: 60, available: true },
  },
  { type: 'StockReceived', payload: { productId: 9, grams: 30, source: 'seed' } },
];

const placeOrder = deciderSpec(placeOrderDecider);

const command = (date: string, time: string, now: Date): PlaceOrderCommand => ({
  orderId: '6f1c1a4e-0000-4000-8000-000000000002',
  memberId: 2,
  date,
  time,
  total: 300,
  observations: '',
  lines: [{ product: 'kief', grams: 5 }],
  now,
});

beforeEach(() => {
  expect.hasAssertions();
});

describe("placeOrder and the club's calendar", () => {
  it('refuses Friday 25 December, a holiday, naming the day and the holiday', () => {
    // Wednesday 23 December 2026: Friday 25 is in the window and a Friday, but Navidad
    placeOrder
      .given(...kief)
      .when(command('2026-12-25', '12:00', new Date('2026-12-23T10:00:00-03:00')))
      .thenRefuses({
        code: 'CLUB_CERRADO',
        message: 'El club está cerrado el viernes, 25 de diciembre (Navidad), elegí otro día',
      });
  });

  it('refuses a day the admin closed, with its reason or without one, and takes the open day next to it', () => {
    const closing: EventsOfStream['settings'] = {
      type: 'ClubSettingsChanged',
      payload: {
        effectiveFrom: '2024-09-01',
        settings: {
          ...DEFAULT_CLUB_SETTINGS,
          closedDays: [
            { date: '2024-09-03', reason: 'Vacaciones' },
            { date: '2024-09-05', reason: null },
          ],
        },
      },
    };
    const monday = new Date('2024-09-02T12:00:00-03:00');
    placeOrder
      .given(...kief, closing)
      .when(command('2024-09-03', '17:00', monday))
      .thenRefuses({
        code: 'CLUB_CERRADO',
        message: 'El club está cerrado el martes, 3 de setiembre (Vacaciones), elegí otro día',
      });
    placeOrder
      .given(...kief, closing)
      .when(command('2024-09-05', '17:00', monday))
      .thenRefuses({
        code: 'CLUB_CERRADO',
        message: 'El club está cerrado el jueves, 5 de setiembre, elegí otro día',
      });
    const open = placeOrder.given(...kief, closing).when(command('2024-09-06', '12:00', monday));
    expect(open.decision).toMatchObject({ ok: true, events: [{ type: 'OrderPlaced' }] });
  });
});
