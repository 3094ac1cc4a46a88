import type { HarvestField, HarvestValues } from '@club/domain/harvest';
import type { HarvestFormState } from '@club/domain/harvest-schema';
import type { ExistingHarvest, HarvestInput } from './harvest-form-documents.ts';

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

/** The gateway's input: the species and batch chosen and the harvest as the shared rules gave it back. */
export function toInput(productId: string, batchId: string, values: HarvestValues): HarvestInput {
  return { productId: Number(productId), batchId: batchId === '' ? null : Number(batchId), ...values };
}

/** The existing-harvest select's label: cuttings date first (spec: chosen by cuttings date). */
export function existingLabel(harvest: ExistingHarvest, formatDate: (date: string) => string): string {
  return `${formatDate(harvest.sketchedDate)} · ${harvest.species}`;
}
