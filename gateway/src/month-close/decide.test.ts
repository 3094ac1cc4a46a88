import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import { sealedAs } from '../../test-support/sealed.fixture.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import type { LoggedStockEvent, StockEvent } from './business-dates.ts';
import { type CloseMonth, closeMonthDecider, signedFigures } from './decide.ts';
import type { ProductBalance } from './month-balance.ts';
import { monthHash } from './month-hash.ts';

// Closing a month: Given the signer, the last close and the stock events as logged, When the RT
// closes, Then MonthClosed or the Spanish refusal.

const spec = deciderSpec(closeMonthDecider);

let position = 0;
/** A stock event as the log gives it back, appended at noon (Montevideo) of `day`. */
const logged = (event: StockEvent, day: string): LoggedStockEvent => {
  position += 1;
  return { ...event, position, streamId: `s-${position}`, version: 1, occurredAt: `${day}T15:00:00.000Z` };
};

const registered = (technicalLead: boolean): ClubEvent[] => [
  {
    type: 'MemberRegistered',
    payload: {
      memberId: 1,
      role: 'admin',
      trimmer: false,
      personal: 'v1.sealed' as Sealed,
    },
  },
  { type: 'TechnicalLeadSet', payload: { memberId: 1, technicalLead } },
];

const listed = logged(
  {
    type: 'ProductListed',
    payload: { productId: 8, key: 'ogkush', species: 'OG Kush', price: 45, available: true },
  },
  '2026-08-01',
);
const received = logged(
  { type: 'StockReceived', payload: { productId: 8, grams: 100, source: 'seed', date: '2026-08-01' } },
  '2026-08-01',
);
const augustClosed: ClubEvent = {
  type: 'MonthClosed',
  payload: {
    month: '2026-08',
    memberId: 1,
    products: [],
    hash: '',
    events: 2,
    lastPosition: 2,
  },
};
const billed = logged(
  {
    type: 'BillIssued',
    payload: {
      billId: 'b-1',
      memberId: 2,
      date: '2026-09-10',
      lines: [{ productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 }],
      total: 450,
    },
  },
  '2026-09-10',
);
const destroyed = logged(
  {
    type: 'StockDestroyed',
    payload: {
      destructionId: 'd-1',
      target: { kind: 'product', productId: 8 },
      productId: 8,
      grams: 5,
      reason: 'Moho',
      method: 'Compost',
      witness: sealedAs('Ana'),
      date: '2026-09-12',
    },
  },
  '2026-09-12',
);

/** The RT, August closed, and September: 100 g opening, a 10 g bill, 5 g destroyed. */
const facts = [...registered(true), listed, received, augustClosed, billed, destroyed];

const line = (difference: number): ProductBalance => ({
  productId: 8,
  key: 'ogkush',
  species: 'OG Kush',
  opening: 100,
  received: 0,
  adjusted: 0,
  dispensed: 10,
  destroyed: 5,
  pending: 0,
  closing: 85,
  ledger: 85 + difference,
  difference,
});

const close: CloseMonth = { month: '2026-09', reasons: [], hash: null, memberId: 1, currentMonth: '2026-10' };

describe('closeMonthDecider', () => {
  it('Given the RT and the next month to close, Then MonthClosed with the figures, the signer and the hash', () => {
    spec
      .given(...facts)
      .when(close)
      .thenDecides({
        type: 'MonthClosed',
        payload: {
          month: '2026-09',
          memberId: 1,
          products: [{ ...line(0), reason: null }],
          hash: monthHash([billed, destroyed]),
          events: 2,
          lastPosition: destroyed.position,
        },
      });
  });

  it('Given an admin who is not the RT, Then NO_ES_RT', () => {
    const { decision } = spec.given(...registered(false), listed, received, augustClosed).when(close);
    expect(decision).toEqual({
      ok: false,
      error: { code: 'NO_ES_RT', message: 'Solo el Responsable Técnico puede cerrar el mes' },
    });
  });

  it('Given a difference without a reason, Then MOTIVO_FALTANTE; with one, the reason is signed', () => {
    const differing = { month: '2026-09', products: [line(-3)], events: [] };
    expect(signedFigures(differing, [])).toMatchObject({
      ok: false,
      error: {
        code: 'MOTIVO_FALTANTE',
        message: 'Escribí el motivo de la diferencia de OG Kush (-3 g) antes de cerrar el mes',
      },
    });
    const explained = signedFigures(differing, [{ productId: 8, reason: ' Recuento ' }]);
    expect(explained.ok && explained.products[0]?.reason).toBe('Recuento');
  });

  it('Given months out of order, closed, future, or with pending orders, Then each its refusal', () => {
    const given = spec.given(...facts);
    given
      .when({ ...close, month: '2026-08' })
      .thenRefuses({ code: 'MES_YA_CERRADO', message: 'El mes de agosto de 2026 ya está cerrado' });
    given.when({ ...close, month: '2026-10' }).thenRefuses({
      code: 'MES_ANTERIOR_ABIERTO',
      message: 'Primero cerrá setiembre de 2026: los meses se cierran en orden',
    });
    given.when({ ...close, month: '2026-11' }).thenRefuses('MES_FUTURO');
    given.when({ ...close, month: '2026-9' }).thenRefuses('MES_INVALIDO');
    const placed = (orderId: string) =>
      logged(
        {
          type: 'OrderPlaced',
          payload: {
            orderId,
            memberId: 2,
            date: '2026-09-15',
            time: '17:00',
            lines: [{ productId: 8, key: 'ogkush', species: 'OG Kush', grams: 5, price: 45 }],
            total: 225,
            observations: '',
          },
        },
        '2026-09-14',
      );
    spec
      .given(...facts, placed('o-1'), placed('o-2'))
      .when(close)
      .thenRefuses({
        code: 'PEDIDOS_SIN_CERRAR',
        message:
          'Hay pedidos sin cerrar en setiembre de 2026 (2): marcalos entregados o no retirados antes de cerrar el mes',
      });
  });

  it('Given the figures changed since the RT looked (another hash), Then CIERRE_DESACTUALIZADO', () => {
    spec
      .given(...facts)
      .when({ ...close, hash: 'x'.repeat(64) })
      .thenRefuses('CIERRE_DESACTUALIZADO');
  });
});
