import { HARVEST_DATE_FIELDS, type HarvestField, validateHarvest } from '@club/domain/harvest';
import { texts } from '@club/domain/texts';
import type { ExistingHarvest, HarvestInput } from './harvest-form-documents.ts';

// The harvest form's state: every field as the inputs hold it (strings), and the way to and from
// the gateway's shapes. The same shared validation as the gateway runs before anything is sent.

export interface HarvestFormState {
  productId: string;
  numberOfPlants: string;
  waste: string;
  stock: string;
  lampWatts: string;
  sketchedDate: string;
  firstTransplantation: string;
  secondTransplantation: string;
  thirdTransplantation: string;
  bloomDate: string;
  harvestDate: string;
  observations: string;
  finished: boolean;
}

export type TextField = Exclude<keyof HarvestFormState, 'finished'>;

/** Spec §4: a new harvest starts with every field blank. */
export function blankForm(): HarvestFormState {
  return {
    productId: '',
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

export interface FormProblem {
  /** The form state's field to mark ('productId' for the species). */
  field: keyof HarvestFormState;
  message: string;
}

/** The problem's form field, from the shared validation's or the gateway's field name. */
export function formFieldOf(field: HarvestField | string | null): keyof HarvestFormState {
  if (field === 'species' || field === 'productId' || field === null) return 'productId';
  return field as keyof HarvestFormState;
}

/** The gateway's input, or the first problem (the gateway's own messages, checked here first). */
export function toInput(
  state: HarvestFormState,
): { ok: true; input: HarvestInput } | { ok: false; problem: FormProblem } {
  if (state.productId === '')
    return { ok: false, problem: { field: 'productId', message: texts.harvest.speciesRequired } };
  const checked = validateHarvest(state);
  if (!checked.ok)
    return {
      ok: false,
      problem: { field: formFieldOf(checked.problem.field), message: checked.problem.message },
    };
  const value = checked.value;
  const dates = Object.fromEntries(HARVEST_DATE_FIELDS.map((field) => [field, value[field]]));
  return {
    ok: true,
    input: {
      productId: Number(state.productId),
      numberOfPlants: value.numberOfPlants,
      waste: value.waste,
      stock: value.stock,
      lampWatts: value.lampWatts,
      ...(dates as Pick<HarvestInput, (typeof HARVEST_DATE_FIELDS)[number]>),
      observations: value.observations,
      finished: value.finished,
    },
  };
}

/** The existing-harvest select's label: cuttings date first (spec: chosen by cuttings date). */
export function existingLabel(harvest: ExistingHarvest, formatDate: (date: string) => string): string {
  return `${formatDate(harvest.sketchedDate)} · ${harvest.species}`;
}
