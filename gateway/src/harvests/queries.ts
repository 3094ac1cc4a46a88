import type { Sql } from '@club/db/connection';
import { isIsoDate } from '@club/domain/club-clock';
import { harvestFigures, productionAverage } from '@club/domain/harvest';

// The harvests as the back office reads them: the `harvests` read model (projection.ts) with
// its product's species and the figures the form shows.

export interface Harvest {
  id: number;
  productId: number;
  species: string;
  numberOfPlants: number;
  waste: number;
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
  /** The batch it was grown from; null for harvests recorded before the plant registry. */
  batchId: number | null;
  totalStock: number;
  productionAverage: number;
  plantPerformance: number | null;
}

interface HarvestRow {
  id: number;
  product_id: number;
  species: string;
  number_of_plants: number;
  waste: number;
  stock: number;
  lamp_watts: number | null;
  sketched_date: string;
  first_transplantation: string | null;
  second_transplantation: string | null;
  third_transplantation: string | null;
  bloom_date: string | null;
  harvest_date: string | null;
  observations: string;
  finished: boolean;
  batch_id: number | null;
}

// Dates as text: pg would turn a `date` into a JS Date at local midnight.
const SELECT_HARVESTS = `
  select h.id, h.product_id, p.species, h.number_of_plants, h.waste, h.stock, h.lamp_watts,
         h.sketched_date::text as sketched_date,
         h.first_transplantation::text as first_transplantation,
         h.second_transplantation::text as second_transplantation,
         h.third_transplantation::text as third_transplantation,
         h.bloom_date::text as bloom_date,
         h.harvest_date::text as harvest_date,
         h.observations, h.finished, h.batch_id
    from harvests h
    join products p on p.id = h.product_id`;

function toHarvest(row: HarvestRow): Harvest {
  const base = {
    id: Number(row.id),
    productId: Number(row.product_id),
    species: row.species,
    numberOfPlants: Number(row.number_of_plants),
    waste: Number(row.waste),
    stock: Number(row.stock),
    lampWatts: row.lamp_watts === null ? null : Number(row.lamp_watts),
    sketchedDate: row.sketched_date,
    firstTransplantation: row.first_transplantation,
    secondTransplantation: row.second_transplantation,
    thirdTransplantation: row.third_transplantation,
    bloomDate: row.bloom_date,
    harvestDate: row.harvest_date,
    observations: row.observations,
    finished: row.finished,
    batchId: row.batch_id === null ? null : Number(row.batch_id),
  };
  return { ...base, ...harvestFigures(base) };
}

/** The spec's field names (REST keeps them exactly), plus id and lamp_watts. */
export function specHarvest(harvest: Harvest) {
  return {
    id: harvest.id,
    product_id: harvest.productId,
    species: harvest.species,
    number_of_plants: harvest.numberOfPlants,
    waste: harvest.waste,
    stock: harvest.stock,
    lamp_watts: harvest.lampWatts,
    sketched_date: harvest.sketchedDate,
    first_transplantation: harvest.firstTransplantation,
    second_transplantation: harvest.secondTransplantation,
    third_transplantation: harvest.thirdTransplantation,
    bloom_date: harvest.bloomDate,
    harvest_date: harvest.harvestDate,
    observations: harvest.observations,
    finished: harvest.finished,
    batch_id: harvest.batchId,
    total_stock: harvest.totalStock,
    production_average: harvest.productionAverage,
    plant_performance: harvest.plantPerformance,
  };
}

/** Every harvest, newest cuttings first (the form's 'existing harvest' select). */
export async function listHarvests(sql: Sql): Promise<Harvest[]> {
  const { rows } = await sql.query<HarvestRow>(`${SELECT_HARVESTS} order by h.sketched_date desc, h.id desc`);
  return rows.map(toHarvest);
}

export async function findHarvest(sql: Sql, id: number): Promise<Harvest | null> {
  const { rows } = await sql.query<HarvestRow>(`${SELECT_HARVESTS} where h.id = $1`, [id]);
  return rows[0] ? toHarvest(rows[0]) : null;
}

/** The days something was harvested, newest first (the viewer's date picker). */
export async function harvestDates(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ date: string }>(
    `select distinct harvest_date::text as date from harvests where harvest_date is not null order by date desc`,
  );
  return rows.map((row) => row.date);
}

/** The harvests of one harvest day, by species; null for a malformed date. */
export async function harvestsOn(sql: Sql, date: string): Promise<Harvest[] | null> {
  if (!isIsoDate(date)) return null;
  const { rows } = await sql.query<HarvestRow>(
    `${SELECT_HARVESTS} where h.harvest_date = $1::date order by p.species, h.id`,
    [date],
  );
  return rows.map(toHarvest);
}

export interface HarvestYield {
  harvestId: number;
  harvestDate: string;
  numberOfPlants: number;
  stock: number;
  /** g/plant */
  productionAverage: number;
}

/** Every harvested crop of a product in date order, with its g/plant (the viewer's chart). */
export async function yieldHistory(sql: Sql, productId: number): Promise<HarvestYield[]> {
  const { rows } = await sql.query<{ id: number; date: string; plants: number; stock: number }>(
    `select id, harvest_date::text as date, number_of_plants as plants, stock
       from harvests
      where product_id = $1 and harvest_date is not null
      order by harvest_date, id`,
    [productId],
  );
  return rows.map((row) => ({
    harvestId: Number(row.id),
    harvestDate: row.date,
    numberOfPlants: Number(row.plants),
    stock: Number(row.stock),
    productionAverage: productionAverage(Number(row.stock), Number(row.plants)),
  }));
}
