import { describe, expect, it } from 'vitest';
import { harvestFormSchema, harvestSchema } from './harvest-schema.ts';
import { checkRules } from './rule-schema.ts';

const valid = {
  numberOfPlants: 12,
  waste: 300,
  stock: 1800,
  lampWatts: 1200,
  sketchedDate: '2025-01-10',
  firstTransplantation: '2025-01-25',
  secondTransplantation: '2025-02-10',
  thirdTransplantation: '',
  bloomDate: '2025-03-01',
  harvestDate: '2025-05-05',
  observations: '  Buena cosecha  ',
  finished: true,
};

function problemOf(draft: Record<string, unknown>) {
  const result = checkRules(harvestSchema, draft);
  if (result.ok) throw new Error('expected a refusal');
  return result.problem;
}

describe('harvestSchema', () => {
  it('Given a complete form, Then the values, trimmed, with blank dates as null', () => {
    const result = checkRules(harvestSchema, valid);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, thirdTransplantation: null, observations: 'Buena cosecha' },
    });
  });

  it('takes numbers written as text, blank grams as 0 and blank watts as none', () => {
    const result = checkRules(harvestSchema, {
      numberOfPlants: '8',
      waste: '',
      stock: null,
      lampWatts: '',
      sketchedDate: '2025-01-10',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { numberOfPlants: 8, waste: 0, stock: 0, lampWatts: null, harvestDate: null, finished: false },
    });
  });

  it.each([
    [
      { numberOfPlants: 0 },
      'PLANTAS_INVALIDAS',
      'La cantidad de plantas debe ser un número entero de 1 o más',
    ],
    [
      { numberOfPlants: '' },
      'PLANTAS_INVALIDAS',
      'La cantidad de plantas debe ser un número entero de 1 o más',
    ],
    [
      { numberOfPlants: 2.5 },
      'PLANTAS_INVALIDAS',
      'La cantidad de plantas debe ser un número entero de 1 o más',
    ],
    [{ waste: -1 }, 'GRAMOS_INVALIDOS', 'El desperdicio debe ser un número entero de gramos, 0 o más'],
    [{ stock: -50 }, 'GRAMOS_INVALIDOS', 'El stock seco debe ser un número entero de gramos, 0 o más'],
    [{ stock: 'mucho' }, 'GRAMOS_INVALIDOS', 'El stock seco debe ser un número entero de gramos, 0 o más'],
    [{ lampWatts: 0 }, 'WATTS_INVALIDOS', 'Los watts de las lámparas deben ser un número entero mayor que 0'],
    [{ sketchedDate: '' }, 'FECHA_REQUERIDA', 'Falta la fecha de esquejes'],
    [{ bloomDate: '2025-02-30' }, 'FECHA_INVALIDA', 'Fecha de floración: la fecha no es válida'],
    [
      { firstTransplantation: '2025-01-05' },
      'FECHAS_DESORDENADAS',
      'Las fechas van en orden: Primer trasplante (05/01/2025) no puede ser antes que Fecha de esquejes (10/01/2025)',
    ],
    [
      { bloomDate: '2025-02-01' },
      'FECHAS_DESORDENADAS',
      'Las fechas van en orden: Fecha de floración (01/02/2025) no puede ser antes que Segundo trasplante (10/02/2025)',
    ],
    [
      { harvestDate: '2025-02-28' },
      'FECHAS_DESORDENADAS',
      'Las fechas van en orden: Fecha de cosecha (28/02/2025) no puede ser antes que Fecha de floración (01/03/2025)',
    ],
    [
      { harvestDate: '' },
      'FALTA_FECHA_COSECHA',
      'Falta la fecha de cosecha: hace falta para cargar stock seco o marcarla como terminada',
    ],
    [{ finished: 'quizás' }, 'TERMINADA_INVALIDA', "'Terminada' debe ser sí o no"],
    [
      { observations: 'x'.repeat(1001) },
      'OBSERVACIONES_LARGAS',
      'Las observaciones pueden tener hasta 1000 caracteres',
    ],
  ])('When %j, Then %s with its Spanish message', (change, code, message) => {
    expect(problemOf({ ...valid, ...change })).toMatchObject({ code, message });
  });

  it('checks the order across skipped dates: a harvest before the cuttings is refused', () => {
    const problem = problemOf({
      numberOfPlants: 4,
      sketchedDate: '2025-03-01',
      harvestDate: '2025-02-01',
    });
    expect(problem).toMatchObject({ code: 'FECHAS_DESORDENADAS', field: 'harvestDate' });
  });

  it('accepts dates on the same day (cuttings ≤ transplants ≤ bloom ≤ harvest)', () => {
    const day = '2025-03-01';
    const result = checkRules(harvestSchema, {
      numberOfPlants: 1,
      sketchedDate: day,
      firstTransplantation: day,
      bloomDate: day,
      harvestDate: day,
    });
    expect(result.ok).toBe(true);
  });
});

describe('harvestFormSchema', () => {
  it('asks for the species before anything else, then the harvest rules', () => {
    const blank = '';
    const form = {
      productId: blank,
      batchId: blank,
      numberOfPlants: blank,
      waste: blank,
      stock: blank,
      lampWatts: blank,
      sketchedDate: blank,
      firstTransplantation: blank,
      secondTransplantation: blank,
      thirdTransplantation: blank,
      bloomDate: blank,
      harvestDate: blank,
      observations: blank,
      finished: false,
    };
    const schema = harvestFormSchema({ batchRequired: false });
    expect(checkRules(schema, form)).toMatchObject({
      ok: false,
      problem: { code: 'ESPECIE_REQUERIDA', message: 'Elegí la especie de la cosecha' },
    });
    expect(checkRules(schema, { ...form, productId: '3' })).toMatchObject({
      ok: false,
      problem: { code: 'PLANTAS_INVALIDAS', field: 'numberOfPlants' },
    });
  });

  it('once the club has batches, asks for a batch or «Sin lote» chosen, after the species', () => {
    const schema = harvestFormSchema({ batchRequired: true });
    const form = { ...Object.fromEntries(Object.keys(valid).map((key) => [key, ''])), finished: false };
    expect(checkRules(schema, { ...form, productId: '', batchId: '' })).toMatchObject({
      problem: { code: 'ESPECIE_REQUERIDA' },
    });
    expect(checkRules(schema, { ...form, productId: '3', batchId: '' })).toMatchObject({
      ok: false,
      problem: {
        code: 'LOTE_REQUERIDO',
        field: 'batchId',
        message: 'Elegí el lote del que salió la cosecha, o «Sin lote» si no salió de ninguno',
      },
    });
    for (const batchId of ['ninguno', '7']) {
      expect(checkRules(schema, { ...form, productId: '3', batchId })).toMatchObject({
        problem: { code: 'PLANTAS_INVALIDAS' },
      });
    }
  });

  it('names the first broken rule in the form order, not the last field', () => {
    expect(problemOf({ ...valid, numberOfPlants: 0, observations: 'x'.repeat(1001) }).code).toBe(
      'PLANTAS_INVALIDAS',
    );
    expect(
      problemOf({ ...valid, firstTransplantation: '2025-01-05', observations: 'x'.repeat(1001) }).code,
    ).toBe('FECHAS_DESORDENADAS');
  });

  it('asks for the plants and the cuttings date when they are absent', () => {
    expect(problemOf({}).code).toBe('PLANTAS_INVALIDAS');
    expect(problemOf({ numberOfPlants: 3 }).code).toBe('FECHA_REQUERIDA');
  });
});
