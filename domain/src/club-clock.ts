// The club's wall clock and calendar dates, Montevideo time. Pure: the caller passes `now`, so
// the browser and the gateway run the same rules and tests pin the clock.

export const CLUB_TIME_ZONE = 'America/Montevideo';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

// Built once: Intl formatters are costly to create.
const clubClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Montevideo wall clock at `now`: its calendar date and minutes since midnight. */
export function clubNow(now: Date): { date: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of clubClock.formatToParts(now)) parts[part.type] = part.value;
  // Some ICU versions print midnight as 24 even with h23.
  const hour = Number(parts.hour) % 24;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: hour * 60 + Number(parts.minute) };
}

/** The UTC midnight of a valid YYYY-MM-DD, or null (also for 2025-02-30 and the like). */
export function parseIsoDate(date: string): Date | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null;
  return utc;
}

/** YYYY-MM-DD of a UTC midnight. */
export function isoDateOf(utcMidnight: Date): string {
  return utcMidnight.toISOString().slice(0, 10);
}

/** The calendar date `days` after (or before, if negative) a valid YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const utc = parseIsoDate(date);
  if (utc === null) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return isoDateOf(utc);
}

/** Minutes since midnight of a valid HH:MM. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(date: string): boolean {
  return parseIsoDate(date) !== null;
}

/** True for a 24 h time written HH:MM. */
export function isClockTime(time: string): boolean {
  return TIME_PATTERN.test(time);
}
