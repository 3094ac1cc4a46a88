import type { Database, Sql } from '@club/db/connection';
import { streamVersion } from '@club/db/event-store';
import { clubNow, isIsoDate } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import {
  formatIsoDate,
  type HarvestDraft,
  type HarvestField,
  type HarvestProblem,
  type HarvestValues,
  harvestFigures,
  harvestStockMoves,
  productionAverage,
} from '@club/domain/harvest';
import { harvestSchema } from '@club/domain/harvest-schema';
import { batchLabel, plantTexts } from '@club/domain/plants';
import { idOf } from '@club/domain/plants-schema';
import { productKey } from '@club/domain/products';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import { memberActor } from '../kernel/commands/actors.ts';
import { closedMonthRefusal, closedThrough, lockMonths } from '../kernel/commands/open-months.ts';
import { executeCommand, withRetry } from '../kernel/commands/pipeline.ts';
import type { Refusal, RefusalCode } from '../kernel/refusals/refusal-table.ts';
import { linkHarvestToBatch } from '../plants/public.ts';
import { lockStock, productStream, receiveStockDecider } from '../stock/public.ts';

// Harvests (spec §3 "Harvest", §4 "Harvest form", issue 5): the rules and SQL behind both
// transports. Saving a harvest's dry stock brings its product's stock in line: each change is a
// command on the one write path that appends `StockReceived` with the signed difference to
// `product-<id>`, inside the harvest's transaction.

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

export type HarvestRefusal = Refusal & { field?: HarvestField | string };

export type SaveHarvestOutcome = { ok: true; harvest: Harvest } | { ok: false; error: HarvestRefusal };

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

/** Which product a form names: `product_id` (number or digits), else `species` (name or key). */
export interface ProductRef {
  productId?: unknown;
  species?: unknown;
}

const refuse = (
  code: RefusalCode,
  message: string,
  field?: HarvestField,
): { ok: false; error: HarvestRefusal } => ({
  ok: false,
  error: field ? { code, message, field } : { code, message },
});

async function resolveProduct(sql: Sql, ref: ProductRef): Promise<{ id: number; species: string } | null> {
  const { productId, species } = ref;
  const id =
    typeof productId === 'number'
      ? productId
      : typeof productId === 'string' && /^\d+$/.test(productId)
        ? Number(productId)
        : null;
  if (id !== null) {
    if (!Number.isSafeInteger(id)) return null;
    const { rows } = await sql.query<{ id: number; species: string }>(
      'select id, species from products where id = $1',
      [id],
    );
    return rows[0] ? { id: Number(rows[0].id), species: rows[0].species } : null;
  }
  if (typeof species !== 'string') return null;
  const { rows } = await sql.query<{ id: number; species: string }>(
    'select id, species from products where key = $1',
    [productKey(species)],
  );
  return rows[0] ? { id: Number(rows[0].id), species: rows[0].species } : null;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Thrown inside the transaction to undo what it wrote; turned back into a refusal outside. */
class Refused extends Error {
  constructor(readonly refusal: HarvestRefusal) {
    super(refusal.code);
  }
}

/** Which harvest an update changes: its id, or (spec: 'choose by cuttings date') its cuttings date and product. */
export type HarvestTarget = { id: unknown } | { sketchedDate: unknown; product: ProductRef };

/**
 * Creates (target null) or updates a harvest. Validates everything first and saves nothing on a
 * refusal; then, in one transaction, writes the row and moves the dry-stock difference into the
 * product(s) as `StockReceived`, refusing a correction that would leave a product below 0 g.
 * `batch` names the batch it was grown from (an id; blank or absent keeps the one it has): the
 * batch's record gets `BatchHarvested` once the harvest has its date (plants/harvest-batch.ts).
 */
export async function saveHarvest(
  db: Database,
  actorMemberId: number,
  target: HarvestTarget | null,
  product: ProductRef,
  draft: HarvestDraft,
  batch: unknown = null,
): Promise<SaveHarvestOutcome> {
  if (isBlank(product.productId) && isBlank(product.species)) {
    return refuse('ESPECIE_REQUERIDA', texts.harvest.speciesRequired, 'species');
  }
  const checked = checkRules<typeof harvestSchema, HarvestProblem['code']>(harvestSchema, draft);
  if (!checked.ok) {
    return refuse(
      checked.problem.code,
      checked.problem.message,
      (checked.problem.field ?? undefined) as HarvestField,
    );
  }
  const values = checked.value;
  const askedBatch = isBlank(batch) ? null : idOf(batch);
  if (!isBlank(batch) && askedBatch === null) {
    return refuse('LOTE_NO_ENCONTRADO', plantTexts.batchNotFound, 'batchId' as HarvestField);
  }
  try {
    return await withRetry(() =>
      db.transaction(async (tx) => {
        // The close lock first, as every dated command takes it (close/open-months.ts).
        await lockMonths(tx, 'shared');
        const chosen = await resolveProduct(tx, product);
        if (!chosen)
          throw new Refused({
            code: 'ESPECIE_INEXISTENTE',
            message: texts.harvest.unknownSpecies,
            field: 'species',
          });
        const before = target === null ? null : await lockTarget(tx, target);
        if (target !== null && before === null) {
          throw new Refused({ code: 'COSECHA_NO_ENCONTRADA', message: texts.harvest.notFound });
        }
        // A harvest's grams count on its harvest day (today while it has none): neither the record
        // as it was nor as it becomes may fall in a closed month.
        const stockDate = values.harvestDate ?? clubNow(new Date()).date;
        const moves = harvestStockMoves(before, { productId: chosen.id, stock: values.stock });
        const closed = closedMonthRefusal((await closedThrough(tx)).month, [
          values.harvestDate,
          before?.harvestDate ?? null,
          moves.length > 0 ? stockDate : null,
        ]);
        if (closed) throw new Refused(closed);
        if (values.harvestDate !== null)
          await refuseDuplicate(tx, chosen, values.harvestDate, before?.id ?? null);
        const id = before
          ? await updateRow(tx, before.id, chosen.id, values)
          : await insertRow(tx, chosen.id, values, actorMemberId);
        const batchId = askedBatch ?? before?.batchId ?? null;
        if (batchId !== null) {
          const linked = await linkHarvestToBatch(tx, actorMemberId, batchId, {
            id,
            productId: chosen.id,
            harvestDate: values.harvestDate,
            linkedBatchId: before?.batchId ?? null,
          });
          if (!linked.ok) throw new Refused(linked.error);
        }
        await moveHarvestStock(tx, moves, id, actorMemberId, stockDate);
        const saved = await findHarvest(tx, id);
        if (!saved) throw new Error(`harvest ${id} vanished inside its transaction`);
        return { ok: true as const, harvest: saved };
      }),
    );
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.refusal };
    // Two harvests saved for one batch at once: the unique index on harvests.batch_id decides.
    if ((error as { constraint?: string }).constraint === 'harvests_batch_key') {
      return refuse(
        'LOTE_YA_COSECHADO',
        fillText(plantTexts.batchAlreadyHarvested, { batch: batchLabel(askedBatch ?? 0) }),
        'batchId' as HarvestField,
      );
    }
    // Two admins saving the same species and harvest day at once: the unique index decides.
    if ((error as { code?: string }).code === '23505' && values.harvestDate !== null) {
      return refuse('COSECHA_DUPLICADA', duplicateMessage('', values.harvestDate), 'harvestDate');
    }
    throw error;
  }
}

function duplicateMessage(species: string, date: string): string {
  return fillText(texts.harvest.duplicate, { species: species || 'esa especie', date: formatIsoDate(date) });
}

async function lockTarget(
  tx: Sql,
  target: HarvestTarget,
): Promise<{
  id: number;
  productId: number;
  stock: number;
  harvestDate: string | null;
  batchId: number | null;
} | null> {
  let rows: Array<{
    id: number;
    product_id: number;
    stock: number;
    harvest_date: string | null;
    batch_id: number | null;
  }>;
  if ('id' in target) {
    const id =
      typeof target.id === 'number'
        ? target.id
        : typeof target.id === 'string' && /^\d+$/.test(target.id)
          ? Number(target.id)
          : null;
    if (id === null || !Number.isSafeInteger(id)) return null;
    ({ rows } = await tx.query(
      'select id, product_id, stock, harvest_date::text, batch_id from harvests where id = $1 for update',
      [id],
    ));
  } else {
    const product = await resolveProduct(tx, target.product);
    if (!product || typeof target.sketchedDate !== 'string' || !isIsoDate(target.sketchedDate)) return null;
    ({ rows } = await tx.query(
      `select id, product_id, stock, harvest_date::text, batch_id from harvests
        where product_id = $1 and sketched_date = $2::date order by id for update`,
      [product.id, target.sketchedDate],
    ));
    // Two grows of one species cut the same day: the id must say which.
    if (rows.length !== 1) return null;
  }
  const row = rows[0];
  return row
    ? {
        id: Number(row.id),
        productId: Number(row.product_id),
        stock: Number(row.stock),
        harvestDate: row.harvest_date,
        batchId: row.batch_id === null ? null : Number(row.batch_id),
      }
    : null;
}

async function refuseDuplicate(
  tx: Sql,
  product: { id: number; species: string },
  date: string,
  exceptId: number | null,
) {
  const { rows } = await tx.query(
    'select 1 from harvests where product_id = $1 and harvest_date = $2::date and id <> coalesce($3::int, -1)',
    [product.id, date, exceptId],
  );
  if (rows.length > 0) {
    throw new Refused({
      code: 'COSECHA_DUPLICADA',
      message: duplicateMessage(product.species, date),
      field: 'harvestDate',
    });
  }
}

const COLUMNS = [
  'number_of_plants',
  'waste',
  'stock',
  'lamp_watts',
  'sketched_date',
  'first_transplantation',
  'second_transplantation',
  'third_transplantation',
  'bloom_date',
  'harvest_date',
  'observations',
  'finished',
] as const;

function columnValues(values: HarvestValues): unknown[] {
  return [
    values.numberOfPlants,
    values.waste,
    values.stock,
    values.lampWatts,
    values.sketchedDate,
    values.firstTransplantation,
    values.secondTransplantation,
    values.thirdTransplantation,
    values.bloomDate,
    values.harvestDate,
    values.observations,
    values.finished,
  ];
}

async function insertRow(tx: Sql, productId: number, values: HarvestValues, actor: number): Promise<number> {
  const params = [productId, ...columnValues(values), actor];
  const placeholders = params.map((_, index) => `$${index + 1}`).join(', ');
  const { rows } = await tx.query<{ id: number }>(
    `insert into harvests (product_id, ${COLUMNS.join(', ')}, created_by) values (${placeholders}) returning id`,
    params,
  );
  return Number(rows[0]?.id);
}

async function updateRow(tx: Sql, id: number, productId: number, values: HarvestValues): Promise<number> {
  const sets = COLUMNS.map((column, index) => `${column} = $${index + 3}`).join(', ');
  await tx.query(`update harvests set product_id = $2, ${sets}, updated_at = now() where id = $1`, [
    id,
    productId,
    ...columnValues(values),
  ]);
  return id;
}

/**
 * Moves each product's grams by a `receiveStock` command inside the harvest's transaction, in
 * product id order as every stock writer locks; a refusal (below 0 g) undoes the whole save.
 */
async function moveHarvestStock(
  tx: Sql,
  moves: ReadonlyArray<{ productId: number; grams: number }>,
  harvestId: number,
  actor: number,
  date: string,
): Promise<void> {
  // Every row before the first append: an append takes the event chain's lock until commit, and a
  // stock row locked after it would let an order holding that row and waiting for the chain
  // deadlock with this save (decision 028).
  await lockStock(tx, { ids: moves.map((move) => move.productId) });
  for (const move of moves) {
    const outcome = await executeCommand(tx, {
      actor: memberActor(actor),
      async load(inner) {
        const locked = await lockStock(inner, { ids: [move.productId] });
        const stream = productStream(move.productId);
        return { state: locked, stream, version: await streamVersion(inner, stream) };
      },
      decide: (locked) => receiveStockDecider.decide({ ...move, harvestId, date }, locked),
      project: async () => {},
    });
    if (!outcome.ok) throw new Refused(outcome.error);
  }
}
