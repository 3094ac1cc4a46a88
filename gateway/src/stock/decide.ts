import type { DestructionRecord } from '@club/domain/destruction-schema';
import { fillText } from '@club/domain/fill-text';
import { productTexts } from '@club/domain/product-texts';
import type { StockProblem } from '@club/domain/stock-rules';
import { adjustmentProblem, priceProblem } from '@club/domain/stock-schema';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import {
  STOCK_ADJUSTED,
  STOCK_DESTROYED,
  STOCK_EDITED,
  STOCK_RECEIVED,
  type StockAdjustedEvent,
  type StockDestroyedEvent,
  type StockEditedEvent,
  type StockReceivedEvent,
} from './events.ts';
import { evolveStock, type StockState } from './stock-rows.ts';

// The rules of what moves a product's stock from its own stream, each a Decider over the stock
// rows: the commands load the product's row under the ledger's lock, the unit tests fold facts
// with evolveStock, the function the stock projection folds the log with.

export type StockRefusal =
  | StockProblem
  | {
      code: 'PRODUCTO_DESCONOCIDO' | 'PRODUCTO_RETIRADO' | 'DISPONIBLE_INVALIDO' | 'STOCK_NEGATIVO';
      message: string;
      field?: string;
    };

export type StockDecision<E extends ClubEvent> = Decision<E, StockRefusal>;

const unknown = (productId: number): { ok: false; error: StockRefusal } => ({
  ok: false,
  error: {
    code: 'PRODUCTO_DESCONOCIDO',
    message: fillText(texts.stockAdmin.unknownProduct, { id: productId }),
  },
});

export interface EditStockCommand {
  productId: number;
  /** As received: anything but a whole number of pesos in range is refused. */
  price: unknown;
  available: unknown;
}

/** `StockEdited` with the old and new figures; nothing when they are the same (a repeated save). */
function decideEditStock(command: EditStockCommand, stock: StockState): StockDecision<StockEditedEvent> {
  const state = stock.get(command.productId) ?? null;
  const problem = priceProblem(command.price);
  if (problem) return { ok: false, error: problem };
  if (typeof command.available !== 'boolean') {
    return { ok: false, error: { code: 'DISPONIBLE_INVALIDO', message: texts.stockAdmin.invalidAvailable } };
  }
  if (state === null) return unknown(command.productId);
  // A retired product is off sale for good: its price and availability no longer apply.
  if (state.retired) {
    return {
      ok: false,
      error: {
        code: 'PRODUCTO_RETIRADO',
        message: fillText(productTexts.retired, { species: state.species }),
      },
    };
  }
  const price = command.price as number;
  if (price === state.price && command.available === state.available) return { ok: true, events: [] };
  return {
    ok: true,
    events: [
      {
        type: STOCK_EDITED,
        payload: {
          productId: state.productId,
          oldPrice: state.price,
          newPrice: price,
          oldAvailable: state.available,
          newAvailable: command.available,
        },
      },
    ],
  };
}

export interface AdjustStockCommand {
  productId: number;
  /** Signed change in grams. */
  grams: unknown;
  reason: unknown;
  /** The day of the correction (today, Montevideo), YYYY-MM-DD. */
  date: string;
}

/** `StockAdjusted` if the change is a non-zero whole number of grams, with a reason, and leaves stock ≥ 0. */
function decideAdjustStock(
  command: AdjustStockCommand,
  stock: StockState,
): StockDecision<StockAdjustedEvent> {
  const state = stock.get(command.productId) ?? null;
  const problem = adjustmentProblem(command.grams, command.reason);
  if (problem) return { ok: false, error: problem };
  if (state === null) return unknown(command.productId);
  const grams = command.grams as number;
  if (state.grams + grams < 0) {
    return {
      ok: false,
      error: {
        code: 'STOCK_NEGATIVO',
        message: fillText(texts.stockAdmin.belowZero, { N: -grams, M: state.grams, species: state.species }),
      },
    };
  }
  return {
    ok: true,
    events: [
      {
        type: STOCK_ADJUSTED,
        payload: {
          productId: state.productId,
          grams,
          reason: (command.reason as string).trim(),
          date: command.date,
        },
      },
    ],
  };
}

export interface ReceiveStockCommand {
  productId: number;
  /** Signed: a harvest's dry grams in, or out when a harvest is corrected down. */
  grams: number;
  /** The harvest they come from; null for the grams on hand when the club started keeping stock here. */
  harvestId: number | null;
  /** The harvest's day (or today when it has none yet), or the day the stock was loaded, YYYY-MM-DD. */
  date: string;
}

/** `StockReceived` from a harvest (or the stock loaded at the start), unless it would leave the product below 0 g. */
function decideReceiveStock(
  command: ReceiveStockCommand,
  stock: StockState,
): StockDecision<StockReceivedEvent> {
  const state = stock.get(command.productId) ?? null;
  if (state === null) return unknown(command.productId);
  if (state.grams + command.grams < 0) {
    return {
      ok: false,
      error: {
        code: 'STOCK_NEGATIVO',
        field: 'stock',
        message: fillText(texts.harvest.stockBelowZero, {
          species: state.species,
          N: -command.grams,
          M: state.grams,
        }),
      },
    };
  }
  const { productId, grams, harvestId, date } = command;
  const source = harvestId === null ? { source: 'seed' as const } : { source: 'harvest' as const, harvestId };
  return { ok: true, events: [{ type: STOCK_RECEIVED, payload: { productId, grams, ...source, date } }] };
}

export interface DestroyStockCommand {
  destructionId: string;
  record: DestructionRecord & { target: { kind: 'product'; productId: number } };
  /** `record.witness` sealed under the record's subject by the command's load. */
  witness: Sealed;
}

/**
 * `StockDestroyed` for a checked destruction record of a product's grams (destruction-schema.ts),
 * refused in Spanish when it is more than the grams on hand.
 */
function decideDestroyStock(
  command: DestroyStockCommand,
  stock: StockState,
): StockDecision<StockDestroyedEvent> {
  const { record } = command;
  const productId = record.target.productId;
  const state = stock.get(productId) ?? null;
  if (state === null) return unknown(productId);
  if (record.grams > state.grams) {
    return {
      ok: false,
      error: {
        code: 'STOCK_NEGATIVO',
        field: 'grams',
        message: fillText(texts.destruction.moreThanOnHand, {
          N: record.grams,
          M: state.grams,
          species: state.species,
        }),
      },
    };
  }
  return {
    ok: true,
    events: [
      {
        type: STOCK_DESTROYED,
        payload: {
          destructionId: command.destructionId,
          target: { kind: 'product', productId },
          productId,
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

const stockDecider = <C, E extends ClubEvent>(
  decide: (command: C, stock: StockState) => StockDecision<E>,
): Decider<C, StockState, E, StockRefusal> => ({
  decide,
  evolve: evolveStock,
  initialState: () => new Map(),
});

export const editStockDecider = stockDecider(decideEditStock);
export const adjustStockDecider = stockDecider(decideAdjustStock);
export const receiveStockDecider = stockDecider(decideReceiveStock);
export const destroyStockDecider = stockDecider(decideDestroyStock);
