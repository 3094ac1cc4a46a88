import { settingsOn } from '@club/domain/club-settings';
import type { DestructionRecord } from '@club/domain/destruction-schema';
import { fillText } from '@club/domain/fill-text';
import { formatIsoDate } from '@club/domain/harvest';
import { batchLabel, canMoveTo, isClosedStage, plantTexts, stageName } from '@club/domain/plants';
import {
  batchSchema,
  motherPlantSchema,
  type PlantProblemCode,
  plantsLostSchema,
  stageChangeSchema,
  treatmentSchema,
} from '@club/domain/plants-schema';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import type { Decision } from '../kernel/commands/decider.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import type { Refusal, RefusalCode } from '../kernel/refusals/refusal-table.ts';
import {
  BATCH_PLANTS_LOST,
  BATCH_STAGE_CHANGED,
  BATCH_STARTED,
  BATCH_WASTE_DESTROYED,
  type BatchEvent,
  MOTHER_PLANT_REGISTERED,
  type MotherPlantEvent,
  TREATMENT_APPLIED,
  type TreatmentEvent,
} from './events.ts';
import type { BatchRow, MotherRow } from './projection.ts';
import { type FloweringCount, plantsDecider } from './registry-state.ts';

// The plant registry's deciders, pure: command + state → events or a refusal. They share one state
// (registry-state.ts); each command's load (commands.ts) fills the part its rule reads, from the
// read models, under the flowering lock where the limit needs it.

export const refuse = (
  code: RefusalCode,
  message: string,
  field?: string,
): { ok: false; error: Refusal } => ({
  ok: false,
  error: field ? { code, message, field } : { code, message },
});

function checked<S extends Parameters<typeof checkRules>[0]>(schema: S, input: unknown) {
  const outcome = checkRules<S, PlantProblemCode>(schema, input);
  if (outcome.ok) return outcome;
  const { code, message, field } = outcome.problem;
  return refuse(code, message, field ?? undefined);
}

/** A day not after today (the registry records what happened). */
function futureDay(on: string, today: string, field: string) {
  return on > today
    ? refuse('FECHA_FUTURA', fillText(plantTexts.dateInFuture, { today: formatIsoDate(today) }), field)
    : null;
}

/** A batch's fact dated before its latest one would rewrite its story. */
export function beforeLast(batch: BatchRow, on: string, field: string) {
  return on < batch.lastOn
    ? refuse(
        'FECHA_ANTERIOR',
        fillText(plantTexts.dateBeforeLast, { date: formatIsoDate(batch.lastOn) }),
        field,
      )
    : null;
}

const notFound = () => refuse('LOTE_NO_ENCONTRADO', plantTexts.batchNotFound);

function closed(batch: BatchRow) {
  return isClosedStage(batch.stage)
    ? refuse('LOTE_CERRADO', fillText(plantTexts.batchClosed, { stage: stageName(batch.stage) }))
    : null;
}

function decideRegisterMother(
  input: unknown,
  context: { motherId: number; productExists: (productId: number) => boolean; today: string },
): Decision<MotherPlantEvent> {
  const valid = checked(motherPlantSchema, input);
  if (!valid.ok) return valid;
  const mother = valid.value;
  if (!context.productExists(mother.productId))
    return refuse('ESPECIE_INEXISTENTE', texts.harvest.unknownSpecies, 'productId');
  const future = futureDay(mother.registeredOn, context.today, 'registeredOn');
  if (future) return future;
  return {
    ok: true,
    events: [{ type: MOTHER_PLANT_REGISTERED, payload: { motherId: context.motherId, ...mother } }],
  };
}

function decideStartBatch(
  input: unknown,
  context: { batchId: number; mother: (motherId: number) => MotherRow | null; today: string },
): Decision<BatchEvent> {
  const valid = checked(batchSchema, input);
  if (!valid.ok) return valid;
  const batch = valid.value;
  const mother = context.mother(batch.motherId);
  if (!mother) return refuse('MADRE_NO_ENCONTRADA', plantTexts.motherNotFound, 'motherId');
  const future = futureDay(batch.startedOn, context.today, 'startedOn');
  if (future) return future;
  return {
    ok: true,
    events: [
      {
        type: BATCH_STARTED,
        payload: { batchId: context.batchId, productId: mother.productId, ...batch },
      },
    ],
  };
}

/**
 * `BatchWasteDestroyed` for a checked destruction record of kind 'batch-waste' (the shared schema
 * checked grams, texts and date): the batch must exist, and its waste cannot predate it. Any
 * stage takes it: a discarded or harvested batch leaves waste too.
 */
function decideDestroyBatchWaste(
  batch: BatchRow | undefined,
  command: DestroyBatchWaste,
): Decision<BatchEvent> {
  const { record, batchId } = command;
  if (!batch) return refuse('LOTE_NO_ENCONTRADO', plantTexts.batchNotFound, 'target');
  if (record.date < batch.startedOn) {
    return refuse(
      'FECHA_ANTERIOR',
      fillText(texts.destruction.beforeBatchStart, { date: formatIsoDate(batch.startedOn) }),
      'date',
    );
  }
  return {
    ok: true,
    events: [
      {
        type: BATCH_WASTE_DESTROYED,
        payload: {
          destructionId: command.destructionId,
          target: { kind: 'batch-waste', batchId },
          batchId,
          productId: batch.productId,
          grams: record.grams,
          reason: record.reason,
          method: record.method,
          witness: command.witness,
          date: record.date,
        },
      },
    ],
  };
}

/**
 * A stage change. Into flowering it must keep the plants in flowering within the club's limit:
 * `count` is read after the flowering lock (commands.ts), so it is the true figure.
 */
function decideChangeStage(
  batch: BatchRow | undefined,
  input: unknown,
  context: { today: string; count: FloweringCount },
): Decision<BatchEvent> {
  const valid = checked(stageChangeSchema, input);
  if (!valid.ok) return valid;
  if (!batch) return notFound();
  const change = valid.value;
  const ended = closed(batch);
  if (ended) return ended;
  if (!canMoveTo(batch.stage, change.stage)) {
    return refuse(
      'ETAPA_NO_PERMITIDA',
      fillText(plantTexts.stageNotAllowed, { from: stageName(batch.stage), to: stageName(change.stage) }),
      'stage',
    );
  }
  const dated = futureDay(change.on, context.today, 'on') ?? beforeLast(batch, change.on, 'on');
  if (dated) return dated;
  if (change.stage === 'floracion') {
    const { flowering, max } = context.count;
    if (flowering + batch.plants > max) {
      return refuse(
        'LIMITE_FLORACION',
        fillText(plantTexts.floweringLimit, { max, current: flowering, plants: batch.plants }),
        'stage',
      );
    }
  }
  return {
    ok: true,
    events: [
      {
        type: BATCH_STAGE_CHANGED,
        payload: {
          batchId: batch.id,
          from: batch.stage,
          to: change.stage,
          on: change.on,
          reason: change.reason,
        },
      },
    ],
  };
}

/** Plants lost or discarded; losing every plant discards the batch too, with the same reason. */
function decideLosePlants(
  batch: BatchRow | undefined,
  input: unknown,
  context: { today: string },
): Decision<BatchEvent> {
  const valid = checked(plantsLostSchema, input);
  if (!valid.ok) return valid;
  if (!batch) return notFound();
  const loss = valid.value;
  const ended = closed(batch);
  if (ended) return ended;
  if (loss.plants > batch.plants)
    return refuse('PLANTAS_INSUFICIENTES', fillText(plantTexts.tooManyLost, { N: batch.plants }), 'plants');
  const dated = futureDay(loss.on, context.today, 'on') ?? beforeLast(batch, loss.on, 'on');
  if (dated) return dated;
  const events: BatchEvent[] = [{ type: BATCH_PLANTS_LOST, payload: { batchId: batch.id, ...loss } }];
  if (loss.plants === batch.plants) {
    events.push({
      type: BATCH_STAGE_CHANGED,
      payload: { batchId: batch.id, from: batch.stage, to: 'descartado', on: loss.on, reason: loss.reason },
    });
  }
  return { ok: true, events };
}

function decideApplyTreatment(
  input: unknown,
  context: {
    treatmentId: number;
    batch: (batchId: number) => BatchRow | null;
    today: string;
    appliedBy: Sealed | null;
  },
): Decision<TreatmentEvent> {
  const valid = checked(treatmentSchema, input);
  if (!valid.ok) return valid;
  const treatment = valid.value;
  const future = futureDay(treatment.appliedOn, context.today, 'appliedOn');
  if (future) return future;
  for (const batchId of treatment.batchIds) {
    const batch = context.batch(batchId);
    if (!batch) return refuse('LOTE_NO_ENCONTRADO', plantTexts.batchNotFound, 'batchIds');
    // A treatment recorded late for a batch since closed is fine; one after it closed is not.
    if (isClosedStage(batch.stage) && treatment.appliedOn > batch.lastOn) {
      return refuse(
        'LOTE_CERRADO',
        fillText(plantTexts.treatmentOfClosedBatch, {
          batch: batchLabel(batchId),
          stage: stageName(batch.stage),
        }),
        'batchIds',
      );
    }
  }
  if (context.appliedBy === null) throw new Error('the load seals who applied a treatment the rules accept');
  return {
    ok: true,
    events: [
      {
        type: TREATMENT_APPLIED,
        payload: { treatmentId: context.treatmentId, ...treatment, appliedBy: context.appliedBy },
      },
    ],
  };
}

export interface RegisterMother {
  input: unknown;
  motherId: number;
  today: string;
}

export const registerMotherDecider = plantsDecider<RegisterMother, MotherPlantEvent>((command, state) =>
  decideRegisterMother(command.input, {
    motherId: command.motherId,
    productExists: (productId) => state.products.has(productId),
    today: command.today,
  }),
);

export interface StartBatch {
  input: unknown;
  batchId: number;
  today: string;
}

export const startBatchDecider = plantsDecider<StartBatch, BatchEvent>((command, state) =>
  decideStartBatch(command.input, {
    batchId: command.batchId,
    mother: (motherId) => state.mothers.get(motherId) ?? null,
    today: command.today,
  }),
);

export interface ChangeStage {
  batchId: number;
  input: unknown;
  today: string;
}

export const changeStageDecider = plantsDecider<ChangeStage, BatchEvent>((command, state) =>
  decideChangeStage(state.batches.get(command.batchId), command.input, {
    today: command.today,
    count: { flowering: state.flowering, max: settingsOn(state.settings, command.today).maxFloweringPlants },
  }),
);

export interface LosePlants {
  batchId: number;
  input: unknown;
  today: string;
}

export const losePlantsDecider = plantsDecider<LosePlants, BatchEvent>((command, state) =>
  decideLosePlants(state.batches.get(command.batchId), command.input, { today: command.today }),
);

export interface DestroyBatchWaste {
  destructionId: string;
  batchId: number;
  record: DestructionRecord;
  /** `record.witness` sealed under the record's subject by the command's load. */
  witness: Sealed;
}

export const destroyBatchWasteDecider = plantsDecider<DestroyBatchWaste, BatchEvent>((command, state) =>
  decideDestroyBatchWaste(state.batches.get(command.batchId), command),
);

export interface ApplyTreatment {
  input: unknown;
  treatmentId: number;
  today: string;
  /** Who applied it as the form's rules give it, sealed under the treatment's subject by the load (null if the rules refuse it). */
  appliedBy: Sealed | null;
}

export const applyTreatmentDecider = plantsDecider<ApplyTreatment, TreatmentEvent>((command, state) =>
  decideApplyTreatment(command.input, {
    treatmentId: command.treatmentId,
    batch: (batchId) => state.batches.get(batchId) ?? null,
    today: command.today,
    appliedBy: command.appliedBy,
  }),
);
