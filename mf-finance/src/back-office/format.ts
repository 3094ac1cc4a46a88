// Grams and dates as the back office shows them (es-UY): '15 g', '03/09/2024' (prices: web-kit's formatPesos).

const whole = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0 });

export function formatGrams(value: number): string {
  return `${whole.format(value)} g`;
}

/** '2024-09-03' (or an ISO instant starting so) → '03/09/2024'. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}
