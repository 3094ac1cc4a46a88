// The admin's facts on a product stream (`product-<id>`), next to the seed's and harvests'
// `ProductListed` and `StockReceived`. Who and when are the event's actor and time.

export const STOCK_EDITED = 'StockEdited';
export const STOCK_ADJUSTED = 'StockAdjusted';

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
}

export interface StockEditedEvent {
  type: typeof STOCK_EDITED;
  payload: StockEdited;
}

export interface StockAdjustedEvent {
  type: typeof STOCK_ADJUSTED;
  payload: StockAdjusted;
}

export function productStream(productId: number): string {
  return `product-${productId}`;
}
