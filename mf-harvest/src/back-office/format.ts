// Numbers and dates as the back office shows them (es-UY: 1.800 g, 1,5 g/W).

const upToTwoDecimals = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return upToTwoDecimals.format(value);
}

export function formatGrams(grams: number): string {
  return `${upToTwoDecimals.format(grams)} g`;
}
