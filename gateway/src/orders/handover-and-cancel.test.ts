import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { EventsOfStream } from '../kernel/events/club-event.ts';

type SettingsEvent = EventsOfStream['settings'];

import { cancelOrderDecider, handoverDecider, placeOrderDecider } from './decide.ts';
import type { OrderNotCollectedEvent, OrderPlacedEvent } from './events.ts';
import { evolveOrder } from './projection.ts';

// Given the order's stream, When its member or an admin cancels it, Then OrderCancelled or why
// not. The pickup is Tuesday 3 September 2024 at 17:30, Montevideo (UTC-3): 20:30 UTC.

const placed: OrderPlacedEvent = {
  type: 'OrderPlaced',
  payload: {
    orderId: 'a1',
    memberId: 2,
    date: '2024-09-03',
    time: '17:30',
    lines: [{ productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 }],
    total: 450,
    observations: '',
  },
};
const fact = { orderId: 'a1', memberId: 2, date: '2024-09-03', lines: placed.payload.lines };

const byMember = (now: string, memberId = 2) => ({ by: 'member' as const, memberId, now: new Date(now) });

describe('cancel', () => {
  const cancel = deciderSpec(cancelOrderDecider);

  it('Given the club set a 24 h cut-off from that day, When its member cancels 20 hours before, Then FUERA_DE_PLAZO with 24', () => {
    const cutoff24: SettingsEvent = {
      type: 'ClubSettingsChanged',
      payload: { effectiveFrom: '2024-09-01', settings: { ...DEFAULT_CLUB_SETTINGS, cancelCutoffHours: 24 } },
    };
    expect(cancel.given(placed, cutoff24).when(byMember('2024-09-03T00:30:00Z')).decision).toEqual({
      ok: false,
      error: {
        code: 'FUERA_DE_PLAZO',
        message: 'Ya no podés cancelar este pedido: faltan menos de 24 horas para retirarlo',
      },
    });
    expect(cancel.given(placed, cutoff24).when(byMember('2024-09-02T20:30:00Z')).decision.ok).toBe(true);
    // A change effective after the pickup day does not reach it
    const cutoff24Later: SettingsEvent = {
      ...cutoff24,
      payload: { ...cutoff24.payload, effectiveFrom: '2024-09-04' },
    };
    expect(cancel.given(placed, cutoff24Later).when(byMember('2024-09-03T00:30:00Z')).decision.ok).toBe(true);
  });

  it('Given a pending order, When its member cancels it the day before, Then OrderCancelled by the member', () => {
    expect(cancel.given(placed).when(byMember('2024-09-02T15:00:00Z')).decision).toEqual({
      ok: true,
      events: [{ type: 'OrderCancelled', payload: { ...fact, by: 'member', reason: null } }],
    });
  });

  it('Given a pending order, When its member cancels exactly 2 hours before the slot, Then it is still accepted', () => {
    expect(cancel.given(placed).when(byMember('2024-09-03T18:30:00Z')).decision.ok).toBe(true);
  });

  it('Given a pending order, When its member cancels less than 2 hours before the slot, Then FUERA_DE_PLAZO', () => {
    expect(cancel.given(placed).when(byMember('2024-09-03T18:31:00Z')).decision).toEqual({
      ok: false,
      error: {
        code: 'FUERA_DE_PLAZO',
        message: 'Ya no podés cancelar este pedido: faltan menos de 2 horas para retirarlo',
      },
    });
    expect(cancel.given(placed).when(byMember('2024-09-04T12:00:00Z')).decision).toMatchObject({
      error: { code: 'FUERA_DE_PLAZO' },
    });
  });

  it("Given another member's order, When a member cancels it, Then PEDIDO_DESCONOCIDO, as for no order", () => {
    expect(cancel.given(placed).when(byMember('2024-09-02T15:00:00Z', 3)).decision).toMatchObject({
      error: { code: 'PEDIDO_DESCONOCIDO', message: 'No encontramos ese pedido' },
    });
    expect(cancel.given().when(byMember('2024-09-02T15:00:00Z')).decision).toMatchObject({
      error: { code: 'PEDIDO_DESCONOCIDO' },
    });
  });

  it('Given a closed order, When cancelled, Then why it cannot be', () => {
    const delivered = { type: 'OrderDelivered' as const, payload: { ...fact, total: 450 } };
    const notCollected = { type: 'OrderNotCollected' as const, payload: fact };
    const cancelled = {
      type: 'OrderCancelled' as const,
      payload: { ...fact, by: 'member' as const, reason: null },
    };
    const admin = { by: 'admin' as const, reason: 'Pedido duplicado' };
    expect(cancel.given(placed, delivered).when(admin).decision).toMatchObject({
      error: { code: 'YA_ENTREGADO' },
    });
    expect(cancel.given(placed, notCollected).when(admin).decision).toMatchObject({
      error: { code: 'YA_NO_RETIRADO' },
    });
    expect(cancel.given(placed, cancelled).when(admin).decision).toEqual({
      ok: false,
      error: { code: 'YA_CANCELADO', message: 'Este pedido ya fue cancelado' },
    });
  });

  it('Given a pending order past its slot, When an admin cancels it with a reason, Then OrderCancelled by the admin', () => {
    expect(cancel.given(placed).when({ by: 'admin', reason: '  Pedido duplicado ' }).decision).toEqual({
      ok: true,
      events: [{ type: 'OrderCancelled', payload: { ...fact, by: 'admin', reason: 'Pedido duplicado' } }],
    });
  });

  it('Given a pending order, When an admin cancels it without a reason, Then MOTIVO_INVALIDO on the reason', () => {
    for (const reason of [undefined, '', '   ', 42, 'x'.repeat(251)]) {
      expect(cancel.given(placed).when({ by: 'admin', reason }).decision).toEqual({
        ok: false,
        error: { code: 'MOTIVO_INVALIDO', field: 'reason', message: 'Escribí el motivo de la cancelación' },
      });
    }
  });
});

describe('placeOrder after a cancellation or a no-show', () => {
  const placeOrder = deciderSpec(placeOrderDecider);
  // Tuesday 17:00 takes one order; member 2 holds it with 10 g and has 30 g more this month.
  const oneAtFive: SettingsEvent = {
    type: 'ClubSettingsChanged',
    payload: {
      effectiveFrom: '2024-09-01',
      settings: {
        ...DEFAULT_CLUB_SETTINGS,
        pickupDays: DEFAULT_CLUB_SETTINGS.pickupDays.map((day) =>
          day.weekday === 2
            ? {
                ...day,
                slots: day.slots.map((slot) => (slot.time === '17:00' ? { ...slot, capacity: 1 } : slot)),
              }
            : day,
        ),
      },
    },
  };
  const atFive: OrderPlacedEvent = { ...placed, payload: { ...placed.payload, time: '17:00' } };
  const more: OrderPlacedEvent = {
    ...placed,
    payload: {
      ...placed.payload,
      orderId: 'a2',
      time: '18:00',
      lines: [{ productId: 8, key: 'ogkush', species: 'OG Kush', grams: 30, price: 45 }],
    },
  };
  const stock = [
    {
      type: 'ProductListed' as const,
      payload: { productId: 8, key: 'ogkush', species: 'OG Kush', price: 45, available: true },
    },
    { type: 'StockReceived' as const, payload: { productId: 8, grams: 700, source: 'seed' as const } },
  ];
  const again = {
    orderId: 'a3',
    memberId: 2,
    date: '2024-09-03',
    time: '17:00',
    total: 450,
    observations: '',
    lines: [{ product: 'ogkush', grams: 10 }],
    now: new Date('2024-09-02T15:00:00Z'),
  };

  it('Given the slot taken and 40 g counted, Then HORARIO_COMPLETO', () => {
    placeOrder
      .given(...stock, oneAtFive, atFive, more)
      .when(again)
      .thenRefuses('HORARIO_COMPLETO');
  });

  it('Given that order cancelled or not collected, Then its slot and its grams are free again', () => {
    const cancelled = {
      type: 'OrderCancelled' as const,
      payload: { ...fact, by: 'member' as const, reason: null },
    };
    const notCollected = { type: 'OrderNotCollected' as const, payload: fact };
    for (const closed of [cancelled, notCollected]) {
      expect(placeOrder.given(...stock, oneAtFive, atFive, more, closed).when(again).decision.ok).toBe(true);
    }
  });
});

// Given the order's stream, When an admin marks it, Then the events to append.

const placedTwoLines: OrderPlacedEvent = {
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

describe('handover', () => {
  const handover = deciderSpec(handoverDecider);

  it("Given a placedTwoLines order, When marked 'Entregado', Then OrderDelivered with its day, member, lines and total", () => {
    expect(handover.given(placedTwoLines).when({ outcome: 'delivered' }).decision).toEqual({
      ok: true,
      events: [
        {
          type: 'OrderDelivered',
          payload: {
            orderId: 'a1',
            memberId: 2,
            date: '2024-09-03',
            lines: placedTwoLines.payload.lines,
            total: 750,
          },
        },
      ],
    });
  });

  it("Given a placedTwoLines order, When marked 'No retirado', Then OrderNotCollected with the lines to give back", () => {
    expect(handover.given(placedTwoLines).when({ outcome: 'not_collected' }).decision).toEqual({
      ok: true,
      events: [
        {
          type: 'OrderNotCollected',
          payload: { orderId: 'a1', memberId: 2, date: '2024-09-03', lines: placedTwoLines.payload.lines },
        },
      ],
    });
  });

  it('Given a delivered order, When marked again either way, Then YA_ENTREGADO (a double click records one handover)', () => {
    const decision = handover.given(placedTwoLines).when({ outcome: 'delivered' }).decision;
    const delivered = decision.ok ? decision.events[0] : undefined;
    if (!delivered) throw new Error('expected OrderDelivered');
    expect(evolveOrder(evolveOrder(undefined, placedTwoLines), delivered)?.status).toBe('delivered');
    for (const outcome of ['delivered', 'not_collected'] as const) {
      expect(handover.given(placedTwoLines, delivered).when({ outcome }).decision).toEqual({
        ok: false,
        error: { code: 'YA_ENTREGADO', message: 'Este pedido ya fue marcado como entregado' },
      });
    }
  });

  it('Given an order not collected, When marked again, Then YA_NO_RETIRADO', () => {
    const gone: OrderNotCollectedEvent = {
      type: 'OrderNotCollected',
      payload: { orderId: 'a1', memberId: 2, date: '2024-09-03', lines: placedTwoLines.payload.lines },
    };
    expect(handover.given(placedTwoLines, gone).when({ outcome: 'delivered' }).decision).toEqual({
      ok: false,
      error: { code: 'YA_NO_RETIRADO', message: 'Este pedido ya fue marcado como no retirado' },
    });
  });

  it('Given no order, Then PEDIDO_DESCONOCIDO', () => {
    expect(handover.given().when({ outcome: 'delivered' }).decision).toEqual({
      ok: false,
      error: { code: 'PEDIDO_DESCONOCIDO', message: 'No encontramos ese pedido' },
    });
  });
});
