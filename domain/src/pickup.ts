import { closure, isClosedOn } from './club-calendar.ts';
import { addDays, clubNow, isClockTime, isIsoDate, minutesOf, parseIsoDate } from './club-clock.ts';
import { type SettingsTimeline, settingsOn, slotsOfWeekday } from './club-settings.ts';

// Spec §9: pickup days and slots, in Montevideo time, as the club's settings in force on each day
// say (club-settings.ts; the spec's Tuesdays, Thursdays and Fridays by default), less the days
// the club's calendar closes (club-calendar.ts). Pure: the caller passes `now`, so the cart
// (browser clock) and the gateway (server clock) run the same rule and tests pin the clock.

export interface PickupDay {
  /** YYYY-MM-DD (Montevideo calendar date). */
  date: string;
  /** es-UY, e.g. 'martes, 3 de setiembre'. */
  label: string;
  /** HH:MM, 24 h, Montevideo time; only slots still ahead of `now` and not full. */
  slots: string[];
}

/** Days scanned, today included. */
export const PICKUP_SCAN_DAYS = 31;

export interface PickupOptions {
  /** The club's settings over time; none: the spec's. */
  timeline?: SettingsTimeline;
  /** Orders already taking a slot; none: every slot is free. */
  taken?: (date: string, time: string) => number;
}

// Calendar dates are handled as UTC midnights, so formatting them in UTC keeps the day.
const dayLabel = new Intl.DateTimeFormat('es-UY', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'martes, 3 de setiembre' for '2024-09-03'. Throws RangeError on anything but a real YYYY-MM-DD. */
export function formatPickupDay(date: string): string {
  const utc = parseIsoDate(date);
  if (utc === null) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return dayLabel.format(utc).toLowerCase();
}

/** The slots of `date` with their capacity, as the settings in force that day have them. */
function slotsOn(date: string, timeline: SettingsTimeline) {
  const settings = settingsOn(timeline, date);
  // A closed day has no slots at all, so the window offers the next open days in its place.
  if (isClosedOn(settings, date)) return [];
  return slotsOfWeekday(settings, (parseIsoDate(date) as Date).getUTCDay());
}

/**
 * Why the club takes no pickups on `date` (a closed day's reason, a holiday's name, or null when
 * the admin gave none) under the settings in force that day; undefined when it is open.
 */
export function closedReason(date: string, timeline: SettingsTimeline = []): string | null | undefined {
  if (!isIsoDate(date)) return undefined;
  return closure(settingsOn(timeline, date), date)?.reason;
}

/**
 * The pickup days among the 31 days from today (Montevideo), each with the slots that are still
 * ahead of `now` and not full; a day with no slot left is left out.
 */
export function pickupDays(now: Date, options: PickupOptions = {}): PickupDay[] {
  const { timeline = [], taken } = options;
  const today = clubNow(now);
  const days: PickupDay[] = [];
  for (let offset = 0; offset < PICKUP_SCAN_DAYS; offset++) {
    const date = addDays(today.date, offset);
    const slots = slotsOn(date, timeline)
      .filter((slot) => offset > 0 || minutesOf(slot.time) > today.minutes)
      .filter((slot) => slot.capacity === null || (taken?.(date, slot.time) ?? 0) < slot.capacity)
      .map((slot) => slot.time);
    if (slots.length === 0) continue;
    days.push({ date, label: formatPickupDay(date), slots });
  }
  return days;
}

/** True when `date` and `time` are a slot the settings offer within the window, full or not. */
export function isValidPickup(
  date: string,
  time: string,
  now: Date,
  timeline: SettingsTimeline = [],
): boolean {
  if (!isIsoDate(date) || !isClockTime(time)) return false;
  // The one day pickupDays would list it under, without building (and labelling) the whole
  // window: every order checks this (docs/performance.md).
  const today = clubNow(now);
  const offset = Math.round(
    ((parseIsoDate(date) as Date).getTime() - (parseIsoDate(today.date) as Date).getTime()) / 86_400_000,
  );
  if (offset < 0 || offset >= PICKUP_SCAN_DAYS) return false;
  return slotsOn(date, timeline).some(
    (slot) =>
      slot.time === time &&
      (offset > 0 || minutesOf(slot.time) > today.minutes) &&
      (slot.capacity === null || slot.capacity > 0),
  );
}

/** The capacity of a slot on `date`, or null when it has no limit (or is not a slot). */
export function slotCapacity(date: string, time: string, timeline: SettingsTimeline = []): number | null {
  if (!isIsoDate(date)) return null;
  return slotsOn(date, timeline).find((slot) => slot.time === time)?.capacity ?? null;
}

/**
 * True while a member may cancel a pickup on `date` at `time`: until `cutoffHours` before the
 * slot, Montevideo time. False for a malformed date or time.
 */
export function beforeCancelCutoff(date: string, time: string, now: Date, cutoffHours: number): boolean {
  const day = parseIsoDate(date);
  if (day === null || !isClockTime(time)) return false;
  const today = clubNow(now);
  const days = Math.round((day.getTime() - (parseIsoDate(today.date) as Date).getTime()) / 86_400_000);
  const minutesAhead = days * 1440 + minutesOf(time) - today.minutes;
  return minutesAhead >= cutoffHours * 60;
}
