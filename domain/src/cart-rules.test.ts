import { describe, expect, it } from 'vitest';
import { cartGrams, cartTotal, checkOrder, gramsLeftMessage, remainingMessage } from './cart-rules.ts';
import { isOutOfStock } from './products.ts';
import { fillText } from './texts.ts';

describe('cartGrams', () => {
  it('adds the grams of every line, lines at 0 included as none', () => {
    expect(cartGrams({ ogkush: 10, kief: 5, despink: 0 })).toBe(15);
    expect(cartGrams({})).toBe(0);
  });
});

describe('cartTotal', () => {
  it('is the sum of price per gram times grams', () => {
    expect(cartTotal({ ogkush: 10, kief: 5, despink: 0 }, { ogkush: 45, kief: 60, despink: 40 })).toBe(750);
  });

  it('counts a product without a price as 0', () => {
    expect(cartTotal({ ogkush: 10, nada: 5 }, { ogkush: 45 })).toBe(450);
  });
});

describe('checkOrder', () => {
  const ok = { grams: 40, total: 1800, date: '2024-09-03', time: '17:00' };

  it('accepts up to 40 g with a total and a day and time', () => {
    expect(checkOrder(ok, 40)).toBeNull();
  });

  it('refuses over 40 g first, even with an empty day', () => {
    expect(checkOrder({ ...ok, grams: 45, date: '' }, 40)).toEqual({
      code: 'LIMITE_POR_PEDIDO',
      message: 'La cantidad máxima por socio son 40g',
    });
  });

  it('takes the cap in force: a club that set 30 g refuses 35 g with its own figure', () => {
    expect(checkOrder({ ...ok, grams: 35 }, 30)).toEqual({
      code: 'LIMITE_POR_PEDIDO',
      message: 'La cantidad máxima por socio son 30g',
    });
  });

  it('then refuses an empty cart, even with no day or time', () => {
    expect(checkOrder({ grams: 0, total: 0, date: '', time: '' }, 40)).toEqual({
      code: 'CARRITO_VACIO',
      message: 'El carrito está vacío',
    });
  });

  it('then refuses a missing day or a missing time', () => {
    const problem = { code: 'FALTA_DIA_HORA', message: 'Se debe elegir día y hora de la entrega' };
    expect(checkOrder({ ...ok, date: '' }, 40)).toEqual(problem);
    expect(checkOrder({ ...ok, time: '' }, 40)).toEqual(problem);
  });
});

describe('messages', () => {
  it('tells the grams left in the month or the year', () => {
    expect(gramsLeftMessage(15, 'month')).toBe('solo te quedan 15g este mes');
    expect(gramsLeftMessage(0, 'year')).toBe('solo te quedan 0g este año');
  });

  it('tells the grams remaining this month, before sending', () => {
    expect(remainingMessage(25)).toBe('Te quedan 25 g este mes');
  });

  it('fills only the placeholders it is given', () => {
    expect(fillText('{species}: {N} g y {otro}', { species: 'Kief', N: 5 })).toBe('Kief: 5 g y {otro}');
  });
});

describe('isOutOfStock', () => {
  it('is out of stock at 40 g or less, or when unavailable', () => {
    expect(isOutOfStock({ key: 'ogkush', stock: 41, available: true })).toBe(false);
    expect(isOutOfStock({ key: 'ogkush', stock: 40, available: true })).toBe(true);
    expect(isOutOfStock({ key: 'ogkush', stock: 700, available: false })).toBe(true);
  });

  it('keeps kief in stock down to its last gram, unless unavailable', () => {
    expect(isOutOfStock({ key: 'kief', stock: 5, available: true })).toBe(false);
    expect(isOutOfStock({ key: 'kief', stock: 30, available: false })).toBe(true);
  });
});
