import type { NewProduct, ProductData, ProductDataField } from '@club/domain/product-schema';

// The catalogue streams (`catalogue-<key>`, one per product key, spec §3): a product added to the
// carta from the back office (or by the demo club's seed), its data edited, and its retirement
// from the carta. The key's stream is what makes a key the club's for good: once it holds an
// event, that key is taken, retired or not. The `products` table is their read model
// (projection.ts); the stock side reads them too (the price and availability a product is added
// with, and its retirement: stock/stock-rows.ts). Grams and price changes stay on the product's
// stock stream (`product-<id>`, stock/events.ts). Who and when are the event's actor and time.

export const PRODUCT_ADDED = 'ProductAdded';
export const PRODUCT_EDITED = 'ProductEdited';
export const PRODUCT_RETIRED = 'ProductRetired';

/** A product on the carta: its id (the stock, orders and harvests name it by), its key and all its data. */
export interface ProductAdded extends NewProduct {
  productId: number;
  /** Species lowercased without spaces. */
  key: string;
}

/** Its data as it stands after the edit, and which fields changed. */
export interface ProductEdited extends ProductData {
  productId: number;
  key: string;
  changed: ProductDataField[];
}

/** Off the carta for good: its row, stock, orders and history stay. */
export interface ProductRetired {
  productId: number;
  key: string;
}

export interface ProductAddedEvent {
  type: typeof PRODUCT_ADDED;
  payload: ProductAdded;
}

export interface ProductEditedEvent {
  type: typeof PRODUCT_EDITED;
  payload: ProductEdited;
}

export interface ProductRetiredEvent {
  type: typeof PRODUCT_RETIRED;
  payload: ProductRetired;
}

export type CatalogueEvent = ProductAddedEvent | ProductEditedEvent | ProductRetiredEvent;

export function catalogueStream(key: string): string {
  return `catalogue-${key}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    catalogue: CatalogueEvent;
  }
}
