import { clubNow } from './club-clock.ts';

// Calendar months written YYYY-MM (reports by month), labelled in Uruguayan Spanish.

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthName = new Intl.DateTimeFormat('es-UY', { month: 'long', timeZone: 'UTC' });

export function isCalendarMonth(month: string): boolean {
  return MONTH_PATTERN.test(month);
}

/** First day of the month and first day of the next, YYYY-MM-DD (for `date >= from and date < to`). */
export function monthRange(month: string): { from: string; to: string } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a YYYY-MM month: ${month}`);
  const [year, index] = [Number(match[1]), Number(match[2])];
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** 'Setiembre 2024' for '2024-09'. */
export function monthLabel(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a YYYY-MM month: ${month}`);
  const name = monthName.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${match[1]}`;
}

/** The Montevideo calendar month of `now` and the `count - 1` before it, newest first. */
export function recentMonths(now: Date, count: number): string[] {
  const [year, month] = clubNow(now).date.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let back = 0; back < count; back++) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/**
 * 'Septiembre 2024' for '2024-09': the bill form writes September so (spec §9), while the expense
 * list and every other month label write 'Setiembre'.
 */
export function billMonthLabel(month: string): string {
  return monthLabel(month).replace(/^Setiembre /, 'Septiembre ');
}
