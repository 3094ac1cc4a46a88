import { CLUB_TIME_ZONE } from '@club/domain/club-clock';

// Dates as the club reads them (es-UY, Montevideo), on every back-office screen.

/** '2024-09-03' (or an ISO instant starting so) → '03/09/2024', the calendar day as written. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}

const dateTime = new Intl.DateTimeFormat('es-UY', {
  timeZone: CLUB_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant → '03/09/2024 17:05', Montevideo time (histories, sign-ins, the outbox). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso)).replace(',', '');
}

const shortMonth = new Intl.DateTimeFormat('es-UY', { month: 'short', timeZone: 'UTC' });

/** '2024-09' → 'Set' (Uruguayan Spanish: setiembre; the case is ICU's). */
export function formatShortMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return shortMonth.format(new Date(Date.UTC(year, index - 1, 1))).replace('.', '');
}
