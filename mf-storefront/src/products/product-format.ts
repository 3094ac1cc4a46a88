// Numbers as a member in Uruguay reads them: '0,5 %' (grams: web-kit's formatGrams; prices:
// domain's formatPesos).
const decimal = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 1 });

export function formatPercent(value: number): string {
  return `${decimal.format(value)}%`;
}
