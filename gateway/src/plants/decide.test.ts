import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import type { BatchStage } from '@club/domain/plants';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import { sealedAs } from '../../test-support/sealed.fixture.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import { harvestBatchDecider } from './batch-harvest.ts';
import {
  applyTreatmentDecider,
  changeStageDecider,
  destroyBatchWasteDecider,
  losePlantsDecider,
  registerMotherDecider,
  startBatchDecider,
} from './decide.ts';

// Given the registry's facts, when a command, then events or a refusal.

const TODAY = '2024-09-02';

const started = (batchId: number, plants: number): ClubEvent => ({
  type: 'BatchStarted',
  payload: { batchId, motherId: 1, productId: 3, plants, startedOn: '2024-06-01', notes: '' },
});
const moved = (batchId: number, from: BatchStage, to: BatchStage, on: string): ClubEvent => ({
  type: 'BatchStageChanged',
  payload: { batchId, from, to, on, reason: '' },
});
/** Batch 7: 10 plants of product 3, vegetative since 2024-06-20 (then `more` facts). */
const batch7 = (...more: ClubEvent[]): ClubEvent[] => [
  started(7, 10),
  moved(7, 'esquejes', 'vegetativo', '2024-06-20'),
  ...more,
];
/** Another batch with `plants` in flowering. */
const flowering = (plants: number): ClubEvent[] =>
  plants === 0 ? [] : [started(8, plants), moved(8, 'vegetativo', 'floracion', '2024-06-20')];
const limit = (max: number): ClubEvent => ({
  type: 'ClubSettingsChanged',
  payload: { effectiveFrom: '2024-01-01', settings: { ...DEFAULT_CLUB_SETTINGS, maxFloweringPlants: max } },
});
const toFlowering = { batchId: 7, input: { stage: 'floracion', on: '2024-07-01' }, today: TODAY };

describe('a move into flowering', () => {
  it('passes while the plants in flowering stay within the limit', () => {
    deciderSpec(changeStageDecider)
      .given(...batch7(), ...flowering(89))
      .when(toFlowering)
      .thenDecides({
        type: 'BatchStageChanged',
        payload: { batchId: 7, from: 'vegetativo', to: 'floracion', on: '2024-07-01', reason: '' },
      });
  });

  it('is refused one plant past it, in Spanish, whatever the club’s own limit', () => {
    deciderSpec(changeStageDecider)
      .given(...batch7(), ...flowering(90))
      .when(toFlowering)
      .thenRefuses({
        code: 'LIMITE_FLORACION',
        message: 'Superarías el máximo de 99 plantas en floración (hay 90 y el lote suma 10).',
      });
    deciderSpec(changeStageDecider)
      .given(limit(50), ...batch7(), ...flowering(41))
      .when(toFlowering)
      .thenRefuses('LIMITE_FLORACION');
  });

  it('other moves ignore the count', () => {
    const discard = {
      batchId: 7,
      input: { stage: 'descartado', on: '2024-07-01', reason: 'Plaga' },
      today: TODAY,
    };
    expect(
      deciderSpec(changeStageDecider)
        .given(...batch7(), ...flowering(99))
        .when(discard).decision,
    ).toMatchObject({ ok: true });
  });

  it('is refused for an unknown batch, a date after today or before the batch’s last fact', () => {
    deciderSpec(changeStageDecider).given().when(toFlowering).thenRefuses('LOTE_NO_ENCONTRADO');
    deciderSpec(changeStageDecider)
      .given(...batch7())
      .when({ ...toFlowering, input: { stage: 'floracion', on: '2024-09-03' } })
      .thenRefuses({ code: 'FECHA_FUTURA', message: 'La fecha no puede ser posterior a hoy (02/09/2024)' });
    deciderSpec(changeStageDecider)
      .given(...batch7())
      .when({ ...toFlowering, input: { stage: 'floracion', on: '2024-06-19' } })
      .thenRefuses('FECHA_ANTERIOR');
  });
});

describe('plants lost', () => {
  const lose = (plants: number, reason = 'x') => ({
    batchId: 7,
    input: { plants, reason, on: '2024-07-01' },
    today: TODAY,
  });

  it('all of them discard the batch with the same reason', () => {
    deciderSpec(losePlantsDecider)
      .given(started(7, 4), moved(7, 'esquejes', 'vegetativo', '2024-06-20'))
      .when(lose(4, 'Hongos'))
      .thenDecides(
        { type: 'BatchPlantsLost', payload: { batchId: 7, plants: 4, reason: 'Hongos', on: '2024-07-01' } },
        {
          type: 'BatchStageChanged',
          payload: { batchId: 7, from: 'vegetativo', to: 'descartado', on: '2024-07-01', reason: 'Hongos' },
        },
      );
  });

  it('more than the batch has, or of a closed batch, are refused', () => {
    deciderSpec(losePlantsDecider)
      .given(...batch7())
      .when(lose(11))
      .thenRefuses('PLANTAS_INSUFICIENTES');
    deciderSpec(losePlantsDecider)
      .given(...batch7(moved(7, 'floracion', 'cosechado', '2024-06-20')))
      .when(lose(1))
      .thenRefuses({ code: 'LOTE_CERRADO', message: 'El lote ya está cosechado: no admite más cambios' });
  });
});

describe('a mother registered', () => {
  const listed: ClubEvent = {
    type: 'ProductListed',
    payload: { productId: 3, key: 'ogkush', species: 'OG Kush', price: 100, available: true },
  };
  const mother = { productId: 3, name: 'Madre 1', origin: 'Semilla', registeredOn: '2024-01-01' };

  it('of one of the club’s products, on a day not after today', () => {
    deciderSpec(registerMotherDecider)
      .given(listed)
      .when({ input: mother, motherId: 1, today: TODAY })
      .thenDecides({ type: 'MotherPlantRegistered', payload: { motherId: 1, ...mother } });
  });

  it('refuses an unknown product, a date after today and a form without a name, in Spanish', () => {
    deciderSpec(registerMotherDecider)
      .given()
      .when({ input: mother, motherId: 1, today: TODAY })
      .thenRefuses({ code: 'ESPECIE_INEXISTENTE', field: 'productId' });
    deciderSpec(registerMotherDecider)
      .given(listed)
      .when({ input: { ...mother, registeredOn: '2024-09-03' }, motherId: 1, today: TODAY })
      .thenRefuses({ code: 'FECHA_FUTURA', field: 'registeredOn' });
    deciderSpec(registerMotherDecider)
      .given(listed)
      .when({ input: { ...mother, name: '' }, motherId: 1, today: TODAY })
      .thenRefuses({ code: 'NOMBRE_MADRE_INVALIDO', field: 'name' });
  });
});

describe('a batch started and treated', () => {
  const registered: ClubEvent = {
    type: 'MotherPlantRegistered',
    payload: { motherId: 1, productId: 3, name: 'M', origin: 'x', registeredOn: '2024-01-01' },
  };

  it('copies its mother’s genetics', () => {
    expect(
      deciderSpec(startBatchDecider)
        .given(registered)
        .when({ input: { motherId: 1, plants: '12', startedOn: '2024-06-01' }, batchId: 9, today: TODAY })
        .decision,
    ).toMatchObject({
      ok: true,
      events: [{ type: 'BatchStarted', payload: { batchId: 9, productId: 3, plants: 12 } }],
    });
    deciderSpec(startBatchDecider)
      .given(registered)
      .when({ input: { motherId: 2, plants: 12, startedOn: '2024-06-01' }, batchId: 9, today: TODAY })
      .thenRefuses('MADRE_NO_ENCONTRADA');
  });

  it('a treatment after a batch closed is refused; one recorded late, before it closed, passes', () => {
    const harvested = batch7(moved(7, 'floracion', 'cosechado', '2024-08-01'));
    const treatment = {
      product: 'Neem',
      activeIngredient: 'Azadiractina',
      dose: '5 ml/L',
      method: 'Pulverizador',
      appliedBy: 'Ana',
      batchIds: [7],
    };
    deciderSpec(applyTreatmentDecider)
      .given(...harvested)
      .when({
        input: { ...treatment, appliedOn: '2024-08-02' },
        treatmentId: 1,
        today: TODAY,
        appliedBy: sealedAs('Ana'),
      })
      .thenRefuses({
        code: 'LOTE_CERRADO',
        message: 'El Lote 7 ya está cosechado: no se le registran tratamientos',
      });
    expect(
      deciderSpec(applyTreatmentDecider)
        .given(...harvested)
        .when({
          input: { ...treatment, appliedOn: '2024-07-20' },
          treatmentId: 1,
          today: TODAY,
          appliedBy: sealedAs('Ana'),
        }).decision,
    ).toMatchObject({ ok: true });
  });
});

describe('a harvest of a batch', () => {
  const harvest = { id: 5, productId: 3, harvestDate: '2024-08-20', linkedBatchId: null };
  const ogKush: ClubEvent = {
    type: 'ProductListed',
    payload: { productId: 3, key: 'ogkush', species: 'OG Kush', price: 100, available: true },
  };
  const inFlowering = batch7(moved(7, 'vegetativo', 'floracion', '2024-07-01'));
  const spec = () => deciderSpec(harvestBatchDecider);

  it('with its date harvests a flowering batch', () => {
    spec()
      .given(ogKush, ...inFlowering)
      .when({ batchId: 7, harvest })
      .thenDecides({
        type: 'BatchHarvested',
        payload: { batchId: 7, harvestId: 5, productId: 3, on: '2024-08-20' },
      });
  });

  it('without a date only names the batch; saved again, nothing new', () => {
    spec()
      .given(ogKush, ...batch7())
      .when({ batchId: 7, harvest: { ...harvest, harvestDate: null } })
      .thenDecides();
    spec()
      .given(ogKush, ...inFlowering, {
        type: 'BatchHarvested',
        payload: { batchId: 7, harvestId: 5, productId: 3, on: '2024-08-20' },
      })
      .when({ batchId: 7, harvest })
      .thenDecides();
  });

  it('is refused from a batch still vegetative, of another species, harvested by another, or when the harvest had another batch', () => {
    spec()
      .given(ogKush, ...batch7())
      .when({ batchId: 7, harvest })
      .thenRefuses('LOTE_SIN_FLORACION');
    spec()
      .given(ogKush, ...inFlowering)
      .when({ batchId: 7, harvest: { ...harvest, productId: 4 } })
      .thenRefuses({
        code: 'LOTE_DE_OTRA_ESPECIE',
        message: 'El lote es de OG Kush: la cosecha tiene que ser de esa especie',
      });
    const otherHarvest: ClubEvent = {
      type: 'HarvestRecorded',
      payload: {
        harvestId: 4,
        productId: 3,
        batchId: 7,
        numberOfPlants: 10,
        waste: 0,
        stock: 0,
        lampWatts: null,
        sketchedDate: '2024-06-01',
        firstTransplantation: null,
        secondTransplantation: null,
        thirdTransplantation: null,
        bloomDate: null,
        harvestDate: null,
        observations: '',
        finished: false,
        createdBy: 1,
      },
    };
    spec()
      .given(ogKush, ...inFlowering, otherHarvest)
      .when({ batchId: 7, harvest })
      .thenRefuses('LOTE_YA_COSECHADO');
    spec()
      .given(ogKush, ...inFlowering)
      .when({ batchId: 7, harvest: { ...harvest, linkedBatchId: 6 } })
      .thenRefuses({
        code: 'COSECHA_DE_OTRO_LOTE',
        message: 'Esta cosecha ya es del Lote 6: no se puede pasar a otro lote',
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
  const command = { destructionId: 'd-1', batchId: 7, record, witness: sealedAs('Ana') };

  it('records it on the batch with its product, at any stage', () => {
    deciderSpec(destroyBatchWasteDecider)
      .given(...batch7(moved(7, 'vegetativo', 'descartado', '2024-07-01')))
      .when(command)
      .thenDecides({
        type: 'BatchWasteDestroyed',
        payload: { destructionId: 'd-1', ...record, witness: sealedAs('Ana'), batchId: 7, productId: 3 },
      });
  });

  it('refuses an unknown batch and a day before the batch started, in Spanish', () => {
    deciderSpec(destroyBatchWasteDecider)
      .given()
      .when(command)
      .thenRefuses({ code: 'LOTE_NO_ENCONTRADO', message: 'No encontramos ese lote' });
    expect(
      deciderSpec(destroyBatchWasteDecider)
        .given(...batch7())
        .when({ ...command, record: { ...record, date: '2024-05-31' } }).decision,
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
