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

export function isProductKey(value: string): value is ProductKey {
  return (productKeys as readonly string[]).includes(value);
}
