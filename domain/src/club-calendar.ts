import type { ClubSettings } from './club-settings.ts';

// The club's calendar: the days it is closed, whatever its weekly pickup schedule says. Two
// sources: the days an admin marks in Ajustes (vacations, a move, an inspection) and, unless the
// club opts out, Uruguay's five non-working national holidays. One rule, used by the storefront's
// offered days (pickup.ts) and the gateway's order check, so neither can offer what the other refuses.

/**
 * The feriados no laborables: the five holidays on which work stops by law, on their date
 * whatever the day of the week; the others (Carnaval, Turismo, the movable ones) are working days
 * a club may still close on by adding them as closed days.
 */
export const NON_WORKING_HOLIDAYS: ReadonlyArray<{ monthDay: string; name: string }> = [
  { monthDay: '01-01', name: 'Año Nuevo' },
  { monthDay: '05-01', name: 'Día de los Trabajadores' },
  { monthDay: '07-18', name: 'Jura de la Constitución' },
  { monthDay: '08-25', name: 'Declaratoria de la Independencia' },
  // Legally 'Día de la Familia' (since 1919), but members know it as Navidad.
  { monthDay: '12-25', name: 'Navidad' },
];

/** The holiday's name when `date` (YYYY-MM-DD) is a non-working national holiday, else null. */
export function holidayOn(date: string): string | null {
  const monthDay = date.slice(5);
  return NON_WORKING_HOLIDAYS.find((holiday) => holiday.monthDay === monthDay)?.name ?? null;
}

/** The holidays from `today` on, `count` of them, in date order. */
export function upcomingHolidays(today: string, count: number): Array<{ date: string; name: string }> {
  const found: Array<{ date: string; name: string }> = [];
  const year = Number(today.slice(0, 4));
  for (let y = year; found.length < count; y++) {
    for (const { monthDay, name } of NON_WORKING_HOLIDAYS) {
      const date = `${String(y).padStart(4, '0')}-${monthDay}`;
      if (date >= today && found.length < count) found.push({ date, name });
    }
  }
  return found;
}

/** Why the club is closed on `date` under `settings` (the admin's reason or the holiday), or null when open. */
export function closure(settings: ClubSettings, date: string): { reason: string | null } | null {
  const marked = settings.closedDays.find((day) => day.date === date);
  if (marked) return { reason: marked.reason };
  if (settings.closedOnHolidays) {
    const holiday = holidayOn(date);
    if (holiday) return { reason: holiday };
  }
  return null;
}

/** True when the club takes no pickups on `date`: a closed day or, if the club closes on them, a holiday. */
export function isClosedOn(settings: ClubSettings, date: string): boolean {
  return closure(settings, date) !== null;
}
