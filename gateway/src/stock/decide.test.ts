import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import { sealedAs } from '../../test-support/sealed.fixture.ts';
import { adjustStockDecider, destroyStockDecider, editStockDecider, receiveStockDecider } from './decide.ts';
import type { ProductListedEvent, StockReceivedEvent } from './events.ts';

// Given the product's facts, When an admin (or a harvest, or a destruction) changes its stock,
// Then the events or the refusal.

const ogKushListed: ProductListedEvent = {
  type: 'ProductListed',
  payload: { productId: 8, key: 'ogkush', species: 'OG Kush', price: 45, available: true },
};
const ogKushReceived: StockReceivedEvent = {
  type: 'StockReceived',
  payload: { productId: 8, grams: 700, source: 'seed' },
};
const ogKush = [ogKushListed, ogKushReceived];

describe('editStock', () => {
  const edit = deciderSpec(editStockDecider);

  it('Given OG Kush at $45, When saved at $52 and unavailable, Then StockEdited with old and new figures', () => {
    edit
      .given(...ogKush)
      .when({ productId: 8, price: 52, available: false })
      .thenDecides({
        type: 'StockEdited',
        payload: { productId: 8, oldPrice: 45, newPrice: 52, oldAvailable: true, newAvailable: false },
      });
  });

  it('Given OG Kush at $45 available, When saved unchanged, Then no event (a repeated save changes nothing)', () => {
    edit
      .given(...ogKush)
      .when({ productId: 8, price: 45, available: true })
      .thenDecides();
  });

  it('When the price is negative, zero, fractional, text or missing, Then PRECIO_INVALIDO in Spanish', () => {
    for (const price of [-5, 0, 45.5, 'abc', '45', null, undefined]) {
      expect(edit.given(...ogKush).when({ productId: 8, price, available: true }).decision).toEqual({
        ok: false,
        error: {
          code: 'PRECIO_INVALIDO',
          message: 'El precio debe ser un número entero de pesos mayor que 0',
        },
      });
    }
  });

  it('When the price is over $100000, Then PRECIO_INVALIDO naming the cap', () => {
    expect(edit.given(...ogKush).when({ productId: 8, price: 100_001, available: true }).decision).toEqual({
      ok: false,
      error: { code: 'PRECIO_INVALIDO', message: 'El precio no puede pasar de $ 100000 por gramo' },
    });
  });

  it('When available is not a boolean, Then DISPONIBLE_INVALIDO', () => {
    edit
      .given(...ogKush)
      .when({ productId: 8, price: 45, available: 'si' })
      .thenRefuses('DISPONIBLE_INVALIDO');
  });

  it('Given OG Kush retired, When saved, Then PRODUCTO_RETIRADO: a retired product is off sale for good', () => {
    edit
      .given(...ogKush, { type: 'ProductRetired', payload: { productId: 8, key: 'ogkush' } })
      .when({ productId: 8, price: 45, available: true })
      .thenRefuses({ code: 'PRODUCTO_RETIRADO', message: 'OG Kush está retirado: ya no se puede cambiar' });
  });
  it('Given no such product, When saved, Then PRODUCTO_DESCONOCIDO naming the id', () => {
    expect(edit.given(...ogKush).when({ productId: 99, price: 45, available: true }).decision).toEqual({
      ok: false,
      error: { code: 'PRODUCTO_DESCONOCIDO', message: 'No existe el producto #99' },
    });
  });
});

describe('adjustStock', () => {
  const adjust = deciderSpec(adjustStockDecider);
  const correction = (grams: unknown, reason: unknown) => ({
    productId: 8,
    grams,
    reason,
    date: '2026-03-10',
  });

  it('Given 700 g, When corrected by -15 g for a reason, Then StockAdjusted with the trimmed reason', () => {
    adjust
      .given(...ogKush)
      .when(correction(-15, '  Merma por humedad '))
      .thenDecides({
        type: 'StockAdjusted',
        payload: { productId: 8, grams: -15, reason: 'Merma por humedad', date: '2026-03-10' },
      });
  });

  it('Given 700 g, When corrected by -700 g, Then allowed down to exactly 0', () => {
    expect(adjust.given(...ogKush).when(correction(-700, 'Recuento')).decision.ok).toBe(true);
  });

  it('Given 700 g, When corrected by -705 g, Then STOCK_NEGATIVO saying what there is', () => {
    expect(adjust.given(...ogKush).when(correction(-705, 'Recuento')).decision).toEqual({
      ok: false,
      error: { code: 'STOCK_NEGATIVO', message: 'No se pueden quitar 705 g: hay 700 g de OG Kush' },
    });
  });

  it('When the grams are 0 or not whole, or the reason is blank, Then refused with its code', () => {
    const given = adjust.given(...ogKush);
    given.when(correction(0, 'x')).thenRefuses('AJUSTE_INVALIDO');
    given.when(correction(2.5, 'x')).thenRefuses('AJUSTE_INVALIDO');
    given.when(correction('5', 'x')).thenRefuses('AJUSTE_INVALIDO');
    given.when(correction(5, '')).thenRefuses('MOTIVO_INVALIDO');
    given.when(correction(5, undefined)).thenRefuses('MOTIVO_INVALIDO');
  });

  it('Given no such product, When corrected, Then PRODUCTO_DESCONOCIDO', () => {
    adjust
      .given(...ogKush)
      .when({ ...correction(5, 'x'), productId: 99 })
      .thenRefuses('PRODUCTO_DESCONOCIDO');
  });
});

describe('receiveStock', () => {
  const receive = deciderSpec(receiveStockDecider);
  const harvest = (grams: number, productId = 8) => ({ productId, grams, harvestId: 3, date: '2026-03-10' });

  it('Given 700 g, When a harvest brings 250 g, Then StockReceived from that harvest on its day', () => {
    receive
      .given(...ogKush)
      .when(harvest(250))
      .thenDecides({
        type: 'StockReceived',
        payload: { productId: 8, grams: 250, source: 'harvest', harvestId: 3, date: '2026-03-10' },
      });
  });

  it('Given a product just added, When its opening stock is loaded, Then StockReceived from no harvest', () => {
    receive
      .given(ogKushListed)
      .when({ productId: 8, grams: 700, harvestId: null, date: '2026-05-01' })
      .thenDecides({
        type: 'StockReceived',
        payload: { productId: 8, grams: 700, source: 'seed', date: '2026-05-01' },
      });
  });
  it('Given 700 g, When a harvest is corrected down by 700 g, Then allowed down to exactly 0', () => {
    expect(receive.given(...ogKush).when(harvest(-700)).decision.ok).toBe(true);
  });

  it('Given 700 g, When a harvest is corrected down by 705 g, Then STOCK_NEGATIVO on the stock field', () => {
    receive
      .given(...ogKush)
      .when(harvest(-705))
      .thenRefuses({
        code: 'STOCK_NEGATIVO',
        field: 'stock',
        message: 'No se puede bajar el stock de OG Kush en 705 g: quedan 700 g',
      });
  });

  it('Given no such product, When a harvest brings grams, Then PRODUCTO_DESCONOCIDO naming the id', () => {
    receive
      .given(...ogKush)
      .when(harvest(5, 99))
      .thenRefuses({
        code: 'PRODUCTO_DESCONOCIDO',
        message: 'No existe el producto #99',
      });
  });
});

describe('destroyStock', () => {
  const destroy = deciderSpec(destroyStockDecider);
  const destruction = (grams: number, productId = 8) => ({
    destructionId: 'd1',
    record: {
      target: { kind: 'product' as const, productId },
      grams,
      reason: 'Hongos',
      method: 'Compostaje',
      witness: 'Ana Pérez',
      date: '2026-03-10',
    },
    witness: sealedAs('Ana Pérez'),
  });

  it('Given 700 g, When 30 g are destroyed, Then StockDestroyed with the whole record', () => {
    destroy
      .given(...ogKush)
      .when(destruction(30))
      .thenDecides({
        type: 'StockDestroyed',
        payload: {
          destructionId: 'd1',
          target: { kind: 'product', productId: 8 },
          productId: 8,
          grams: 30,
          reason: 'Hongos',
          method: 'Compostaje',
          witness: sealedAs('Ana Pérez'),
          date: '2026-03-10',
        },
      });
  });

  it('Given 700 g, When all 700 g are destroyed, Then allowed', () => {
    expect(destroy.given(...ogKush).when(destruction(700)).decision.ok).toBe(true);
  });

  it('Given 700 g, When 705 g are destroyed, Then STOCK_NEGATIVO on the grams field', () => {
    destroy
      .given(...ogKush)
      .when(destruction(705))
      .thenRefuses({
        code: 'STOCK_NEGATIVO',
        field: 'grams',
        message: 'No se pueden destruir 705 g: hay 700 g de OG Kush',
      });
  });

  it('Given no such product, When destroyed, Then PRODUCTO_DESCONOCIDO', () => {
    destroy
      .given(...ogKush)
      .when(destruction(5, 99))
      .thenRefuses('PRODUCTO_DESCONOCIDO');
  });
});
