import { describe, expect, it } from 'vitest';
import { orderFormSchema, orderSchema } from './order-schema.ts';
import { checkRules } from './rule-schema.ts';

function checkOrder(order: unknown, limit: number) {
  const checked = checkRules(orderSchema(limit), order);
  return checked.ok ? null : { code: checked.problem.code, message: checked.problem.message };
}

describe('orderSchema (spec §5)', () => {
  const ok = { grams: 40, total: 1800, date: '2024-09-03', time: '17:00', observations: '' };

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
    expect(checkOrder({ grams: 0, total: 0, date: '', time: '', observations: '' }, 40)).toEqual({
      code: 'CARRITO_VACIO',
      message: 'El carrito está vacío',
    });
  });

  it('then refuses a missing day or a missing time', () => {
    const problem = { code: 'FALTA_DIA_HORA', message: 'Se debe elegir día y hora de la entrega' };
    expect(checkOrder({ ...ok, date: '' }, 40)).toEqual(problem);
    expect(checkOrder({ ...ok, time: '' }, 40)).toEqual(problem);
  });

  it('then refuses comments over 250 characters', () => {
    expect(checkOrder({ ...ok, observations: 'x'.repeat(251) }, 40)).toEqual({
      code: 'OBSERVACIONES_LARGAS',
      message: 'Los comentarios pueden tener hasta 250 caracteres',
    });
  });
});

describe('orderFormSchema', () => {
  it("judges the cart's figures with the day, time and comments the form holds", () => {
    const form = { date: '2024-09-03', time: '', observations: '' };
    expect(checkRules(orderFormSchema(40, { grams: 50, total: 0 }), form)).toMatchObject({
      problem: { code: 'LIMITE_POR_PEDIDO' },
    });
    expect(checkRules(orderFormSchema(40, { grams: 10, total: 450 }), form)).toMatchObject({
      problem: { code: 'FALTA_DIA_HORA', field: 'time' },
    });
    expect(checkRules(orderFormSchema(40, { grams: 10, total: 450 }), { ...form, time: '17:00' }).ok).toBe(
      true,
    );
  });
});
