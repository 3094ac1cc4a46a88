// Grams as the club writes them (es-UY): '1.800 g', '1,25 g' where decimals are kept.

const whole = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0 });

/** '1.800 g'; up to `decimals` decimals (none by default: what a member orders is whole grams). */
export function formatGrams(grams: number, decimals = 0): string {
  const format = decimals ? new Intl.NumberFormat('es-UY', { maximumFractionDigits: decimals }) : whole;
  return `${format.format(grams)} g`;
}
