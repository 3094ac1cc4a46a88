import { CLUB_TIME_ZONE } from './limits.ts';

// Spec §9: pickup days and slots, in Montevideo time. Pure: the caller passes `now`, so the cart
// (browser clock) and the gateway (server clock) run the same rule and tests pin the clock.

export interface PickupDay {
  /** YYYY-MM-DD (Montevideo calendar date). */
  date: string;
  /** es-UY, e.g. 'martes, 3 de setiembre'. */
  label: string;
  /** HH:MM, 24 h, Montevideo time; only slots still ahead of `now`. */
  slots: string[];
}

/** Days scanned, today included. */
export const PICKUP_SCAN_DAYS = 31;

const TUESDAY_THURSDAY_SLOTS = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '19:45'] as const;
const FRIDAY_SLOTS = ['12:00', '12:30', '13:00', '13:30', '13:45'] as const;

/** Slots by UTC weekday number of the calendar date (0 = Sunday). */
const slotsByWeekday: Readonly<Record<number, readonly string[]>> = {
  2: TUESDAY_THURSDAY_SLOTS,
  4: TUESDAY_THURSDAY_SLOTS,
  5: FRIDAY_SLOTS,
};

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
// Calendar dates are handled as UTC midnights, so formatting them in UTC keeps the day.
const dayLabel = new Intl.DateTimeFormat('es-UY', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
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
function parseDate(date: string): Date | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null;
  return utc;
}

function isoDate(utcMidnight: Date): string {
  return utcMidnight.toISOString().slice(0, 10);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(date: string): boolean {
  return parseDate(date) !== null;
}

/** True for a 24 h time written HH:MM. */
export function isClockTime(time: string): boolean {
  return TIME_PATTERN.test(time);
}

/** 'martes, 3 de setiembre' for '2024-09-03'. Throws RangeError on anything but a real YYYY-MM-DD. */
export function formatPickupDay(date: string): string {
  const utc = parseDate(date);
  if (utc === null) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return dayLabel.format(utc).toLowerCase();
}

/**
 * The Tuesdays, Thursdays and Fridays among the 31 days from today (Montevideo), each with the
 * slots that are still ahead of `now`; a day with no slot left is left out.
 */
export function pickupDays(now: Date): PickupDay[] {
  const today = clubNow(now);
  const start = parseDate(today.date) as Date;
  const days: PickupDay[] = [];
  for (let offset = 0; offset < PICKUP_SCAN_DAYS; offset++) {
    const day = new Date(start.getTime());
    day.setUTCDate(start.getUTCDate() + offset);
    const all = slotsByWeekday[day.getUTCDay()];
    if (!all) continue;
    const slots = offset === 0 ? all.filter((slot) => minutesOf(slot) > today.minutes) : [...all];
    if (slots.length === 0) continue;
    const date = isoDate(day);
    days.push({ date, label: formatPickupDay(date), slots });
  }
  return days;
}

/** True when `date` and `time` are a slot `pickupDays(now)` offers. */
export function isValidPickup(date: string, time: string, now: Date): boolean {
  if (!isIsoDate(date) || !isClockTime(time)) return false;
  return pickupDays(now).some((day) => day.date === date && day.slots.includes(time));
}

/** Hours before its slot until which a member may still cancel a pending order. */
export const CANCEL_CUTOFF_HOURS = 2;

/**
 * True while a member may cancel a pickup on `date` at `time`: until CANCEL_CUTOFF_HOURS before
 * the slot, Montevideo time. False for a malformed date or time.
 */
export function beforeCancelCutoff(date: string, time: string, now: Date): boolean {
  const day = parseDate(date);
  if (day === null || !isClockTime(time)) return false;
  const today = clubNow(now);
  const days = Math.round((day.getTime() - (parseDate(today.date) as Date).getTime()) / 86_400_000);
  const minutesAhead = days * 1440 + minutesOf(time) - today.minutes;
  return minutesAhead >= CANCEL_CUTOFF_HOURS * 60;
}
