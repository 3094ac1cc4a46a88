// Grams as the club writes them (es-UY): '1.800 g', '1,25 g' where decimals are kept.

const formats = new Map<number, Intl.NumberFormat>();

/** '1.800 g'; up to `decimals` decimals (none by default: what a member orders is whole grams). */
export function formatGrams(grams: number, decimals = 0): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es-UY', { maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return `${format.format(grams)} g`;
}
