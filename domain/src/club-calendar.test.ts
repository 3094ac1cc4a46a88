import { describe, expect, it } from 'vitest';
import { closure, holidayOn, isClosedOn, NON_WORKING_HOLIDAYS, upcomingHolidays } from './club-calendar.ts';
import { parseIsoDate } from './club-clock.ts';
import { DEFAULT_CLUB_SETTINGS } from './club-settings.ts';
import { closedDayProblem, parseClubSettings, settingsTexts } from './club-settings-schema.ts';
import { isValidPickup, pickupDays } from './pickup.ts';

/** An instant given as Montevideo wall-clock time (UTC−3 all year). */
const montevideo = (local: string) => new Date(`${local}-03:00`);
const weekday = (date: string) => parseIsoDate(date)?.getUTCDay();

const vacations = {
  ...DEFAULT_CLUB_SETTINGS,
  closedDays: [
    { date: '2026-12-29', reason: 'Vacaciones' },
    { date: '2026-12-31', reason: null },
  ],
};

describe("Uruguay's non-working holidays", () => {
  it('are the five of the law, every year, and nothing else', () => {
    expect(NON_WORKING_HOLIDAYS.map((h) => h.monthDay)).toEqual([
      '01-01',
      '05-01',
      '07-18',
      '08-25',
      '12-25',
    ]);
    expect(holidayOn('2026-12-25')).toBe('Navidad');
    expect(holidayOn('2031-07-18')).toBe('Jura de la Constitución');
    expect(holidayOn('2027-01-01')).toBe('Año Nuevo');
    // Carnaval, Turismo and the movable holidays are working days: a club closes on them by hand.
    expect(holidayOn('2026-12-24')).toBeNull();
    expect(holidayOn('2026-04-19')).toBeNull();
    expect(holidayOn('2026-05-18')).toBeNull();
  });

  it('lists the coming ones from today, today included, across the year end', () => {
    expect(upcomingHolidays('2026-12-25', 3)).toEqual([
      { date: '2026-12-25', name: 'Navidad' },
      { date: '2027-01-01', name: 'Año Nuevo' },
      { date: '2027-05-01', name: 'Día de los Trabajadores' },
    ]);
    expect(upcomingHolidays('2026-08-26', 5).map((h) => h.date)).toEqual([
      '2026-12-25',
      '2027-01-01',
      '2027-05-01',
      '2027-07-18',
      '2027-08-25',
    ]);
  });
});

describe('isClosedOn', () => {
  it('closes the holidays by default, and on the days the admin marked with their reason', () => {
    expect(isClosedOn(DEFAULT_CLUB_SETTINGS, '2026-12-25')).toBe(true);
    expect(isClosedOn(DEFAULT_CLUB_SETTINGS, '2026-12-29')).toBe(false);
    expect(closure(vacations, '2026-12-29')).toEqual({ reason: 'Vacaciones' });
    expect(closure(vacations, '2026-12-31')).toEqual({ reason: null });
    expect(closure(vacations, '2026-12-25')).toEqual({ reason: 'Navidad' });
    expect(closure(vacations, '2026-12-30')).toBeNull();
  });

  it('opens on the holidays when the club says so, but never on a day it marked', () => {
    const opensOnHolidays = { ...vacations, closedOnHolidays: false };
    expect(isClosedOn(opensOnHolidays, '2026-12-25')).toBe(false);
    expect(isClosedOn(opensOnHolidays, '2026-12-29')).toBe(true);
    const markedHoliday = { ...opensOnHolidays, closedDays: [{ date: '2027-01-01', reason: 'Inventario' }] };
    expect(closure(markedHoliday, '2027-01-01')).toEqual({ reason: 'Inventario' });
  });
});

describe('pickup days and the club calendar', () => {
  it('never offers Friday 25 December 2026, and offers the next open days instead', () => {
    expect(weekday('2026-12-25')).toBe(5);
    // Given Wednesday 23 December: Thursday 24 is open, Friday 25 is Navidad
    const days = pickupDays(montevideo('2026-12-23T10:00'));
    expect(days.map((d) => d.date).slice(0, 4)).toEqual([
      '2026-12-24',
      '2026-12-29',
      '2026-12-31',
      '2027-01-05',
    ]);
    expect(isValidPickup('2026-12-25', '12:00', montevideo('2026-12-23T10:00'))).toBe(false);
    // Nor on the morning of the day itself
    expect(pickupDays(montevideo('2026-12-25T08:00'))[0]?.date).toBe('2026-12-29');
  });

  it('skips the days an admin closed, from the version that closes them on', () => {
    const now = montevideo('2026-12-23T10:00');
    const timeline = [{ effectiveFrom: '2026-12-23', settings: vacations }];
    const dates = pickupDays(now, { timeline }).map((d) => d.date);
    expect(dates.slice(0, 3)).toEqual(['2026-12-24', '2027-01-05', '2027-01-07']);
    expect(isValidPickup('2026-12-29', '17:00', now, timeline)).toBe(false);
    expect(isValidPickup('2026-12-24', '17:00', now, timeline)).toBe(true);
  });

  it('offers a holiday the club opens on, on its usual slots', () => {
    const now = montevideo('2026-12-23T10:00');
    const timeline = [
      { effectiveFrom: '2026-12-01', settings: { ...DEFAULT_CLUB_SETTINGS, closedOnHolidays: false } },
    ];
    expect(pickupDays(now, { timeline }).find((d) => d.date === '2026-12-25')?.slots).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '13:45',
    ]);
    expect(isValidPickup('2026-12-25', '12:00', now, timeline)).toBe(true);
  });
});

describe('the closed days an admin saves', () => {
  const withDays = (closedDays: unknown) => parseClubSettings({ ...DEFAULT_CLUB_SETTINGS, closedDays });

  it('keeps them in date order, the reason trimmed, a blank one as none', () => {
    expect(
      withDays([
        { date: '2027-01-12', reason: '  Mudanza ' },
        { date: '2027-01-05', reason: '   ' },
        { date: '2027-01-07' },
      ]),
    ).toMatchObject({
      ok: true,
      settings: {
        closedDays: [
          { date: '2027-01-05', reason: null },
          { date: '2027-01-07', reason: null },
          { date: '2027-01-12', reason: 'Mudanza' },
        ],
      },
    });
  });

  it.each([
    [[{ date: '25/12/2026', reason: null }], 'closedDays.0.date', settingsTexts.closedDate],
    [[{ date: '2027-02-29', reason: null }], 'closedDays.0.date', settingsTexts.closedDate],
    [[{ date: '2027-01-05', reason: 'x'.repeat(61) }], 'closedDays.0.reason', settingsTexts.closedReason],
    [
      [
        { date: '2027-01-05', reason: null },
        { date: '2027-01-05', reason: 'Otra vez' },
      ],
      'closedDays',
      settingsTexts.repeatedClosedDay,
    ],
    [
      Array.from({ length: 367 }, (_, i) => ({
        date: `2027-01-${String((i % 28) + 1).padStart(2, '0')}`,
        reason: null,
      })),
      'closedDays',
      settingsTexts.tooManyClosedDays,
    ],
    ['2027-01-05', 'closedDays', settingsTexts.closedDate],
  ])('refuses %#: %s with its Spanish message', (closedDays, field, message) => {
    expect(withDays(closedDays)).toEqual({ ok: false, problem: { field, message } });
  });

  it('refuses a holidays choice that is not yes or no, and leaves both out of a form that does not know them', () => {
    expect(parseClubSettings({ ...DEFAULT_CLUB_SETTINGS, closedOnHolidays: 'sí' })).toEqual({
      ok: false,
      problem: { field: 'closedOnHolidays', message: settingsTexts.closedOnHolidays },
    });
    const { closedDays: _, closedOnHolidays: __, ...older } = DEFAULT_CLUB_SETTINGS;
    const parsed = parseClubSettings(older);
    expect(parsed.ok && 'closedDays' in parsed.settings).toBe(false);
    expect(parsed.ok && 'closedOnHolidays' in parsed.settings).toBe(false);
  });

  it('tells the form why a day cannot be added, next to its date', () => {
    const held = [{ date: '2027-01-05', reason: null }];
    const today = '2026-12-23';
    expect(closedDayProblem({ date: '2027-01-07', reason: 'Vacaciones' }, held, today)).toBeNull();
    expect(closedDayProblem({ date: '2026-12-23', reason: null }, held, today)).toBeNull();
    expect(closedDayProblem({ date: '2026-12-22', reason: null }, held, today)).toBe(
      settingsTexts.closedDayPast,
    );
    expect(closedDayProblem({ date: '', reason: null }, held, today)).toBe(settingsTexts.closedDate);
    expect(closedDayProblem({ date: '2027-01-05', reason: null }, held, today)).toBe(
      settingsTexts.repeatedClosedDay,
    );
    expect(closedDayProblem({ date: '2027-01-07', reason: 'x'.repeat(61) }, held, today)).toBe(
      settingsTexts.closedReason,
    );
  });
});
