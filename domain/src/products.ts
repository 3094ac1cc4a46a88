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

/** Kief is sold down to its last gram; every other product is out of stock at 40 g or less. */
export const ALWAYS_IN_STOCK_KEY = 'kief';

/** Spec §4: the carta's overlay, and a product the gateway refuses to sell. */
export function isOutOfStock(product: { key: string; stock: number; available: boolean }): boolean {
  if (!product.available) return true;
  return product.key !== ALWAYS_IN_STOCK_KEY && product.stock <= OUT_OF_STOCK_AT_OR_BELOW;
}
