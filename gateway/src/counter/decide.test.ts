import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { OrderPlacedEvent } from '../orders/public.ts';
import { type CounterIdentification, counterHandoverDecider } from './decide.ts';

// Given the order's stream, When the dispenser hands it over at the counter, Then OrderDelivered
// with the check, or why not. Today is Tuesday 3 September 2024 in Montevideo (UTC-3).

beforeEach(() => {
  expect.hasAssertions();
});

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
const identified: CounterIdentification = {
  id: '4b1e6f1c-3c55-4b43-9a55-7f9e4c1b2a10',
  memberId: 2,
  dispenserId: 7,
  method: 'card',
  clubDay: '2024-09-03',
  checkedAt: '2024-09-03T20:31:00.000Z',
};
const now = new Date('2024-09-03T20:32:00Z');
const handOver = (changes: Partial<Parameters<typeof counterHandoverDecider.decide>[0]> = {}) => ({
  identification: identified,
  dispenserId: 7,
  documentVerified: true,
  now,
  ...changes,
});

describe('the handover at the counter', () => {
  const spec = deciderSpec(counterHandoverDecider);

  it('Given a placed order of the identified member, When handed over with the document checked, Then OrderDelivered records who checked, how and when', () => {
    spec
      .given(placed)
      .when(handOver())
      .thenDecides({
        type: 'OrderDelivered',
        payload: {
          orderId: 'a1',
          memberId: 2,
          date: '2024-09-03',
          lines: placed.payload.lines,
          total: 450,
          check: {
            checkedBy: 7,
            method: 'card',
            identifiedAt: '2024-09-03T20:31:00.000Z',
            documentCheckedAt: '2024-09-03T20:32:00.000Z',
          },
        },
      });
    const byCedula = spec
      .given(placed)
      .when(handOver({ identification: { ...identified, method: 'cedula' } }));
    expect(byCedula.decision.ok && byCedula.decision.events[0]?.payload.check?.method).toBe('cedula');
  });

  it('Given a placed order, When the document is not ticked, Then DOCUMENTO_SIN_VERIFICAR', () => {
    spec
      .given(placed)
      .when(handOver({ documentVerified: false }))
      .thenRefuses({
        code: 'DOCUMENTO_SIN_VERIFICAR',
        message: 'Marcá "Documento verificado" antes de entregar.',
      });
  });

  it('Given no identification, another dispenser’s or yesterday’s, When handed over, Then IDENTIFICACION_REQUERIDA', () => {
    spec
      .given(placed)
      .when(handOver({ identification: null }))
      .thenRefuses('IDENTIFICACION_REQUERIDA');
    spec
      .given(placed)
      .when(handOver({ dispenserId: 8 }))
      .thenRefuses('IDENTIFICACION_REQUERIDA');
    spec
      .given(placed)
      .when(handOver({ now: new Date('2024-09-04T13:00:00Z') }))
      .thenRefuses('IDENTIFICACION_REQUERIDA');
  });

  it('Given another member’s order, or one for another day, When handed over, Then refused', () => {
    spec
      .given(placed)
      .when(handOver({ identification: { ...identified, memberId: 3 } }))
      .thenRefuses('PEDIDO_DE_OTRO_SOCIO');
    spec
      .given({ ...placed, payload: { ...placed.payload, date: '2024-09-04' } })
      .when(handOver())
      .thenRefuses('PEDIDO_DE_OTRO_DIA');
    spec.given().when(handOver()).thenRefuses('PEDIDO_DESCONOCIDO');
  });

  it('Given an order already delivered or cancelled, When handed over, Then YA_ENTREGADO or YA_CANCELADO', () => {
    const fact = { orderId: 'a1', memberId: 2, date: '2024-09-03', lines: placed.payload.lines };
    spec
      .given(placed, { type: 'OrderDelivered', payload: { ...fact, total: 450 } })
      .when(handOver())
      .thenRefuses('YA_ENTREGADO');
    spec
      .given(placed, { type: 'OrderCancelled', payload: { ...fact, by: 'member', reason: null } })
      .when(handOver())
      .thenRefuses('YA_CANCELADO');
  });
});
