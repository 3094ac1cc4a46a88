import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import {
  cancelOrderDecider,
  handoverDecider,
  type OrderDeliveredEvent,
  type OrderHandoverRevertedEvent,
  type OrderPlacedEvent,
  type OrderPreparedEvent,
  placeOrderDecider,
} from '../orders/public.ts';
import { prepareOrderDecider, revertHandoverDecider } from './decide.ts';

// Given an order's stream, When it is marked prepared or its handover undone, Then the fact or why
// not; and a prepared order can still be handed over or cancelled, a reverted one nothing more.

beforeEach(() => {
  expect.hasAssertions();
});

const lines = [{ productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 }];
const placed: OrderPlacedEvent = {
  type: 'OrderPlaced',
  payload: {
    orderId: 'a1',
    memberId: 2,
    date: '2024-09-03',
    time: '17:30',
    lines,
    total: 450,
    observations: '',
  },
};
const prepared: OrderPreparedEvent = {
  type: 'OrderPrepared',
  payload: { orderId: 'a1', memberId: 2, date: '2024-09-03' },
};
const delivered: OrderDeliveredEvent = {
  type: 'OrderDelivered',
  payload: { orderId: 'a1', memberId: 2, date: '2024-09-03', lines, total: 450 },
};
const reverted: OrderHandoverRevertedEvent = {
  type: 'OrderHandoverReverted',
  payload: {
    orderId: 'a1',
    memberId: 2,
    date: '2024-09-03',
    lines,
    total: 450,
    by: 1,
    reason: 'Era el pedido de otro socio',
  },
};

describe('prepare', () => {
  const prepare = deciderSpec(prepareOrderDecider);

  it('Given a pending order, When marked prepared, Then OrderPrepared on its pickup day', () => {
    prepare.given(placed).when({}).thenDecides(prepared);
    expect(prepare.given(placed).when({}).decision.ok).toBe(true);
  });

  it('Given an order already prepared, When marked again, Then YA_PREPARADO', () => {
    prepare.given(placed, prepared).when({}).thenRefuses({
      code: 'YA_PREPARADO',
      message: 'Este pedido ya está preparado',
    });
    expect(prepare.given(placed, prepared).when({}).decision.ok).toBe(false);
  });

  it('Given no order, or one no longer pending, When marked prepared, Then why not', () => {
    prepare.given().when({}).thenRefuses('PEDIDO_DESCONOCIDO');
    prepare.given(placed, delivered).when({}).thenRefuses({
      code: 'NO_PENDIENTE',
      message: 'Solo se puede preparar un pedido pendiente',
    });
    expect(prepare.given(placed, delivered, reverted).when({}).decision).toMatchObject({
      error: { code: 'NO_PENDIENTE' },
    });
  });

  it('Given a prepared order, When handed over or cancelled by an admin, Then it still can be', () => {
    deciderSpec(handoverDecider)
      .given(placed, prepared)
      .when({ outcome: 'delivered' })
      .thenDecides(delivered);
    expect(
      deciderSpec(cancelOrderDecider).given(placed, prepared).when({ by: 'admin', reason: 'Duplicado' })
        .decision.ok,
    ).toBe(true);
  });
});

describe('revert a handover', () => {
  const revert = deciderSpec(revertHandoverDecider);

  it('Given a delivered order, When its handover is undone with a reason, Then OrderHandoverReverted by whom and why', () => {
    revert
      .given(placed, prepared, delivered)
      .when({ by: 1, reason: '  Era el pedido de otro socio ' })
      .thenDecides(reverted);
    expect(revert.given(placed, delivered).when({ by: 1, reason: 'x' }).decision.ok).toBe(true);
  });

  it('Given a delivered order, When undone without a reason, Then MOTIVO_INVALIDO on the reason', () => {
    for (const reason of [undefined, '', '  ', 7, 'x'.repeat(251)]) {
      expect(revert.given(placed, delivered).when({ by: 1, reason }).decision).toEqual({
        ok: false,
        error: {
          code: 'MOTIVO_INVALIDO',
          field: 'reason',
          message: 'Escribí por qué deshacés la entrega (hasta 250 caracteres)',
        },
      });
    }
  });

  it('Given an order not delivered, or already undone, When undone, Then why not', () => {
    revert.given().when({ by: 1, reason: 'x' }).thenRefuses('PEDIDO_DESCONOCIDO');
    revert.given(placed).when({ by: 1, reason: 'x' }).thenRefuses('NO_ENTREGADO');
    revert
      .given(placed, {
        type: 'OrderNotCollected',
        payload: { orderId: 'a1', memberId: 2, date: '2024-09-03', lines },
      })
      .when({ by: 1, reason: 'x' })
      .thenRefuses('NO_ENTREGADO');
    revert.given(placed, delivered, reverted).when({ by: 1, reason: 'x' }).thenRefuses({
      code: 'YA_REVERTIDO',
      message: 'La entrega de este pedido ya fue deshecha',
    });
    expect(revert.given(placed, delivered, reverted).when({ by: 1, reason: 'x' }).decision.ok).toBe(false);
  });

  it('Given a reverted order, When handed over or cancelled again, Then YA_REVERTIDO', () => {
    deciderSpec(handoverDecider)
      .given(placed, delivered, reverted)
      .when({ outcome: 'delivered' })
      .thenRefuses('YA_REVERTIDO');
    expect(
      deciderSpec(cancelOrderDecider).given(placed, delivered, reverted).when({ by: 'admin', reason: 'x' })
        .decision,
    ).toMatchObject({ ok: false, error: { code: 'YA_REVERTIDO' } });
  });

  it("Given a reverted handover, When the member orders again, Then its grams no longer count against the member's month", () => {
    const state = [placed, delivered, reverted].reduce(
      placeOrderDecider.evolve,
      placeOrderDecider.initialState(),
    );
    expect(state.counted.get(2)?.months.get('2024-09')).toBe(0);
    expect(state.counted.get(2)?.years.get('2024')).toBe(0);
    const preparedState = [placed, prepared].reduce(
      placeOrderDecider.evolve,
      placeOrderDecider.initialState(),
    );
    expect(preparedState.counted.get(2)?.months.get('2024-09')).toBe(10);
  });
});
