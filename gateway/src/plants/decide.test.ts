import { describe, expect, it } from 'vitest';
import {
  decideApplyTreatment,
  decideChangeStage,
  decideDestroyBatchWaste,
  decideHarvestBatch,
  decideLosePlants,
  decideStartBatch,
} from './decide.ts';
import type { BatchRow } from './projection.ts';

// Given a batch, when a command, then events or a refusal (issue 17).

const TODAY = '2024-09-02';
const batch = (patch: Partial<BatchRow> = {}): BatchRow => ({
  id: 7,
  motherId: 1,
  productId: 3,
  plantsStarted: 10,
  plants: 10,
  stage: 'vegetativo',
  startedOn: '2024-06-01',
  lastOn: '2024-06-20',
  harvestId: null,
  notes: '',
  ...patch,
});
const count = (flowering: number, max = 99) => ({ today: TODAY, count: { flowering, max } });

describe('a move into flowering', () => {
  it('passes while the plants in flowering stay within the limit', () => {
    expect(decideChangeStage(batch(), { stage: 'floracion', on: '2024-07-01' }, count(89))).toEqual({
      ok: true,
      events: [
        {
          type: 'BatchStageChanged',
          payload: { batchId: 7, from: 'vegetativo', to: 'floracion', on: '2024-07-01', reason: '' },
        },
      ],
    });
  });

  it('is refused one plant past it, in Spanish, whatever the club’s own limit', () => {
    expect(decideChangeStage(batch(), { stage: 'floracion', on: '2024-07-01' }, count(90))).toMatchObject({
      ok: false,
      error: {
        code: 'LIMITE_FLORACION',
        message: 'Superarías el máximo de 99 plantas en floración (hay 90 y el lote suma 10).',
      },
    });
    expect(decideChangeStage(batch(), { stage: 'floracion', on: '2024-07-01' }, count(41, 50))).toMatchObject(
      {
        ok: false,
        error: { code: 'LIMITE_FLORACION' },
      },
    );
  });

  it('other moves ignore the count', () => {
    expect(
      decideChangeStage(batch(), { stage: 'descartado', on: '2024-07-01', reason: 'Plaga' }, count(99)),
    ).toMatchObject({
      ok: true,
    });
  });

  it('is refused for an unknown batch, a date after today or before the batch’s last fact', () => {
    expect(decideChangeStage(undefined, { stage: 'floracion', on: '2024-07-01' }, count(0))).toMatchObject({
      error: { code: 'LOTE_NO_ENCONTRADO' },
    });
    expect(decideChangeStage(batch(), { stage: 'floracion', on: '2024-09-03' }, count(0))).toMatchObject({
      error: { code: 'FECHA_FUTURA', message: 'La fecha no puede ser posterior a hoy (02/09/2024)' },
    });
    expect(decideChangeStage(batch(), { stage: 'floracion', on: '2024-06-19' }, count(0))).toMatchObject({
      error: { code: 'FECHA_ANTERIOR' },
    });
  });
});

describe('plants lost', () => {
  it('all of them discard the batch with the same reason', () => {
    expect(
      decideLosePlants(
        batch({ plants: 4 }),
        { plants: 4, reason: 'Hongos', on: '2024-07-01' },
        { today: TODAY },
      ),
    ).toEqual({
      ok: true,
      events: [
        { type: 'BatchPlantsLost', payload: { batchId: 7, plants: 4, reason: 'Hongos', on: '2024-07-01' } },
        {
          type: 'BatchStageChanged',
          payload: { batchId: 7, from: 'vegetativo', to: 'descartado', on: '2024-07-01', reason: 'Hongos' },
        },
      ],
    });
  });

  it('more than the batch has, or of a closed batch, are refused', () => {
    expect(
      decideLosePlants(batch(), { plants: 11, reason: 'x', on: '2024-07-01' }, { today: TODAY }),
    ).toMatchObject({
      error: { code: 'PLANTAS_INSUFICIENTES' },
    });
    expect(
      decideLosePlants(
        batch({ stage: 'cosechado' }),
        { plants: 1, reason: 'x', on: '2024-07-01' },
        { today: TODAY },
      ),
    ).toMatchObject({
      error: { code: 'LOTE_CERRADO', message: 'El lote ya está cosechado: no admite más cambios' },
    });
  });
});

describe('a batch started and treated', () => {
  it('copies its mother’s genetics', () => {
    const mother = { id: 1, productId: 3, name: 'M', origin: 'x', registeredOn: '2024-01-01' };
    expect(
      decideStartBatch(
        { motherId: 1, plants: '12', startedOn: '2024-06-01' },
        { batchId: 9, mother: () => mother, today: TODAY },
      ),
    ).toMatchObject({
      ok: true,
      events: [{ type: 'BatchStarted', payload: { batchId: 9, productId: 3, plants: 12 } }],
    });
    expect(
      decideStartBatch(
        { motherId: 2, plants: 12, startedOn: '2024-06-01' },
        { batchId: 9, mother: () => null, today: TODAY },
      ),
    ).toMatchObject({ error: { code: 'MADRE_NO_ENCONTRADA' } });
  });

  it('a treatment after a batch closed is refused; one recorded late, before it closed, passes', () => {
    const harvested = batch({ stage: 'cosechado', lastOn: '2024-08-01' });
    const treatment = {
      product: 'Neem',
      activeIngredient: 'Azadiractina',
      dose: '5 ml/L',
      method: 'Pulverizador',
      appliedBy: 'Ana',
      batchIds: [7],
    };
    const context = { treatmentId: 1, batch: () => harvested, today: TODAY };
    expect(decideApplyTreatment({ ...treatment, appliedOn: '2024-08-02' }, context)).toMatchObject({
      error: {
        code: 'LOTE_CERRADO',
        message: 'El Lote 7 ya está cosechado: no se le registran tratamientos',
      },
    });
    expect(decideApplyTreatment({ ...treatment, appliedOn: '2024-07-20' }, context)).toMatchObject({
      ok: true,
    });
  });
});

describe('a harvest of a batch', () => {
  const harvest = { id: 5, productId: 3, harvestDate: '2024-08-20', linkedBatchId: null };
  const context = { batchSpecies: 'OG Kush', otherHarvestId: null };

  it('with its date harvests a flowering batch', () => {
    expect(decideHarvestBatch(batch({ stage: 'floracion' }), harvest, context)).toEqual({
      ok: true,
      events: [
        { type: 'BatchHarvested', payload: { batchId: 7, harvestId: 5, productId: 3, on: '2024-08-20' } },
      ],
    });
  });

  it('without a date only names the batch; saved again, nothing new', () => {
    expect(decideHarvestBatch(batch(), { ...harvest, harvestDate: null }, context)).toEqual({
      ok: true,
      events: [],
    });
    expect(decideHarvestBatch(batch({ stage: 'cosechado', harvestId: 5 }), harvest, context)).toEqual({
      ok: true,
      events: [],
    });
  });

  it('is refused from a batch still vegetative, of another species, harvested by another, or when the harvest had another batch', () => {
    expect(decideHarvestBatch(batch(), harvest, context)).toMatchObject({
      error: { code: 'LOTE_SIN_FLORACION' },
    });
    expect(
      decideHarvestBatch(batch({ stage: 'floracion' }), { ...harvest, productId: 4 }, context),
    ).toMatchObject({
      error: {
        code: 'LOTE_DE_OTRA_ESPECIE',
        message: 'El lote es de OG Kush: la cosecha tiene que ser de esa especie',
      },
    });
    expect(
      decideHarvestBatch(batch({ stage: 'floracion' }), harvest, { ...context, otherHarvestId: 4 }),
    ).toMatchObject({ error: { code: 'LOTE_YA_COSECHADO' } });
    expect(
      decideHarvestBatch(batch({ stage: 'floracion' }), { ...harvest, linkedBatchId: 6 }, context),
    ).toMatchObject({
      error: {
        code: 'COSECHA_DE_OTRO_LOTE',
        message: 'Esta cosecha ya es del Lote 6: no se puede pasar a otro lote',
      },
    });
  });
});

describe("a batch's waste destroyed", () => {
  const record = {
    target: { kind: 'batch-waste' as const, batchId: 7 },
    grams: 120,
    reason: 'Hojas y tallos',
    method: 'Compostado',
    witness: 'Ana',
    date: '2024-08-01',
  };
  const command = { destructionId: 'd-1', batchId: 7, record };

  it('records it on the batch with its product, at any stage', () => {
    expect(decideDestroyBatchWaste(batch({ stage: 'descartado' }), command)).toEqual({
      ok: true,
      events: [
        {
          type: 'BatchWasteDestroyed',
          payload: { destructionId: 'd-1', ...record, batchId: 7, productId: 3 },
        },
      ],
    });
  });

  it('refuses an unknown batch and a day before the batch started, in Spanish', () => {
    expect(decideDestroyBatchWaste(undefined, command)).toMatchObject({
      ok: false,
      error: { code: 'LOTE_NO_ENCONTRADO', message: 'No encontramos ese lote' },
    });
    expect(
      decideDestroyBatchWaste(batch(), { ...command, record: { ...record, date: '2024-05-31' } }),
    ).toEqual({
      ok: false,
      error: {
        code: 'FECHA_ANTERIOR',
        field: 'date',
        message: 'La destrucción no puede ser anterior al inicio del lote (01/06/2024)',
      },
    });
  });
});
