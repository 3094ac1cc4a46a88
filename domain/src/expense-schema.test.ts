import { describe, expect, it } from 'vitest';
import { expenseSchema } from './expense-schema.ts';
import { EXPENSE_CATEGORIES, MAX_EXPENSE_AMOUNT, receiptFolder } from './expenses.ts';
import { checkRules } from './rule-schema.ts';
import { texts } from './texts.ts';

const USER = '0b6f3c1e-8d2a-4f7b-9c3d-2e1f0a9b8c7d';
const valid = { expense: 'Ferretería', amount: 1500, comment: 'tornillos', date: '2024-09-03' };

const check = (input: unknown) => checkRules(expenseSchema, input);
const message = (input: unknown) => {
  const result = check(input);
  return result.ok ? null : result.problem.message;
};

describe('the expense form checks (spec §5), in order', () => {
  it('asks for the expense, then the amount, then the date', () => {
    expect(message({ expense: '', amount: 0, date: '' })).toBe('Debe elegir un gasto');
    expect(message({ expense: '', amount: 10, date: '2024-09-03' })).toBe('Debe elegir un gasto');
    expect(message({ expense: 'UTE', amount: 0, date: '' })).toBe('Debe ingresar un importe');
    expect(message({ expense: 'UTE', amount: '', date: '2024-09-03' })).toBe('Debe ingresar un importe');
    expect(message({ expense: 'UTE', amount: 10, date: '' })).toBe('Debe elegir una fecha');
    expect(message({ expense: 'UTE', amount: 10, date: '2024-09-03' })).toBeNull();
  });

  it('names a missing date before an amount that is not whole pesos', () => {
    expect(message({ expense: 'UTE', amount: 12.5, date: '' })).toBe('Debe elegir una fecha');
  });

  it('takes a body that is not an object for an empty form', () => {
    for (const body of [null, [], 'UTE', 5]) expect(message(body)).toBe('Debe elegir un gasto');
  });
});

describe('expenseSchema (what the gateway holds an expense to)', () => {
  it('accepts each of the eight categories and trims the comment', () => {
    expect(EXPENSE_CATEGORIES).toHaveLength(8);
    for (const expense of EXPENSE_CATEGORIES) {
      expect(check({ ...valid, expense, comment: '  x ' })).toEqual({
        ok: true,
        value: { expense, amount: 1500, comment: 'x', date: '2024-09-03', receipt: null },
      });
    }
  });

  it('stores a category sent with a decomposed accent in its composed form', () => {
    const result = check({ ...valid, expense: 'Ferretería'.normalize('NFD') });
    expect(result).toMatchObject({ ok: true, value: { expense: 'Ferretería' } });
  });

  it.each([
    ['an unknown category', { expense: 'Luz' }, 'GASTO_INVALIDO'],
    ['a missing amount', { amount: undefined }, 'FALTA_IMPORTE'],
    ['a negative amount', { amount: -5 }, 'IMPORTE_INVALIDO'],
    ['a fractional amount', { amount: 10.5 }, 'IMPORTE_INVALIDO'],
    ['an amount as text', { amount: '100' }, 'IMPORTE_INVALIDO'],
    ['an amount over the maximum', { amount: MAX_EXPENSE_AMOUNT + 1 }, 'IMPORTE_INVALIDO'],
    ['an impossible date', { date: '2025-02-30' }, 'FECHA_INVALIDA'],
    ['a date in another format', { date: '03/09/2024' }, 'FECHA_INVALIDA'],
    ['a year typo', { date: '0202-09-03' }, 'FECHA_INVALIDA'],
    ['a comment of 251 characters', { comment: 'a'.repeat(251) }, 'COMENTARIO_LARGO'],
    ['a comment that is not text', { comment: 5 }, 'COMENTARIO_INVALIDO'],
  ])('refuses %s', (_name, change, code) => {
    const result = check({ ...valid, ...change });
    expect(result).toMatchObject({ ok: false, problem: { code } });
  });

  it('says which categories exist', () => {
    expect(check({ ...valid, expense: 'Luz' })).toMatchObject({
      problem: {
        message:
          'El gasto debe ser uno de: UTE, OSE, Alquiler, Ferretería, Fertilizantes, Turba, Sueldos, Varios',
      },
    });
  });

  it('accepts a receipt stored under the expense and its month', () => {
    const receipt = `${receiptFolder(USER, 'Ferretería', '2024-09-03')}/f3a1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d.jpg`;
    expect(receipt).toBe(`${USER}/Ferretería/09-2024/f3a1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d.jpg`);
    expect(check({ ...valid, receipt })).toMatchObject({ ok: true, value: { receipt } });
  });

  it.each([
    ['not under a user id', 'admin/Ferretería/09-2024/abc'],
    ['with a parent folder', `${USER}/Ferretería/09-2024/..`],
    ['with an extra level', `${USER}/Ferretería/09-2024/a/b`],
    ['with a month written otherwise', `${USER}/Ferretería/2024-09/abc`],
    ['of an unknown category', `${USER}/Luz/09-2024/abc`],
  ])('refuses a receipt path %s', (_name, receipt) => {
    expect(check({ ...valid, receipt })).toEqual({
      ok: false,
      problem: { code: 'RECIBO_INVALIDO', message: texts.expenses.invalidReceipt, field: 'receipt' },
    });
  });

  it('refuses a receipt of another expense or month, naming where it is', () => {
    expect(check({ ...valid, receipt: `${USER}/UTE/09-2024/abc` })).toMatchObject({
      ok: false,
      problem: {
        code: 'RECIBO_INVALIDO',
        message: 'La foto de la factura está guardada para UTE de 09-2024, no para este gasto',
      },
    });
    expect(check({ ...valid, receipt: `${USER}/Ferretería/10-2024/abc` })).toMatchObject({
      ok: false,
      problem: { code: 'RECIBO_INVALIDO' },
    });
  });
});
