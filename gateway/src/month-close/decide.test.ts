import { describe, expect, it } from 'vitest';
import type { MemberState } from '../members/public.ts';
import { type CloseState, decideCloseMonth } from './decide.ts';
import type { ProductBalance } from './month-balance.ts';

// Closing a month, Given the state / When the RT closes / Then MonthClosed or the Spanish refusal.

const rt: MemberState = {
  id: 1,
  name: 'Lucía',
  lastName: 'Pereira',
  mail: 'admin@club.uy',
  role: 'admin',
  active: true,
  trimmer: false,
  technicalLead: true,
};

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

const state = (over: Partial<CloseState> = {}): CloseState => ({
  signer: rt,
  currentMonth: '2026-10',
  nextToClose: '2026-09',
  balance: { month: '2026-09', products: [line(0)], events: [] },
  pendingOrders: 0,
  hash: 'h'.repeat(64),
  ...over,
});

const close = { month: '2026-09', reasons: [], hash: null };

describe('decideCloseMonth', () => {
  it('Given the RT and the next month to close, Then MonthClosed with the figures, the signer and the hash', () => {
    const decision = decideCloseMonth(state(), close);
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: 'MonthClosed',
          payload: {
            month: '2026-09',
            memberId: 1,
            signedBy: 'Lucía Pereira',
            products: [{ ...line(0), reason: null }],
            hash: 'h'.repeat(64),
            events: 0,
            lastPosition: 0,
          },
        },
      ],
    });
  });

  it('Given an admin who is not the RT, Then NO_ES_RT', () => {
    const decision = decideCloseMonth(state({ signer: { ...rt, technicalLead: false } }), close);
    expect(decision).toEqual({
      ok: false,
      error: { code: 'NO_ES_RT', message: 'Solo el Responsable Técnico puede cerrar el mes' },
    });
  });

  it('Given a difference without a reason, Then MOTIVO_FALTANTE; with one, the reason is signed', () => {
    const differing = state({ balance: { month: '2026-09', products: [line(-3)], events: [] } });
    expect(decideCloseMonth(differing, close)).toMatchObject({
      ok: false,
      error: {
        code: 'MOTIVO_FALTANTE',
        message: 'Escribí el motivo de la diferencia de OG Kush (-3 g) antes de cerrar el mes',
      },
    });
    const explained = decideCloseMonth(differing, {
      ...close,
      reasons: [{ productId: 8, reason: ' Recuento ' }],
    });
    expect(explained.ok && explained.events[0]?.payload.products[0]?.reason).toBe('Recuento');
  });

  it('Given months out of order, closed, future, or with pending orders, Then each its refusal', () => {
    expect(decideCloseMonth(state(), { ...close, month: '2026-08' })).toMatchObject({
      error: { code: 'MES_YA_CERRADO', message: 'El mes de agosto de 2026 ya está cerrado' },
    });
    expect(decideCloseMonth(state({ balance: null }), { ...close, month: '2026-10' })).toMatchObject({
      error: {
        code: 'MES_ANTERIOR_ABIERTO',
        message: 'Primero cerrá setiembre de 2026: los meses se cierran en orden',
      },
    });
    expect(decideCloseMonth(state(), { ...close, month: '2026-11' })).toMatchObject({
      error: { code: 'MES_FUTURO' },
    });
    expect(decideCloseMonth(state(), { ...close, month: '2026-9' })).toMatchObject({
      error: { code: 'MES_INVALIDO' },
    });
    expect(decideCloseMonth(state({ pendingOrders: 2 }), close)).toMatchObject({
      error: {
        code: 'PEDIDOS_SIN_CERRAR',
        message:
          'Hay pedidos sin cerrar en setiembre de 2026 (2): marcalos entregados o no retirados antes de cerrar el mes',
      },
    });
  });

  it('Given the figures changed since the RT looked (another hash), Then CIERRE_DESACTUALIZADO', () => {
    expect(decideCloseMonth(state(), { ...close, hash: 'x'.repeat(64) })).toMatchObject({
      error: { code: 'CIERRE_DESACTUALIZADO' },
    });
  });
});
