// Numbers as a member in Uruguay reads them: '0,5 %', '15 g' (prices: web-kit's formatPesos).
const decimal = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0 });

export function formatPercent(value: number): string {
  return `${decimal.format(value)}%`;
}

export function formatGrams(value: number): string {
  return `${whole.format(value)} g`;
}
