import { describe, expect, it } from 'vitest';
import { cartGrams, cartTotal } from './cart-rules.ts';
import { fillText } from './fill-text.ts';
import { gramsLeftMessage } from './order-texts.ts';
import { isOutOfStock } from './products.ts';

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

describe('messages', () => {
  it('tells the grams left in the month or the year', () => {
    expect(gramsLeftMessage(15, 'month')).toBe('solo te quedan 15g este mes');
    expect(gramsLeftMessage(0, 'year')).toBe('solo te quedan 0g este año');
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
