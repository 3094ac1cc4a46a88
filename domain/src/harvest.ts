// Harvest rules shared by the gateway (which decides) and the harvest screens: the figures of a
// harvest (spec §3 derived fields). The harvest form's rules are a schema: harvest-schema.ts.

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

/** 'dd/mm/yyyy' for 'yyyy-mm-dd' (as the back office shows dates). */
export function formatIsoDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
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
