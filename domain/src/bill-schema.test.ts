import { describe, expect, it } from 'vitest';
import { billDraftSchema, billFormSchema } from './bill-schema.ts';
import { checkRules } from './rule-schema.ts';
import { texts } from './texts.ts';

const today = '2024-09-10';
const valid = { socio_id: 41, date: '2024-09-01', species: [{ product: 'OG Kush', amount: 10 }] };
const problem = (input: unknown) => {
  const result = checkRules(billDraftSchema(today), input);
  return result.ok ? null : result.problem;
};

describe('billDraftSchema: the rules of a bill draft, in order', () => {
  it('gives the draft with product keys and grams', () => {
    expect(checkRules(billDraftSchema(today), valid)).toEqual({
      ok: true,
      value: { socioId: 41, date: '2024-09-01', lines: [{ product: 'ogkush', grams: 10 }] },
    });
  });

  it('asks for the member first, then a date, then species', () => {
    expect(problem({})).toMatchObject({ code: 'FALTA_SOCIO', message: texts.bills.chooseMember });
    expect(problem({ ...valid, socio_id: '41' })?.code).toBe('FALTA_SOCIO');
    expect(problem({ socio_id: 41, date: 'x', species: [] })?.code).toBe('FECHA_INVALIDA');
    expect(problem({ ...valid, date: '0202-09-03' })?.code).toBe('FECHA_INVALIDA');
    expect(problem({ ...valid, date: '2024-09-11', species: [] })).toMatchObject({
      code: 'FECHA_FUTURA',
      message: 'La fecha del recibo no puede ser posterior a hoy (2024-09-10)',
    });
    expect(problem({ ...valid, species: [] })).toMatchObject({ code: 'SIN_ESPECIES' });
    expect(problem({ ...valid, species: 'ogkush' })).toMatchObject({ code: 'SIN_ESPECIES' });
  });

  it('checks each line in turn: its product, then its grams, then repeated species', () => {
    expect(problem({ ...valid, species: [null] })?.code).toBe('LINEA_INVALIDA');
    expect(problem({ ...valid, species: [{ product: ' ', amount: 'x' }] })?.code).toBe('LINEA_INVALIDA');
    expect(problem({ ...valid, species: [{ product: 'Suguz', amount: 2.5 }, null] })).toEqual({
      code: 'GRAMOS_INVALIDOS',
      message: 'La cantidad de Suguz debe ser un número entero de gramos mayor que 0',
      field: 'species',
    });
    expect(
      problem({
        ...valid,
        species: [
          { product: 'OG Kush', amount: 5 },
          { product: 'ogkush', amount: 5 },
        ],
      }),
    ).toMatchObject({ code: 'ESPECIE_REPETIDA', message: texts.bills.repeatedSpecies });
  });
});

describe('billFormSchema: the same rules on what the form holds', () => {
  const draft = (amount: string, date = '2024-09-01') => ({
    socioId: '41',
    date,
    lines: [{ key: 'suguz', species: 'Suguz', amount }],
  });
  const formProblem = (input: unknown) => {
    const result = checkRules(billFormSchema(today), input);
    return result.ok ? null : result.problem.message;
  };

  it('takes whole grams typed as text', () => {
    expect(checkRules(billFormSchema(today), draft('15'))).toEqual({
      ok: true,
      value: { socioId: 41, date: '2024-09-01', lines: [{ product: 'suguz', grams: 15 }] },
    });
    for (const amount of ['', '0', '2.5', '-5', 'diez'])
      expect(formProblem(draft(amount))).toBe(
        'La cantidad de Suguz debe ser un número entero de gramos mayor que 0',
      );
  });

  it('asks for a member before anything else', () => {
    expect(formProblem({ socioId: '', date: '2024-09-01', lines: [] })).toBe('Debe elegir un socio');
    expect(formProblem(draft('5', '2024-09-11'))).toBe(
      'La fecha del recibo no puede ser posterior a hoy (2024-09-10)',
    );
  });
});
