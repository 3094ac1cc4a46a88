import type { HarvestField, HarvestValues } from '@club/domain/harvest';
import type { HarvestFormState } from '@club/domain/harvest-schema';
import { batchHarvestProblem, isBatchStage, plantTexts } from '@club/domain/plants';
import type { ExistingHarvest, FormBatch, HarvestInput } from './harvest-form-documents.ts';

// The harvest form's state: every field as the inputs hold it (strings), and the way to and from
// the gateway's shapes. The rules are the gateway's own (domain/src/harvest-schema.ts).

export type { HarvestFormState };

export type TextField = Exclude<keyof HarvestFormState, 'finished'>;

/** Spec §4: a new harvest starts with every field blank. */
export function blankForm(): HarvestFormState {
  return {
    productId: '',
    batchId: '',
    numberOfPlants: '',
    waste: '',
    stock: '',
    lampWatts: '',
    sketchedDate: '',
    firstTransplantation: '',
    secondTransplantation: '',
    thirdTransplantation: '',
    bloomDate: '',
    harvestDate: '',
    observations: '',
    finished: false,
  };
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

/** Spec §4: choosing an existing harvest fills the form for update. */
export function formFromHarvest(harvest: ExistingHarvest): HarvestFormState {
  return {
    productId: String(harvest.productId),
    batchId: text(harvest.batchId),
    numberOfPlants: text(harvest.numberOfPlants),
    waste: text(harvest.waste),
    stock: text(harvest.stock),
    lampWatts: text(harvest.lampWatts),
    sketchedDate: harvest.sketchedDate,
    firstTransplantation: text(harvest.firstTransplantation),
    secondTransplantation: text(harvest.secondTransplantation),
    thirdTransplantation: text(harvest.thirdTransplantation),
    bloomDate: text(harvest.bloomDate),
    harvestDate: text(harvest.harvestDate),
    observations: harvest.observations,
    finished: harvest.finished,
  };
}

/** The problem's form field, from the shared validation's or the gateway's field name. */
export function formFieldOf(field: HarvestField | string | null): keyof HarvestFormState {
  if (field === 'species' || field === 'productId' || field === null) return 'productId';
  if (field === 'batchId') return 'batchId';
  return field as keyof HarvestFormState;
}

/** The batch select's 'Sin lote', chosen on purpose ('' is nothing chosen yet). */
export const NO_BATCH = 'ninguno';

/** The gateway's input: the species and batch chosen and the harvest as the shared rules gave it back. */
export function toInput(productId: string, batchId: string, values: HarvestValues): HarvestInput {
  const none = batchId === '' || batchId === NO_BATCH;
  return { productId: Number(productId), batchId: none ? null : Number(batchId), ...values };
}

/** The day a batch's record says it went into flowering, if it says so. */
export function floweringDay(history: ReadonlyArray<{ type: string; stage?: string | null; on: string }>) {
  return history.findLast((entry) => entry.type === 'BatchStageChanged' && entry.stage === 'floracion')?.on;
}

/**
 * A new harvest recorded from its batch: its species and plants, the day its cuttings were cut,
 * the day it went into flowering, and today as the harvest day (all still editable).
 */
export function formFromBatch(
  batch: FormBatch,
  flowering: string | undefined,
  today: string,
): HarvestFormState {
  return {
    ...blankForm(),
    productId: String(batch.productId),
    batchId: String(batch.id),
    numberOfPlants: String(batch.plants),
    sketchedDate: batch.startedOn,
    bloomDate: flowering ?? '',
    harvestDate: today,
  };
}

/** The existing-harvest select's label: cuttings date first (spec: chosen by cuttings date). */
export function existingLabel(harvest: ExistingHarvest, formatDate: (date: string) => string): string {
  return `${formatDate(harvest.sketchedDate)} · ${harvest.species}`;
}

/**
 * Why the harvest the form holds (`harvestId` null while new) cannot name `batch`, or null: the
 * gateway's own rule, with the other harvests that may already name it.
 */
export function batchProblem(
  batch: FormBatch,
  form: { productId: string; harvestDate: string; harvestId: number | null },
  harvests: readonly ExistingHarvest[],
): { message: string } | null {
  if (!isBatchStage(batch.stage)) return { message: plantTexts.batchNotFound };
  const own = harvests.find((harvest) => harvest.id === form.harvestId);
  const namedBy = harvests.find((harvest) => harvest.batchId === batch.id && harvest.id !== form.harvestId);
  return batchHarvestProblem(
    { ...batch, stage: batch.stage },
    {
      id: form.harvestId,
      productId: form.productId === '' ? null : Number(form.productId),
      harvestDate: form.harvestDate === '' ? null : form.harvestDate,
      batchId: own?.batchId ?? null,
    },
    namedBy?.id ?? null,
  );
}
