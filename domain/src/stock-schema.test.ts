import { describe, expect, it } from 'vitest';
import { checkRules } from './rule-schema.ts';
import { parseWholeNumber } from './stock-rules.ts';
import {
  adjustmentProblem,
  priceProblem,
  stockAdjustmentFormSchema,
  stockEditFormSchema,
} from './stock-schema.ts';

describe('priceProblem', () => {
  it('accepts whole pesos from 1 to 100000', () => {
    for (const price of [1, 45, 100_000]) expect(priceProblem(price)).toBeNull();
  });

  it('refuses negative, zero, fractional and non-numeric prices with the Spanish message', () => {
    for (const price of [-5, 0, 12.5, Number.NaN, '45', null, undefined, true]) {
      expect(priceProblem(price)).toEqual({
        code: 'PRECIO_INVALIDO',
        message: 'El precio debe ser un número entero de pesos mayor que 0',
      });
    }
    expect(priceProblem(100_001)?.message).toBe('El precio no puede pasar de $ 100000 por gramo');
  });
});

describe('parseWholeNumber', () => {
  it('reads whole numbers and gives NaN for anything else', () => {
    expect(parseWholeNumber(' 52 ')).toBe(52);
    expect(parseWholeNumber('-5')).toBe(-5);
    for (const text of ['', '12,5', '12.5', 'abc', '1e3']) expect(parseWholeNumber(text)).toBeNaN();
  });
});

describe('adjustmentProblem', () => {
  it('accepts a non-zero whole number of grams with a reason', () => {
    expect(adjustmentProblem(-15, 'Merma por humedad')).toBeNull();
    expect(adjustmentProblem(20, 'Recuento')).toBeNull();
  });

  it('refuses zero or fractional grams, a blank reason and a reason over 250 characters', () => {
    const grams = {
      code: 'AJUSTE_INVALIDO',
      message: 'La corrección debe ser un número entero de gramos distinto de 0',
    };
    expect(adjustmentProblem(0, 'x')).toEqual(grams);
    expect(adjustmentProblem(2.5, 'x')).toEqual(grams);
    expect(adjustmentProblem(5, '   ')).toEqual({
      code: 'MOTIVO_INVALIDO',
      message: 'Escribí el motivo de la corrección',
    });
    expect(adjustmentProblem(5, 'x'.repeat(251))?.message).toBe('El motivo puede tener hasta 250 caracteres');
  });
});

describe('the stock modal as typed', () => {
  it('reads the price and grams typed, and trims the reason', () => {
    expect(checkRules(stockEditFormSchema, { price: '45', available: false })).toEqual({
      ok: true,
      value: { price: 45, available: false },
    });
    expect(checkRules(stockEditFormSchema, { price: '12,5', available: true })).toMatchObject({
      problem: {
        code: 'PRECIO_INVALIDO',
        message: 'El precio debe ser un número entero de pesos mayor que 0',
      },
    });
    expect(checkRules(stockAdjustmentFormSchema, { grams: '-15', reason: ' Merma ' })).toEqual({
      ok: true,
      value: { grams: -15, reason: 'Merma' },
    });
    expect(checkRules(stockAdjustmentFormSchema, { grams: '', reason: '' })).toMatchObject({
      problem: { code: 'AJUSTE_INVALIDO', field: 'grams' },
    });
  });
});
