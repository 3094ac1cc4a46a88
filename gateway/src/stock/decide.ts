import type { DestructionRecord } from '@club/domain/destruction-schema';
import { fillText } from '@club/domain/fill-text';
import type { StockProblem } from '@club/domain/stock-rules';
import { adjustmentProblem, priceProblem } from '@club/domain/stock-schema';
import { texts } from '@club/domain/texts';
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
import type { StockRow } from './projection.ts';

// editStock and adjustStock decisions: pure, so each rule is a unit test. The service loads the
// product's stock row (locked) and its stream version, calls these, appends what they return.

/** A product as the back office changes it: its stock row. */
export type ProductStock = StockRow;

export type StockRefusal =
  | StockProblem
  | {
      code: 'PRODUCTO_DESCONOCIDO' | 'DISPONIBLE_INVALIDO' | 'STOCK_NEGATIVO';
      message: string;
      field?: string;
    };

export type StockDecision<E> = { ok: true; events: E[] } | { ok: false; error: StockRefusal };

const unknown = (productId: number): StockDecision<never> => ({
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
export function decideEditStock(
  state: ProductStock | null,
  command: EditStockCommand,
): StockDecision<StockEditedEvent> {
  const problem = priceProblem(command.price);
  if (problem) return { ok: false, error: problem };
  if (typeof command.available !== 'boolean') {
    return { ok: false, error: { code: 'DISPONIBLE_INVALIDO', message: texts.stockAdmin.invalidAvailable } };
  }
  if (state === null) return unknown(command.productId);
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
export function decideAdjustStock(
  state: ProductStock | null,
  command: AdjustStockCommand,
): StockDecision<StockAdjustedEvent> {
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
  harvestId: number;
  /** The harvest's day (or today when it has none yet), YYYY-MM-DD. */
  date: string;
}

/** `StockReceived` from a harvest, unless it would leave the product below 0 g. */
export function decideReceiveStock(
  state: ProductStock | null,
  command: ReceiveStockCommand,
): StockDecision<StockReceivedEvent> {
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
  return {
    ok: true,
    events: [{ type: STOCK_RECEIVED, payload: { productId, grams, source: 'harvest', harvestId, date } }],
  };
}

/**
 * `StockDestroyed` for a checked destruction record of a product's grams (destruction-schema.ts),
 * refused in Spanish when it is more than the grams on hand.
 */
export function decideDestroyStock(
  state: ProductStock | null,
  command: {
    destructionId: string;
    record: DestructionRecord & { target: { kind: 'product'; productId: number } };
  },
): StockDecision<StockDestroyedEvent> {
  const { record } = command;
  const productId = record.target.productId;
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
          witness: record.witness,
          date: record.date,
        },
      },
    ],
  };
}
