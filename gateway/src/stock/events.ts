import type { Sealed } from '../kernel/privacy/subject-keys.ts';
// The product stream's events (`product-<id>`): listed by the seed, grams received from the seed or
// a harvest, and the admin's edits and corrections. Who and when are the event's actor and time.
// Orders and bills take grams out without a product event: the stock projection reads their
// lines by productId (docs/decisions/005-orders-as-events.md).

export const PRODUCT_LISTED = 'ProductListed';
export const STOCK_RECEIVED = 'StockReceived';
export const STOCK_EDITED = 'StockEdited';
export const STOCK_ADJUSTED = 'StockAdjusted';
export const STOCK_DESTROYED = 'StockDestroyed';

export interface ProductListed {
  productId: number;
  key: string;
  species: string;
  /** Integer pesos per gram. */
  price: number;
  available: boolean;
}

/** Grams in (or, a harvest corrected down, out): `grams` is the signed change. */
export interface StockReceived {
  productId: number;
  grams: number;
  source: 'seed' | 'harvest';
  /** Set when `source` is 'harvest'. */
  harvestId?: number;
  /**
   * The business day the grams count on (YYYY-MM-DD): the harvest's day, or the day the stock was
   * loaded. Events written before the monthly close have none: their Montevideo day of
   * `occurred_at` stands in (month-close/dated-events.ts).
   */
  date?: string;
}

/** Price (integer pesos per gram) and availability changed from the back office. */
export interface StockEdited {
  productId: number;
  oldPrice: number;
  newPrice: number;
  oldAvailable: boolean;
  newAvailable: boolean;
}

/** Grams on hand corrected by an admin (a recount, waste): `grams` is the signed change. */
export interface StockAdjusted {
  productId: number;
  grams: number;
  reason: string;
  /** The day of the correction (YYYY-MM-DD); absent in events older than the monthly close. */
  date?: string;
}

/**
 * Grams of a product destroyed (IRCCA's waste records), with why, how, before whom and when. The
 * record's fields are destruction-schema.ts's; a batch's waste is `BatchWasteDestroyed` on the
 * batch's stream (plants/events.ts), the same record with kind 'batch-waste'.
 */
export interface StockDestroyed {
  /** uuid of the record, to name it in lists and reports. */
  destructionId: string;
  target: { kind: 'product'; productId: number };
  productId: number;
  grams: number;
  reason: string;
  method: string;
  /** The witness's name, sealed under `destructionSubject(destructionId)`. */
  witness: Sealed;
  /** Day of the destruction, YYYY-MM-DD. */
  date: string;
}

export interface ProductListedEvent {
  type: typeof PRODUCT_LISTED;
  payload: ProductListed;
}

export interface StockReceivedEvent {
  type: typeof STOCK_RECEIVED;
  payload: StockReceived;
}

export interface StockEditedEvent {
  type: typeof STOCK_EDITED;
  payload: StockEdited;
}

export interface StockAdjustedEvent {
  type: typeof STOCK_ADJUSTED;
  payload: StockAdjusted;
}

export interface StockDestroyedEvent {
  type: typeof STOCK_DESTROYED;
  payload: StockDestroyed;
}

export type ProductEvent =
  | ProductListedEvent
  | StockReceivedEvent
  | StockEditedEvent
  | StockAdjustedEvent
  | StockDestroyedEvent;

export function productStream(productId: number): string {
  return `product-${productId}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    product: ProductEvent;
  }
}
