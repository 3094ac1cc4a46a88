// Dates as the back office shows them (es-UY): '03/09/2024' (prices: web-kit's formatPesos).

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
