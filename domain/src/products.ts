import { OUT_OF_STOCK_AT_OR_BELOW } from './limits.ts';

// Spec §3: product keys are the species lowercased with spaces removed.
export const productKeys = [
  'applecookies',
  'despink',
  'superlemonhaze',
  'chocolope',
  'strawberryamnesia',
  'suguz',
  'orangecookiemac',
  'ogkush',
  'kief',
] as const;

export type ProductKey = (typeof productKeys)[number];

export function productKey(species: string): string {
  return species.toLowerCase().replace(/\s+/g, '');
}

/**
 * The fields of an order besides its grams per product key (spec §7 POST /submitorder): no product
 * may have one of them as its key.
 */
export const ORDER_FIELDS = ['date', 'time', 'total', 'observations'] as const;

/** Kief is sold down to its last gram; every other product is out of stock at 40 g or less. */
export const ALWAYS_IN_STOCK_KEY = 'kief';

/** Spec §4: the carta's overlay, and a product the gateway refuses to sell. */
export function isOutOfStock(product: { key: string; stock: number; available: boolean }): boolean {
  if (!product.available) return true;
  return product.key !== ALWAYS_IN_STOCK_KEY && product.stock <= OUT_OF_STOCK_AT_OR_BELOW;
}

/** Grams above the out-of-stock line at which the back office starts warning that stock runs low. */
export const LOW_STOCK_MARGIN = 60;

/**
 * Where a product stands for members, as the back office explains it: off the carta because it
 * was retired, marked unavailable, or at or under the out-of-stock line (spec §4); on it, but
 * within LOW_STOCK_MARGIN grams of that line; or simply on it.
 */
export type CartaStanding = 'retired' | 'unavailable' | 'out-of-stock' | 'low' | 'on-carta';

export function cartaStanding(product: {
  key: string;
  grams: number;
  available: boolean;
  retired: boolean;
}): CartaStanding {
  if (product.retired) return 'retired';
  if (!product.available) return 'unavailable';
  if (isOutOfStock({ key: product.key, stock: product.grams, available: true })) return 'out-of-stock';
  return product.grams <= outOfStockLine(product.key) + LOW_STOCK_MARGIN ? 'low' : 'on-carta';
}

/** The grams at or under which a product leaves the carta (kief: none, it is sold to its last gram). */
export function outOfStockLine(key: string): number {
  return key === ALWAYS_IN_STOCK_KEY ? 0 : OUT_OF_STOCK_AT_OR_BELOW;
}
