import { describe, expect, it } from 'vitest';
import { type BatchForHarvest, batchHarvestProblem, type HarvestOfBatch } from './plants.ts';

const flowering: BatchForHarvest = {
  id: 3,
  productId: 8,
  species: 'OG Kush',
  stage: 'floracion',
  harvestId: null,
};
const newHarvest: HarvestOfBatch = { id: null, productId: 8, harvestDate: '2026-11-20', batchId: null };
const codeOf = (...args: Parameters<typeof batchHarvestProblem>) =>
  batchHarvestProblem(...args)?.code ?? null;

describe('batchHarvestProblem: which batch a harvest may name', () => {
  it('a flowering batch nobody harvested, of the harvest’s species: yes', () => {
    expect(batchHarvestProblem(flowering, newHarvest, null)).toBeNull();
    // A form with no species yet: the batch gives it its own.
    expect(batchHarvestProblem(flowering, { ...newHarvest, productId: null }, null)).toBeNull();
  });

  it('not a batch of another species', () => {
    expect(batchHarvestProblem(flowering, { ...newHarvest, productId: 1 }, null)).toEqual({
      code: 'LOTE_DE_OTRA_ESPECIE',
      message: 'El lote es de OG Kush: la cosecha tiene que ser de esa especie',
    });
  });

  it('not a batch another harvest took or already names; its own harvest may name it again', () => {
    expect(batchHarvestProblem({ ...flowering, stage: 'cosechado', harvestId: 5 }, newHarvest, null)).toEqual(
      {
        code: 'LOTE_YA_COSECHADO',
        message: 'El Lote 3 ya tiene su cosecha',
      },
    );
    expect(codeOf(flowering, newHarvest, 5)).toBe('LOTE_YA_COSECHADO');
    expect(
      codeOf({ ...flowering, stage: 'cosechado', harvestId: 5 }, { ...newHarvest, id: 5, batchId: 3 }, null),
    ).toBeNull();
    expect(codeOf(flowering, { ...newHarvest, id: 5, batchId: 3 }, null)).toBeNull();
  });

  it('a harvest never moves to another batch', () => {
    expect(batchHarvestProblem(flowering, { ...newHarvest, id: 5, batchId: 2 }, null)).toEqual({
      code: 'COSECHA_DE_OTRO_LOTE',
      message: 'Esta cosecha ya es del Lote 2: no se puede pasar a otro lote',
    });
  });

  it('not a discarded batch', () => {
    expect(batchHarvestProblem({ ...flowering, stage: 'descartado' }, newHarvest, null)).toEqual({
      code: 'LOTE_CERRADO',
      message: 'El lote ya está descartado: no admite más cambios',
    });
  });

  it('with a harvest date, only from flowering; without one, a batch still growing too', () => {
    expect(batchHarvestProblem({ ...flowering, stage: 'vegetativo' }, newHarvest, null)).toEqual({
      code: 'LOTE_SIN_FLORACION',
      message: 'El Lote 3 está en vegetativo: se cosecha desde floración',
    });
    expect(
      codeOf({ ...flowering, stage: 'esquejes' }, { ...newHarvest, harvestDate: null }, null),
    ).toBeNull();
    expect(codeOf({ ...flowering, stage: 'cosechado' }, newHarvest, null)).toBeNull();
  });
});
