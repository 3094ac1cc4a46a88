// Numbers as the harvest screens show them (es-UY: 1,5 g/W; grams: web-kit's formatGrams(g, 2)).

const upToTwoDecimals = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return upToTwoDecimals.format(value);
}
