import { describe, expect, it } from 'vitest';
import { decideAdjustStock, decideEditStock, type ProductStock } from './decide.ts';

// Given / When / Then: the product's stock row the service would load, the command, the decision.

const ogKush: ProductStock = {
  productId: 8,
  key: 'ogkush',
  species: 'OG Kush',
  price: 45,
  available: true,
  grams: 700,
};

describe('decideEditStock', () => {
  it('Given OG Kush at $45, When saved at $52 and unavailable, Then StockEdited with old and new figures', () => {
    expect(decideEditStock(ogKush, { productId: 8, price: 52, available: false })).toEqual({
      ok: true,
      events: [
        {
          type: 'StockEdited',
          payload: { productId: 8, oldPrice: 45, newPrice: 52, oldAvailable: true, newAvailable: false },
        },
      ],
    });
  });

  it('Given OG Kush at $45 available, When saved unchanged, Then no event (a repeated save changes nothing)', () => {
    expect(decideEditStock(ogKush, { productId: 8, price: 45, available: true })).toEqual({
      ok: true,
      events: [],
    });
  });

  it('When the price is negative, zero, fractional, text or missing, Then PRECIO_INVALIDO in Spanish', () => {
    for (const price of [-5, 0, 45.5, 'abc', '45', null, undefined]) {
      expect(decideEditStock(ogKush, { productId: 8, price, available: true })).toEqual({
        ok: false,
        error: {
          code: 'PRECIO_INVALIDO',
          message: 'El precio debe ser un número entero de pesos mayor que 0',
        },
      });
    }
  });

  it('When the price is over $100000, Then PRECIO_INVALIDO naming the cap', () => {
    const decision = decideEditStock(ogKush, { productId: 8, price: 100_001, available: true });
    expect(decision).toEqual({
      ok: false,
      error: { code: 'PRECIO_INVALIDO', message: 'El precio no puede pasar de $ 100000 por gramo' },
    });
  });

  it('When available is not a boolean, Then DISPONIBLE_INVALIDO', () => {
    const decision = decideEditStock(ogKush, { productId: 8, price: 45, available: 'si' });
    expect(decision.ok || decision.error.code).toBe('DISPONIBLE_INVALIDO');
  });

  it('Given no such product, When saved, Then PRODUCTO_DESCONOCIDO naming the id', () => {
    expect(decideEditStock(null, { productId: 99, price: 45, available: true })).toEqual({
      ok: false,
      error: { code: 'PRODUCTO_DESCONOCIDO', message: 'No existe el producto #99' },
    });
  });
});

describe('decideAdjustStock', () => {
  it('Given 700 g, When corrected by -15 g for a reason, Then StockAdjusted with the trimmed reason', () => {
    expect(
      decideAdjustStock(ogKush, {
        productId: 8,
        grams: -15,
        reason: '  Merma por humedad ',
        date: '2026-03-10',
      }),
    ).toEqual({
      ok: true,
      events: [
        {
          type: 'StockAdjusted',
          payload: { productId: 8, grams: -15, reason: 'Merma por humedad', date: '2026-03-10' },
        },
      ],
    });
  });

  it('Given 700 g, When corrected by -700 g, Then allowed down to exactly 0', () => {
    expect(
      decideAdjustStock(ogKush, { productId: 8, grams: -700, reason: 'Recuento', date: '2026-03-10' }).ok,
    ).toBe(true);
  });

  it('Given 700 g, When corrected by -705 g, Then STOCK_NEGATIVO saying what there is', () => {
    expect(
      decideAdjustStock(ogKush, { productId: 8, grams: -705, reason: 'Recuento', date: '2026-03-10' }),
    ).toEqual({
      ok: false,
      error: { code: 'STOCK_NEGATIVO', message: 'No se pueden quitar 705 g: hay 700 g de OG Kush' },
    });
  });

  it('When the grams are 0 or not whole, or the reason is blank, Then refused with its code', () => {
    const code = (grams: unknown, reason: unknown) => {
      const decision = decideAdjustStock(ogKush, { productId: 8, grams, reason, date: '2026-03-10' });
      return decision.ok ? 'ok' : decision.error.code;
    };
    expect(code(0, 'x')).toBe('AJUSTE_INVALIDO');
    expect(code(2.5, 'x')).toBe('AJUSTE_INVALIDO');
    expect(code('5', 'x')).toBe('AJUSTE_INVALIDO');
    expect(code(5, '')).toBe('MOTIVO_INVALIDO');
    expect(code(5, undefined)).toBe('MOTIVO_INVALIDO');
  });

  it('Given no such product, When corrected, Then PRODUCTO_DESCONOCIDO', () => {
    const decision = decideAdjustStock(null, { productId: 99, grams: 5, reason: 'x', date: '2026-03-10' });
    expect(decision.ok || decision.error.code).toBe('PRODUCTO_DESCONOCIDO');
  });
});
