// Numbers as a member in Uruguay reads them: '0,5 %' (grams: web-kit's formatGrams; prices:
// domain's formatPesos).
const decimal = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 1 });

export function formatPercent(value: number): string {
  return `${decimal.format(value)}%`;
}

const potencyTexts = {
  analysisOf: 'Análisis del {date}',
  declared: 'Valores declarados, sin análisis del lote',
} as const;

/** Where the THC and CBD shown come from: 'Análisis del 12/11/2026', or that they are declared. */
export function potencySource(potency: { declared: boolean; analysedOn?: string | null }): string {
  if (potency.declared || !potency.analysedOn) return potencyTexts.declared;
  const [year, month, day] = potency.analysedOn.split('-');
  return potencyTexts.analysisOf.replace('{date}', `${day}/${month}/${year}`);
}
