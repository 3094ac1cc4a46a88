import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { describe, expect, it } from 'vitest';
import { decideCancel } from './decide.ts';
import type { OrderEvent, OrderPlacedEvent } from './events.ts';
import { evolveOrder, type OrderRow } from './projection.ts';

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

function given(...events: OrderEvent[]): OrderRow | undefined {
  return events.reduce<OrderRow | undefined>((row, event) => evolveOrder(row, event), undefined);
}

const byMember = (now: string, memberId = 2) => ({ by: 'member' as const, memberId, now: new Date(now) });

describe('decideCancel', () => {
  it('Given the club set a 24 h cut-off from that day, When its member cancels 20 hours before, Then FUERA_DE_PLAZO with 24', () => {
    const timeline = [
      { effectiveFrom: '2024-09-01', settings: { ...DEFAULT_CLUB_SETTINGS, cancelCutoffHours: 24 } },
    ];
    expect(decideCancel(given(placed), byMember('2024-09-03T00:30:00Z'), timeline)).toEqual({
      ok: false,
      error: {
        code: 'FUERA_DE_PLAZO',
        message: 'Ya no podés cancelar este pedido: faltan menos de 24 horas para retirarlo',
      },
    });
    expect(decideCancel(given(placed), byMember('2024-09-02T20:30:00Z'), timeline).ok).toBe(true);
    // A change effective after the pickup day does not reach it
    const later = [{ ...timeline[0], effectiveFrom: '2024-09-04' }] as typeof timeline;
    expect(decideCancel(given(placed), byMember('2024-09-03T00:30:00Z'), later).ok).toBe(true);
  });

  it('Given a pending order, When its member cancels it the day before, Then OrderCancelled by the member', () => {
    expect(decideCancel(given(placed), byMember('2024-09-02T15:00:00Z'))).toEqual({
      ok: true,
      events: [{ type: 'OrderCancelled', payload: { ...fact, by: 'member', reason: null } }],
    });
  });

  it('Given a pending order, When its member cancels exactly 2 hours before the slot, Then it is still accepted', () => {
    expect(decideCancel(given(placed), byMember('2024-09-03T18:30:00Z')).ok).toBe(true);
  });

  it('Given a pending order, When its member cancels less than 2 hours before the slot, Then FUERA_DE_PLAZO', () => {
    expect(decideCancel(given(placed), byMember('2024-09-03T18:31:00Z'))).toEqual({
      ok: false,
      error: {
        code: 'FUERA_DE_PLAZO',
        message: 'Ya no podés cancelar este pedido: faltan menos de 2 horas para retirarlo',
      },
    });
    expect(decideCancel(given(placed), byMember('2024-09-04T12:00:00Z'))).toMatchObject({
      error: { code: 'FUERA_DE_PLAZO' },
    });
  });

  it("Given another member's order, When a member cancels it, Then PEDIDO_DESCONOCIDO, as for no order", () => {
    expect(decideCancel(given(placed), byMember('2024-09-02T15:00:00Z', 3))).toMatchObject({
      error: { code: 'PEDIDO_DESCONOCIDO', message: 'No encontramos ese pedido' },
    });
    expect(decideCancel(undefined, byMember('2024-09-02T15:00:00Z'))).toMatchObject({
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
    expect(decideCancel(given(placed, delivered), admin)).toMatchObject({ error: { code: 'YA_ENTREGADO' } });
    expect(decideCancel(given(placed, notCollected), admin)).toMatchObject({
      error: { code: 'YA_NO_RETIRADO' },
    });
    expect(decideCancel(given(placed, cancelled), admin)).toEqual({
      ok: false,
      error: { code: 'YA_CANCELADO', message: 'Este pedido ya fue cancelado' },
    });
  });

  it('Given a pending order past its slot, When an admin cancels it with a reason, Then OrderCancelled by the admin', () => {
    expect(decideCancel(given(placed), { by: 'admin', reason: '  Pedido duplicado ' })).toEqual({
      ok: true,
      events: [{ type: 'OrderCancelled', payload: { ...fact, by: 'admin', reason: 'Pedido duplicado' } }],
    });
  });

  it('Given a pending order, When an admin cancels it without a reason, Then MOTIVO_INVALIDO on the reason', () => {
    for (const reason of [undefined, '', '   ', 42, 'x'.repeat(251)]) {
      expect(decideCancel(given(placed), { by: 'admin', reason })).toEqual({
        ok: false,
        error: { code: 'MOTIVO_INVALIDO', field: 'reason', message: 'Escribí el motivo de la cancelación' },
      });
    }
  });
});
