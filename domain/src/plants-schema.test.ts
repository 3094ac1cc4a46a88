import { checkRules } from '@club/domain/rule-schema';
import { describe, expect, it } from 'vitest';
import { canMoveTo, nextStages, plantTexts } from './plants.ts';
import {
  batchSchema,
  motherPlantSchema,
  plantsLostSchema,
  stageChangeSchema,
  treatmentSchema,
} from './plants-schema.ts';

describe('batch stages', () => {
  it('go forward only, harvested only from flowering, and any open batch may be discarded', () => {
    expect(nextStages('esquejes')).toEqual(['vegetativo', 'floracion', 'descartado']);
    expect(nextStages('floracion')).toEqual(['cosechado', 'descartado']);
    expect(canMoveTo('vegetativo', 'esquejes')).toBe(false);
    expect(canMoveTo('esquejes', 'cosechado')).toBe(false);
    expect(nextStages('cosechado')).toEqual([]);
    expect(nextStages('descartado')).toEqual([]);
  });
});

describe('the plant registry’s forms', () => {
  it('a mother plant: genetics, name, origin and date, in that order', () => {
    expect(checkRules(motherPlantSchema, {})).toMatchObject({
      ok: false,
      problem: { code: 'ESPECIE_REQUERIDA', field: 'productId', message: plantTexts.speciesRequired },
    });
    expect(checkRules(motherPlantSchema, { productId: '3', name: ' ', origin: 'semilla' })).toMatchObject({
      ok: false,
      problem: { code: 'NOMBRE_MADRE_INVALIDO' },
    });
    expect(
      checkRules(motherPlantSchema, {
        productId: '3',
        name: 'Madre OG',
        origin: 'semilla',
        registeredOn: '2025-02-30',
      }),
    ).toMatchObject({ ok: false, problem: { code: 'FECHA_INVALIDA', field: 'registeredOn' } });
    expect(
      checkRules(motherPlantSchema, {
        productId: 3,
        name: ' Madre OG ',
        origin: 'Semilla',
        registeredOn: '2025-02-03',
      }),
    ).toEqual({
      ok: true,
      value: { productId: 3, name: 'Madre OG', origin: 'Semilla', registeredOn: '2025-02-03' },
    });
  });

  it('a batch: its mother, 1 to 999 cuttings and the day they were cut', () => {
    expect(checkRules(batchSchema, { motherId: '', plants: '10' })).toMatchObject({
      problem: { code: 'MADRE_REQUERIDA', message: plantTexts.motherRequired },
    });
    for (const plants of ['0', '1000', '2.5', -3, 'diez']) {
      expect(checkRules(batchSchema, { motherId: 1, plants, startedOn: '2025-01-01' })).toMatchObject({
        problem: { code: 'PLANTAS_INVALIDAS', message: plantTexts.plantsInvalid },
      });
    }
    expect(checkRules(batchSchema, { motherId: '2', plants: '10', startedOn: '2025-01-01' })).toEqual({
      ok: true,
      value: { motherId: 2, plants: 10, startedOn: '2025-01-01', notes: '' },
    });
  });

  it('a stage change names a stage; discarding a batch needs its reason', () => {
    expect(checkRules(stageChangeSchema, { stage: 'secado', on: '2025-01-01' })).toMatchObject({
      problem: { code: 'ETAPA_INVALIDA' },
    });
    expect(
      checkRules(stageChangeSchema, { stage: 'descartado', on: '2025-01-01', reason: ' ' }),
    ).toMatchObject({
      problem: { code: 'MOTIVO_INVALIDO', field: 'reason', message: plantTexts.reasonRequired },
    });
    expect(checkRules(stageChangeSchema, { stage: 'floracion', on: '2025-01-01' })).toEqual({
      ok: true,
      value: { stage: 'floracion', on: '2025-01-01', reason: '' },
    });
  });

  it('plants lost: how many and why', () => {
    expect(checkRules(plantsLostSchema, { plants: 2, reason: '', on: '2025-01-01' })).toMatchObject({
      problem: { code: 'MOTIVO_INVALIDO' },
    });
    expect(checkRules(plantsLostSchema, { plants: '2', reason: 'Oídio', on: '2025-01-01' })).toMatchObject({
      ok: true,
      value: { plants: 2, reason: 'Oídio' },
    });
  });

  it('a treatment: product, active ingredient, dose, method, date, who, and at least one batch', () => {
    const treatment = {
      product: 'Aceite de neem',
      activeIngredient: 'Azadiractina',
      dose: '5 ml/L',
      method: 'Pulverizador manual',
      appliedOn: '2025-03-01',
      appliedBy: 'Diego',
      batchIds: ['3', 1, '3'],
    };
    expect(checkRules(treatmentSchema, { ...treatment, activeIngredient: '' })).toMatchObject({
      problem: { code: 'PRINCIPIO_ACTIVO_REQUERIDO', field: 'activeIngredient' },
    });
    expect(checkRules(treatmentSchema, { ...treatment, batchIds: [] })).toMatchObject({
      problem: { code: 'LOTES_REQUERIDOS', message: plantTexts.batchesRequired },
    });
    expect(checkRules(treatmentSchema, treatment)).toMatchObject({ ok: true, value: { batchIds: [1, 3] } });
  });
});
