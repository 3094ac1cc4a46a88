import type { Database, Sql } from '@club/db/connection';
import { streamVersion } from '@club/db/event-store';
import { clubNow, isIsoDate } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { type HarvestDraft, harvestStockMoves } from '@club/domain/harvest';
import { harvestSchema } from '@club/domain/harvest-schema';
import { batchLabel, plantTexts } from '@club/domain/plants';
import { checkRules } from '@club/domain/rule-schema';
import { memberActor } from '../kernel/commands/actors.ts';
import { closedThrough, lockMonths } from '../kernel/commands/open-months.ts';
import { executeCommand, runCommand } from '../kernel/commands/pipeline.ts';
import { findBatchRows, linkHarvestToBatch } from '../plants/public.ts';
import { lockStock, productStream, receiveStockDecider } from '../stock/public.ts';
import {
  askedBatchOf,
  duplicateMessage,
  type HarvestRefusal,
  type HarvestState,
  type HarvestTarget,
  type ProductRef,
  resolveProduct,
  resolveTarget,
  saveHarvestDecider,
} from './decide.ts';
import { type HarvestRecord, harvestStream } from './events.ts';
import { findHarvest, type Harvest } from './queries.ts';

// Saving a harvest on the one write path: `HarvestRecorded` or `HarvestCorrected` on
// `harvest-<id>`; then, in the same transaction, the batch it names gets `BatchHarvested` (plants)
// and each product whose grams change gets `StockReceived` with the signed difference (stock).
// The harvest's decider has already checked both with the rows locked here, so neither refuses.

export type SaveHarvestOutcome = { ok: true; harvest: Harvest } | { ok: false; error: HarvestRefusal };

interface HarvestDbRow {
  id: number;
  product_id: number;
  batch_id: number | null;
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
}

const SELECT_RECORDS = `
  select id, product_id, batch_id, number_of_plants, waste, stock, lamp_watts,
         sketched_date::text as sketched_date,
         first_transplantation::text as first_transplantation,
         second_transplantation::text as second_transplantation,
         third_transplantation::text as third_transplantation,
         bloom_date::text as bloom_date, harvest_date::text as harvest_date, observations, finished
    from harvests`;

const optionalNumber = (value: number | null) => (value === null ? null : Number(value));

function toRecord(row: HarvestDbRow): HarvestRecord {
  return {
    harvestId: Number(row.id),
    productId: Number(row.product_id),
    batchId: optionalNumber(row.batch_id),
    numberOfPlants: Number(row.number_of_plants),
    waste: Number(row.waste),
    stock: Number(row.stock),
    lampWatts: optionalNumber(row.lamp_watts),
    sketchedDate: row.sketched_date,
    firstTransplantation: row.first_transplantation,
    secondTransplantation: row.second_transplantation,
    thirdTransplantation: row.third_transplantation,
    bloomDate: row.bloom_date,
    harvestDate: row.harvest_date,
    observations: row.observations,
    finished: row.finished,
  };
}

interface SaveInput {
  target: HarvestTarget | null;
  product: ProductRef;
  draft: HarvestDraft;
  batch: unknown;
}

interface Loaded {
  facts: HarvestState;
  newHarvestId: number;
  before: HarvestRecord | null;
}

/** The target's row locked first (as every save of it), then what the rule compares with. */
async function loadHarvest(tx: Sql, input: SaveInput) {
  const { rows: productRows } = await tx.query<{ id: number; key: string; species: string }>(
    'select id, key, species from products',
  );
  const products = new Map(
    productRows.map((row) => [Number(row.id), { key: row.key, species: row.species }]),
  );
  const chosen = resolveProduct(products, input.product);
  const locked = input.target === null ? [] : await lockTarget(tx, products, input.target);
  const askedBatch = askedBatchOf(input.batch) ?? null;
  const candidates = new Set(locked.map((row) => row.batchId).filter((id) => id !== null));
  if (askedBatch !== null) candidates.add(askedBatch);
  const { rows } = await tx.query<HarvestDbRow>(
    `${SELECT_RECORDS} where product_id = $1 or batch_id = any($2::int[])`,
    [chosen?.id ?? null, [...candidates]],
  );
  const harvests = new Map([...rows.map(toRecord), ...locked].map((record) => [record.harvestId, record]));
  const partial = { products, harvests, batches: new Map(), stock: new Map(), closedThrough: null };
  const before = input.target === null ? null : resolveTarget(partial, input.target);
  const batchId = askedBatch ?? before?.batchId ?? null;
  const batches = new Map(
    (batchId === null ? [] : await findBatchRows(tx, [batchId])).map((batch) => [batch.id, batch]),
  );
  const checked = checkRules(harvestSchema, input.draft);
  const moves =
    checked.ok && chosen
      ? harvestStockMoves(before, { productId: chosen.id, stock: checked.value.stock })
      : [];
  // Every stock row before the first append (decision 028).
  const stock =
    moves.length > 0 ? await lockStock(tx, { ids: moves.map((move) => move.productId) }) : new Map();
  const newHarvestId = input.target === null ? await nextHarvestId(tx) : 0;
  const harvestId = before?.harvestId ?? newHarvestId;
  const stream = harvestStream(harvestId);
  const facts: HarvestState = {
    products,
    harvests,
    batches,
    stock,
    closedThrough: (await closedThrough(tx)).month,
  };
  const state: Loaded = { facts, newHarvestId, before };
  return { state, stream, version: before ? await streamVersion(tx, stream) : 0 };
}

async function lockTarget(
  tx: Sql,
  products: HarvestState['products'],
  target: HarvestTarget,
): Promise<HarvestRecord[]> {
  if ('id' in target) {
    const id =
      typeof target.id === 'number'
        ? target.id
        : typeof target.id === 'string' && /^\d+$/.test(target.id)
          ? Number(target.id)
          : null;
    if (id === null || !Number.isSafeInteger(id)) return [];
    const { rows } = await tx.query<HarvestDbRow>(`${SELECT_RECORDS} where id = $1 for update`, [id]);
    return rows.map(toRecord);
  }
  const product = resolveProduct(products, target.product);
  if (!product || typeof target.sketchedDate !== 'string' || !isIsoDate(target.sketchedDate)) return [];
  const { rows } = await tx.query<HarvestDbRow>(
    `${SELECT_RECORDS} where product_id = $1 and sketched_date = $2::date order by id for update`,
    [product.id, target.sketchedDate],
  );
  return rows.map(toRecord);
}

async function nextHarvestId(tx: Sql): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('harvests', 'id')) as id`,
  );
  return Number(rows[0]?.id);
}

/**
 * Creates (target null) or updates a harvest, refusing with nothing saved; a correction that would
 * leave a product below 0 g is refused. `batch` names the batch it was grown from (an id; blank or
 * absent keeps the one it has): the batch's record gets `BatchHarvested` once the harvest has its
 * date.
 */
export async function saveHarvest(
  db: Database,
  actorMemberId: number,
  target: HarvestTarget | null,
  product: ProductRef,
  draft: HarvestDraft,
  batch: unknown = null,
): Promise<SaveHarvestOutcome> {
  const input: SaveInput = { target, product, draft, batch };
  const today = clubNow(new Date()).date;
  try {
    const outcome = await runCommand(db, {
      actor: memberActor(actorMemberId),
      // The close lock first, as every dated command takes it.
      lock: (tx) => lockMonths(tx, 'shared'),
      load: (tx) => loadHarvest(tx, input),
      decide: ({ facts, newHarvestId }) =>
        saveHarvestDecider.decide({ ...input, newHarvestId, actorMemberId, today }, facts),
      async project(tx, events, { before }) {
        const saved = events[0]?.payload ?? before;
        if (!saved) throw new Error('a new harvest appended no fact');
        if (events.length > 0) await followHarvest(tx, actorMemberId, before, saved, today);
        const harvest = await findHarvest(tx, saved.harvestId);
        if (!harvest) throw new Error(`harvest ${saved.harvestId} vanished inside its transaction`);
        return harvest;
      },
    });
    return outcome.ok ? { ok: true, harvest: outcome.value } : outcome;
  } catch (error) {
    // Two harvests saved for one batch at once: the unique index on harvests.batch_id decides.
    if ((error as { constraint?: string }).constraint === 'harvests_batch_key') {
      const asked = askedBatchOf(batch) ?? 0;
      return refused(
        'LOTE_YA_COSECHADO',
        fillText(plantTexts.batchAlreadyHarvested, { batch: batchLabel(asked) }),
        'batchId',
      );
    }
    // Two admins saving the same species and harvest day at once: the unique index decides.
    const date = (draft as { harvestDate?: unknown }).harvestDate;
    if ((error as { code?: string }).code === '23505' && typeof date === 'string' && date !== '') {
      return refused('COSECHA_DUPLICADA', duplicateMessage('', date), 'harvestDate');
    }
    throw error;
  }
}

const refused = (code: HarvestRefusal['code'], message: string, field: string): SaveHarvestOutcome => ({
  ok: false,
  error: { code, message, field },
});

/** The batch's and the products' facts a saved harvest causes, each on its own stream. */
async function followHarvest(
  tx: Sql,
  actorMemberId: number,
  before: HarvestRecord | null,
  saved: HarvestRecord,
  today: string,
): Promise<void> {
  if (saved.batchId !== null) {
    const linked = await linkHarvestToBatch(tx, actorMemberId, saved.batchId, {
      id: saved.harvestId,
      productId: saved.productId,
      harvestDate: saved.harvestDate,
      linkedBatchId: before?.batchId ?? null,
    });
    if (!linked.ok) throw new Error(`the batch refused a harvest its rule allowed: ${linked.error.code}`);
  }
  const date = saved.harvestDate ?? today;
  const moves = harvestStockMoves(before, saved);
  for (const move of moves) {
    const outcome = await executeCommand(tx, {
      actor: memberActor(actorMemberId),
      async load(inner) {
        const locked = await lockStock(inner, { ids: [move.productId] });
        const stream = productStream(move.productId);
        return { state: locked, stream, version: await streamVersion(inner, stream) };
      },
      decide: (locked) => receiveStockDecider.decide({ ...move, harvestId: saved.harvestId, date }, locked),
      project: async () => {},
    });
    if (!outcome.ok) throw new Error(`the stock refused a harvest its rule allowed: ${outcome.error.code}`);
  }
}
