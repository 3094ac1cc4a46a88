import { fillText } from '@club/domain/fill-text';
import {
  formatIsoDate,
  type HarvestDraft,
  type HarvestField,
  type HarvestProblem,
  harvestStockMoves,
} from '@club/domain/harvest';
import { harvestSchema } from '@club/domain/harvest-schema';
import { plantTexts } from '@club/domain/plants';
import { idOf } from '@club/domain/plants-schema';
import { productKey } from '@club/domain/products';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { closedMonthRefusal } from '../kernel/commands/open-months.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { Refusal, RefusalCode } from '../kernel/refusals/refusal-table.ts';
import { type BatchRow, decideHarvestBatch, evolveBatch } from '../plants/public.ts';
import { evolveStock, receiveStockDecider, type StockState } from '../stock/public.ts';
import { HARVEST_CORRECTED, HARVEST_RECORDED, type HarvestEvent, type HarvestRecord } from './events.ts';

// Saving a harvest (spec §3 "Harvest", §4 "Harvest form"), pure. Besides its own record the rule
// reads other streams' facts: the products (the species named), their stock (a correction must not
// leave a product below 0 g), the batch it names (plants' rules for a harvested batch), the other
// harvests (one per species and harvest day, one per batch) and the last closed month. The stock
// and batch facts it causes are decided again by their own streams' deciders in the same
// transaction (commands.ts); deciding them here first refuses before anything is written.

export type HarvestRefusal = Refusal & { field?: HarvestField | string };

/** Which product a form names: `product_id` (number or digits), else `species` (name or key). */
export interface ProductRef {
  productId?: unknown;
  species?: unknown;
}

/** Which harvest an update changes: its id, or (spec: 'choose by cuttings date') its cuttings date and product. */
export type HarvestTarget = { id: unknown } | { sketchedDate: unknown; product: ProductRef };

export interface SaveHarvest {
  /** null records a new harvest, under `newHarvestId`. */
  target: HarvestTarget | null;
  product: ProductRef;
  draft: HarvestDraft;
  /** The batch it was grown from (an id); blank or absent keeps the one it has. */
  batch: unknown;
  newHarvestId: number;
  /** Member id of the admin saving it. */
  actorMemberId: number;
  /** The club's day (Montevideo): the grams of a harvest without its date count on it. */
  today: string;
}

export interface HarvestState {
  products: ReadonlyMap<number, { key: string; species: string }>;
  /** The harvests the rule compares with (the command loads the ones that matter). */
  harvests: ReadonlyMap<number, HarvestRecord>;
  batches: ReadonlyMap<number, BatchRow>;
  stock: StockState;
  /** The last closed month (YYYY-MM), null before the first close. */
  closedThrough: string | null;
}

const refuse = (
  code: RefusalCode,
  message: string,
  field?: string,
): { ok: false; error: HarvestRefusal } => ({
  ok: false,
  error: field ? { code, message, field } : { code, message },
});

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const digitsId = (value: unknown): number | null => {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : null;
  return id !== null && Number.isSafeInteger(id) ? id : null;
};

/** The product a form names, if the club has it. */
export function resolveProduct(
  products: HarvestState['products'],
  ref: ProductRef,
): { id: number; species: string } | null {
  const { productId, species } = ref;
  const id =
    typeof productId === 'number'
      ? productId
      : typeof productId === 'string' && /^\d+$/.test(productId)
        ? Number(productId)
        : null;
  if (id !== null) {
    const product = Number.isSafeInteger(id) ? products.get(id) : undefined;
    return product ? { id, species: product.species } : null;
  }
  if (typeof species !== 'string') return null;
  const key = productKey(species);
  for (const [productIdOfKey, product] of products) {
    if (product.key === key) return { id: productIdOfKey, species: product.species };
  }
  return null;
}

/** The harvest an update names; null when none (or, by cuttings date, not exactly one) matches. */
export function resolveTarget(state: HarvestState, target: HarvestTarget): HarvestRecord | null {
  if ('id' in target) {
    const id = digitsId(target.id);
    return id === null ? null : (state.harvests.get(id) ?? null);
  }
  const product = resolveProduct(state.products, target.product);
  if (!product || typeof target.sketchedDate !== 'string') return null;
  const matches = [...state.harvests.values()].filter(
    (harvest) => harvest.productId === product.id && harvest.sketchedDate === target.sketchedDate,
  );
  // Two grows of one species cut the same day: the id must say which.
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** The batch a command names: its id, or null; undefined for something that is no id. */
export function askedBatchOf(batch: unknown): number | null | undefined {
  if (isBlank(batch)) return null;
  return idOf(batch) ?? undefined;
}

export function duplicateMessage(species: string, date: string): string {
  return fillText(texts.harvest.duplicate, { species: species || 'esa especie', date: formatIsoDate(date) });
}

function sameRecord(a: HarvestRecord, b: HarvestRecord): boolean {
  const keys = Object.keys(b) as Array<keyof HarvestRecord>;
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

function decide(command: SaveHarvest, state: HarvestState): Decision<HarvestEvent, HarvestRefusal> {
  const { product, draft } = command;
  if (isBlank(product.productId) && isBlank(product.species)) {
    return refuse('ESPECIE_REQUERIDA', texts.harvest.speciesRequired, 'species');
  }
  const checked = checkRules<typeof harvestSchema, HarvestProblem['code']>(harvestSchema, draft);
  if (!checked.ok) {
    return refuse(checked.problem.code, checked.problem.message, checked.problem.field ?? undefined);
  }
  const values = checked.value;
  const askedBatch = askedBatchOf(command.batch);
  if (askedBatch === undefined) return refuse('LOTE_NO_ENCONTRADO', plantTexts.batchNotFound, 'batchId');
  const chosen = resolveProduct(state.products, product);
  if (!chosen) return refuse('ESPECIE_INEXISTENTE', texts.harvest.unknownSpecies, 'species');
  const before = command.target === null ? null : resolveTarget(state, command.target);
  if (command.target !== null && before === null) {
    return refuse('COSECHA_NO_ENCONTRADA', texts.harvest.notFound);
  }
  const harvestId = before?.harvestId ?? command.newHarvestId;
  // A harvest's grams count on its harvest day (today while it has none): neither the record as it
  // was nor as it becomes may fall in a closed month.
  const stockDate = values.harvestDate ?? command.today;
  const moves = harvestStockMoves(before, { productId: chosen.id, stock: values.stock });
  const closed = closedMonthRefusal(state.closedThrough, [
    values.harvestDate,
    before?.harvestDate ?? null,
    moves.length > 0 ? stockDate : null,
  ]);
  if (closed) return { ok: false, error: closed };
  if (values.harvestDate !== null) {
    const duplicate = [...state.harvests.values()].some(
      (other) =>
        other.harvestId !== harvestId &&
        other.productId === chosen.id &&
        other.harvestDate === values.harvestDate,
    );
    if (duplicate) {
      return refuse('COSECHA_DUPLICADA', duplicateMessage(chosen.species, values.harvestDate), 'harvestDate');
    }
  }
  const batchId = askedBatch ?? before?.batchId ?? null;
  if (batchId !== null) {
    const batch = state.batches.get(batchId);
    const other = [...state.harvests.values()].find(
      (harvest) => harvest.batchId === batchId && harvest.harvestId !== harvestId,
    );
    const linked = decideHarvestBatch(
      batch,
      {
        id: harvestId,
        productId: chosen.id,
        harvestDate: values.harvestDate,
        linkedBatchId: before?.batchId ?? null,
      },
      {
        batchSpecies: batch ? (state.products.get(batch.productId)?.species ?? '') : '',
        otherHarvestId: other?.harvestId ?? null,
      },
    );
    if (!linked.ok) return linked;
  }
  for (const move of moves) {
    const received = receiveStockDecider.decide({ ...move, harvestId, date: stockDate }, state.stock);
    if (!received.ok) return received;
  }
  const record: HarvestRecord = { harvestId, productId: chosen.id, batchId, ...values };
  // Saving the same figures again is no new fact.
  if (before && sameRecord(before, record)) return { ok: true, events: [] };
  return {
    ok: true,
    events: [
      before
        ? { type: HARVEST_CORRECTED, payload: record }
        : { type: HARVEST_RECORDED, payload: { ...record, createdBy: command.actorMemberId } },
    ],
  };
}

function evolve(state: HarvestState, event: ClubEvent): HarvestState {
  switch (event.type) {
    case 'HarvestRecorded': {
      const { createdBy: _createdBy, ...record } = event.payload;
      return { ...state, harvests: new Map(state.harvests).set(record.harvestId, record) };
    }
    case 'HarvestCorrected':
      return { ...state, harvests: new Map(state.harvests).set(event.payload.harvestId, event.payload) };
    case 'ProductListed': {
      const { productId, key, species } = event.payload;
      return {
        ...state,
        products: new Map(state.products).set(productId, { key, species }),
        stock: evolveStock(state.stock, event),
      };
    }
    case 'BatchStarted':
    case 'BatchStageChanged':
    case 'BatchPlantsLost':
    case 'BatchHarvested':
    case 'BatchWasteDestroyed': {
      const batch = evolveBatch(state.batches.get(event.payload.batchId), event);
      return batch ? { ...state, batches: new Map(state.batches).set(batch.id, batch) } : state;
    }
    case 'MonthClosed': {
      const month = event.payload.month;
      const later = state.closedThrough === null || month > state.closedThrough;
      return later ? { ...state, closedThrough: month } : state;
    }
    default:
      return { ...state, stock: evolveStock(state.stock, event) };
  }
}

export const saveHarvestDecider: Decider<SaveHarvest, HarvestState, HarvestEvent, HarvestRefusal> = {
  decide,
  evolve,
  initialState: () => ({
    products: new Map(),
    harvests: new Map(),
    batches: new Map(),
    stock: new Map(),
    closedThrough: null,
  }),
};
