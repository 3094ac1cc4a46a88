import type { BillFormLine } from '@club/domain/bill-schema';

export interface BillProduct {
  id: number;
  /** Species lowercased without spaces: what addBill takes as `product`. */
  key: string;
  species: string;
}

/** Spec §5 "Bill species can be added once each": what 'Agregar' still offers. */
export function addableProducts<T extends { key: string }>(
  products: readonly T[],
  lines: readonly { key: string }[],
): T[] {
  const added = new Set(lines.map((line) => line.key));
  return products.filter((product) => !added.has(product.key));
}

/** Sum of the typed grams that are numbers (the table's total while typing). */
export function draftGrams(lines: readonly BillFormLine[]): number {
  return lines.reduce((sum, line) => {
    const grams = Number(line.amount);
    return Number.isFinite(grams) && grams > 0 ? sum + grams : sum;
  }, 0);
}
