// Numbers and dates as the back office shows them (es-UY): '$ 1.350', '03/09/2024'.

const pesos = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0 });

export function formatPesos(value: number): string {
  return `$ ${pesos.format(value)}`;
}

/** '2024-09-03' → '03/09/2024'. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}

const shortMonth = new Intl.DateTimeFormat('es-UY', { month: 'short', timeZone: 'UTC' });

/** '2024-09' → 'set' (Uruguayan Spanish: setiembre). */
export function formatShortMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return shortMonth.format(new Date(Date.UTC(year, index - 1, 1))).replace('.', '');
}
