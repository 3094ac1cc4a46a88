import { isIsoDate } from './club-clock.ts';
import { fillText, texts } from './texts.ts';

// Harvest rules shared by the gateway (which decides) and the harvest screens: the figures of a
// harvest (spec §3 derived fields) and the validation of the harvest form (issue 5).

/** Total stock = dry stock + waste (grams). */
export function totalStock(stock: number, waste: number): number {
  return stock + waste;
}

/** Production average = dry stock ÷ plants (g/plant), to two decimals. */
export function productionAverage(stock: number, plants: number): number {
  return round2(stock / plants);
}

/** Plant performance = dry stock ÷ lamp watts (g/W), to two decimals; null without watts. */
export function plantPerformance(stock: number, lampWatts: number | null): number | null {
  return lampWatts === null || lampWatts <= 0 ? null : round2(stock / lampWatts);
}

export interface HarvestFigures {
  totalStock: number;
  productionAverage: number;
  plantPerformance: number | null;
}

export function harvestFigures(harvest: {
  stock: number;
  waste: number;
  numberOfPlants: number;
  lampWatts: number | null;
}): HarvestFigures {
  return {
    totalStock: totalStock(harvest.stock, harvest.waste),
    productionAverage: productionAverage(harvest.stock, harvest.numberOfPlants),
    plantPerformance: plantPerformance(harvest.stock, harvest.lampWatts),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export const OBSERVATIONS_MAX_LENGTH = 1000;

/** The grow's dates in the order they must happen (cuttings ≤ transplants ≤ bloom ≤ harvest). */
export const HARVEST_DATE_FIELDS = [
  'sketchedDate',
  'firstTransplantation',
  'secondTransplantation',
  'thirdTransplantation',
  'bloomDate',
  'harvestDate',
] as const;

export type HarvestDateField = (typeof HARVEST_DATE_FIELDS)[number];

/** The harvest form as it arrives (REST or GraphQL), before any check: blanks are '', null or absent. */
export interface HarvestDraft {
  numberOfPlants?: unknown;
  waste?: unknown;
  stock?: unknown;
  lampWatts?: unknown;
  sketchedDate?: unknown;
  firstTransplantation?: unknown;
  secondTransplantation?: unknown;
  thirdTransplantation?: unknown;
  bloomDate?: unknown;
  harvestDate?: unknown;
  observations?: unknown;
  finished?: unknown;
}

/** A valid harvest form (the species is resolved by the gateway, which knows the products). */
export interface HarvestValues {
  numberOfPlants: number;
  /** Grams; a blank counts as 0. */
  waste: number;
  /** Dry grams; a blank counts as 0. */
  stock: number;
  lampWatts: number | null;
  sketchedDate: string;
  firstTransplantation: string | null;
  secondTransplantation: string | null;
  thirdTransplantation: string | null;
  bloomDate: string | null;
  harvestDate: string | null;
  observations: string;
  finished: boolean;
}

export type HarvestField = keyof HarvestValues | 'species';

export interface HarvestProblem {
  code:
    | 'ESPECIE_REQUERIDA'
    | 'PLANTAS_INVALIDAS'
    | 'GRAMOS_INVALIDOS'
    | 'WATTS_INVALIDOS'
    | 'FECHA_REQUERIDA'
    | 'FECHA_INVALIDA'
    | 'FECHAS_DESORDENADAS'
    | 'FALTA_FECHA_COSECHA'
    | 'TERMINADA_INVALIDA'
    | 'OBSERVACIONES_LARGAS';
  /** The form field to point at. */
  field: HarvestField;
  message: string;
}

const dateLabels: Record<HarvestDateField, string> = {
  sketchedDate: texts.harvest.sketchedDate,
  firstTransplantation: texts.harvest.firstTransplantation,
  secondTransplantation: texts.harvest.secondTransplantation,
  thirdTransplantation: texts.harvest.thirdTransplantation,
  bloomDate: texts.harvest.bloomDate,
  harvestDate: texts.harvest.harvestDate,
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number from a number or a numeric string ('12'); NaN for anything else; null when blank. */
function wholeNumber(value: unknown): number | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

function booleanValue(value: unknown): boolean | null {
  if (isBlank(value)) return false;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** 'dd/mm/yyyy' for 'yyyy-mm-dd' (as the back office shows dates). */
export function formatIsoDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Checks a harvest form: plants ≥ 1, grams and watts whole and not negative, a cuttings date,
 * every date real and in the grow's order, a harvest date before dry stock or 'finished'.
 * Returns the first problem found, in the form's order, with its Spanish message.
 */
export function validateHarvest(
  draft: HarvestDraft,
): { ok: true; value: HarvestValues } | { ok: false; problem: HarvestProblem } {
  const refuse = (code: HarvestProblem['code'], field: HarvestField, message: string) => ({
    ok: false as const,
    problem: { code, field, message },
  });

  const plants = wholeNumber(draft.numberOfPlants);
  if (plants === null || Number.isNaN(plants) || plants < 1) {
    return refuse('PLANTAS_INVALIDAS', 'numberOfPlants', texts.harvest.plantsInvalid);
  }
  const grams: Record<'waste' | 'stock', number> = { waste: 0, stock: 0 };
  for (const [field, label] of [
    ['waste', 'El desperdicio'],
    ['stock', 'El stock seco'],
  ] as const) {
    const value = wholeNumber(draft[field]);
    if (value !== null && (Number.isNaN(value) || value < 0)) {
      return refuse('GRAMOS_INVALIDOS', field, fillText(texts.harvest.gramsInvalid, { field: label }));
    }
    grams[field] = value ?? 0;
  }
  const lampWatts = wholeNumber(draft.lampWatts);
  if (lampWatts !== null && (Number.isNaN(lampWatts) || lampWatts < 1)) {
    return refuse('WATTS_INVALIDOS', 'lampWatts', texts.harvest.wattsInvalid);
  }

  const dates = {} as Record<HarvestDateField, string | null>;
  for (const field of HARVEST_DATE_FIELDS) {
    const value = draft[field];
    if (isBlank(value)) {
      if (field === 'sketchedDate') return refuse('FECHA_REQUERIDA', field, texts.harvest.dateRequired);
      dates[field] = null;
    } else if (typeof value === 'string' && isIsoDate(value.trim())) {
      dates[field] = value.trim();
    } else {
      return refuse(
        'FECHA_INVALIDA',
        field,
        fillText(texts.harvest.dateInvalid, { field: dateLabels[field] }),
      );
    }
  }
  let earlier: HarvestDateField | null = null;
  for (const field of HARVEST_DATE_FIELDS) {
    const date = dates[field];
    if (date === null) continue;
    const before = earlier === null ? null : dates[earlier];
    if (earlier !== null && before != null && date < before) {
      return refuse(
        'FECHAS_DESORDENADAS',
        field,
        fillText(texts.harvest.datesOutOfOrder, {
          later: dateLabels[field],
          laterDate: formatIsoDate(date),
          earlier: dateLabels[earlier],
          earlierDate: formatIsoDate(before),
        }),
      );
    }
    earlier = field;
  }

  const finished = booleanValue(draft.finished);
  if (finished === null) return refuse('TERMINADA_INVALIDA', 'finished', texts.harvest.finishedInvalid);
  if (dates.harvestDate === null && (grams.stock > 0 || finished)) {
    return refuse('FALTA_FECHA_COSECHA', 'harvestDate', texts.harvest.harvestDateRequired);
  }
  const observations = isBlank(draft.observations) ? '' : String(draft.observations).trim();
  if (observations.length > OBSERVATIONS_MAX_LENGTH) {
    return refuse(
      'OBSERVACIONES_LARGAS',
      'observations',
      fillText(texts.harvest.observationsTooLong, { max: OBSERVATIONS_MAX_LENGTH }),
    );
  }

  return {
    ok: true,
    value: {
      numberOfPlants: plants,
      waste: grams.waste,
      stock: grams.stock,
      lampWatts,
      sketchedDate: dates.sketchedDate as string,
      firstTransplantation: dates.firstTransplantation,
      secondTransplantation: dates.secondTransplantation,
      thirdTransplantation: dates.thirdTransplantation,
      bloomDate: dates.bloomDate,
      harvestDate: dates.harvestDate,
      observations,
      finished,
    },
  };
}

/**
 * The stock movements that bring products in line with a harvest's dry stock: the difference
 * between what the harvest held before (product and grams) and what it holds now. A harvest
 * moved to another species gives its grams back to the old product and adds them to the new one.
 */
export function harvestStockMoves(
  before: { productId: number; stock: number } | null,
  after: { productId: number; stock: number },
): Array<{ productId: number; grams: number }> {
  const moves = new Map<number, number>();
  if (before) moves.set(before.productId, -before.stock);
  moves.set(after.productId, (moves.get(after.productId) ?? 0) + after.stock);
  return [...moves]
    .filter(([, grams]) => grams !== 0)
    .sort(([a], [b]) => a - b)
    .map(([productId, grams]) => ({ productId, grams }));
}
