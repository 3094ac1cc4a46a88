import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, clubNow } from './club-clock.ts';
import { DEFAULT_CLUB_SETTINGS } from './club-settings.ts';
import { beforeCancelCutoff, formatPickupDay, isValidPickup, pickupDays, slotCapacity } from './pickup.ts';

const TUE_THU = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '19:45'];
const FRI = ['12:00', '12:30', '13:00', '13:30', '13:45'];

/** An instant given as Montevideo wall-clock time (UTC−3 all year). */
const montevideo = (local: string) => new Date(`${local}-03:00`);

const dates = (now: Date) => pickupDays(now).map((day) => day.date);

describe('pickupDays', () => {
  it('offers the Tuesdays, Thursdays and Fridays of the 31 days from today, with their slots and labels', () => {
    // Given Monday 2 September 2024 at noon in Montevideo
    const days = pickupDays(montevideo('2024-09-02T12:00'));
    // Then the window runs from 2 September to 2 October
    expect(days.map((d) => d.date)).toEqual([
      '2024-09-03',
      '2024-09-05',
      '2024-09-06',
      '2024-09-10',
      '2024-09-12',
      '2024-09-13',
      '2024-09-17',
      '2024-09-19',
      '2024-09-20',
      '2024-09-24',
      '2024-09-26',
      '2024-09-27',
      '2024-10-01',
    ]);
    expect(days[0]).toEqual({ date: '2024-09-03', label: 'martes, 3 de setiembre', slots: TUE_THU });
    expect(days[1]).toEqual({ date: '2024-09-05', label: 'jueves, 5 de setiembre', slots: TUE_THU });
    expect(days[2]).toEqual({ date: '2024-09-06', label: 'viernes, 6 de setiembre', slots: FRI });
    expect(days.at(-1)?.label).toBe('martes, 1 de octubre');
  });

  it('counts today as the first of the 31 days', () => {
    // Given Tuesday 3 September 2024 before the first slot: today and 3 October (day 31) are in, 4 October is not
    const got = dates(montevideo('2024-09-03T09:00'));
    expect(got[0]).toBe('2024-09-03');
    expect(got.at(-1)).toBe('2024-10-03');
    expect(got).not.toContain('2024-10-04');
  });

  it('crosses a month end of 31 days', () => {
    const got = dates(montevideo('2024-01-31T10:00'));
    expect(got.slice(0, 3)).toEqual(['2024-02-01', '2024-02-02', '2024-02-06']);
    expect(got.at(-1)).toBe('2024-03-01');
  });

  it('crosses December into January of the next year', () => {
    const days = pickupDays(montevideo('2025-12-20T10:00'));
    expect(days.map((d) => d.date)).toContain('2025-12-30');
    const january = days.find((d) => d.date === '2026-01-02');
    expect(january).toEqual({ date: '2026-01-02', label: 'viernes, 2 de enero', slots: FRI });
    expect(days.at(-1)?.date).toBe('2026-01-16');
  });

  it('offers 29 February in a leap year and no such day otherwise', () => {
    const leap = pickupDays(montevideo('2028-02-28T10:00'));
    expect(leap[0]).toEqual({ date: '2028-02-29', label: 'martes, 29 de febrero', slots: TUE_THU });
    expect(leap[1]?.date).toBe('2028-03-02');
    const plain = dates(montevideo('2027-02-26T14:00'));
    expect(plain.slice(0, 2)).toEqual(['2027-03-02', '2027-03-04']);
    expect(plain).not.toContain('2027-02-29');
  });

  it('drops the slots of today already past, and today itself when none is left', () => {
    // Given Tuesday 18:10: the 17:00 to 18:00 slots are gone
    expect(pickupDays(montevideo('2024-09-03T18:10'))[0]).toEqual({
      date: '2024-09-03',
      label: 'martes, 3 de setiembre',
      slots: ['18:30', '19:00', '19:30', '19:45'],
    });
    // A slot starting right now is not offered either
    expect(pickupDays(montevideo('2024-09-03T18:30'))[0]?.slots).toEqual(['19:00', '19:30', '19:45']);
    // After the last slot the day is left out; later days keep all their slots
    const evening = pickupDays(montevideo('2024-09-03T19:45'));
    expect(evening[0]).toEqual({ date: '2024-09-05', label: 'jueves, 5 de setiembre', slots: TUE_THU });
  });

  it('judges past slots by the Montevideo clock, not UTC', () => {
    // Friday 12:10 in Montevideo is 15:10 UTC: the 12:30 to 13:45 slots are still ahead
    expect(pickupDays(new Date('2024-09-06T15:10:00Z'))[0]).toMatchObject({
      date: '2024-09-06',
      slots: ['12:30', '13:00', '13:30', '13:45'],
    });
    // Tuesday 16:00 in Montevideo is 19:00 UTC: every Tuesday slot is still ahead
    expect(pickupDays(new Date('2024-09-03T19:00:00Z'))[0]?.slots).toEqual(TUE_THU);
  });

  it('near midnight UTC it is still the previous day in Montevideo', () => {
    // 00:30 UTC on Wednesday 4 September is 21:30 on Tuesday 3 September in Montevideo
    const now = new Date('2024-09-04T00:30:00Z');
    expect(clubNow(now)).toEqual({ date: '2024-09-03', minutes: 21 * 60 + 30 });
    const got = dates(now);
    // Tuesday's slots are over; the window is 3 September to 3 October, not 4 September to 4 October
    expect(got[0]).toBe('2024-09-05');
    expect(got.at(-1)).toBe('2024-10-03');
    expect(got).not.toContain('2024-10-04');
    // 02:59 UTC on Friday 6 September is still Thursday 23:59: Friday keeps all its slots
    expect(pickupDays(new Date('2024-09-06T02:59:00Z'))[0]).toEqual({
      date: '2024-09-06',
      label: 'viernes, 6 de setiembre',
      slots: FRI,
    });
  });
});

describe('isValidPickup', () => {
  const now = montevideo('2024-09-03T18:10');

  it('accepts a slot still offered', () => {
    expect(isValidPickup('2024-09-03', '18:30', now)).toBe(true);
    expect(isValidPickup('2024-09-06', '12:00', now)).toBe(true);
    expect(isValidPickup('2024-10-03', '19:45', now)).toBe(true);
  });

  it('refuses past slots, other times, other weekdays, days beyond the window and malformed input', () => {
    expect(isValidPickup('2024-09-03', '17:30', now)).toBe(false);
    expect(isValidPickup('2024-09-05', '17:15', now)).toBe(false);
    expect(isValidPickup('2024-09-06', '17:00', now)).toBe(false);
    expect(isValidPickup('2024-09-04', '17:00', now)).toBe(false);
    expect(isValidPickup('2024-10-04', '12:00', now)).toBe(false);
    expect(isValidPickup('2024-08-30', '12:00', now)).toBe(false);
    expect(isValidPickup('2024-9-5', '17:00', now)).toBe(false);
    expect(isValidPickup('2024-09-05', '5:00 pm', now)).toBe(false);
    expect(isValidPickup('', '', now)).toBe(false);
  });

  // 2,000 cases of date arithmetic: seconds of CPU on a busy shared machine, more than the default 5 s.
  it('says what pickupDays lists, for any moment, day and time', { timeout: 60_000 }, () => {
    // It checks one day instead of building the window: the two must never disagree.
    const times = [...new Set([...TUE_THU, ...FRI, '00:00', '12:15', '23:59'])];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00Z'),
          max: new Date('2027-12-31T00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -3, max: 35 }),
        fc.constantFrom(...times),
        (moment, offset, time) => {
          const date = addDays(clubNow(moment).date, offset);
          const listed = pickupDays(moment).some((day) => day.date === date && day.slots.includes(time));
          expect(isValidPickup(date, time, moment)).toBe(listed);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatPickupDay', () => {
  it('writes the day in Uruguayan Spanish, lowercase, with setiembre', () => {
    expect(formatPickupDay('2024-09-03')).toBe('martes, 3 de setiembre');
    expect(formatPickupDay('2028-02-29')).toBe('martes, 29 de febrero');
    expect(formatPickupDay('2026-01-02')).toBe('viernes, 2 de enero');
  });

  it('refuses anything but a real YYYY-MM-DD date', () => {
    expect(() => formatPickupDay('2027-02-29')).toThrow(RangeError);
    expect(() => formatPickupDay('03/09/2024')).toThrow(RangeError);
  });
});

describe('pickup days under the club settings', () => {
  const now = montevideo('2024-09-02T12:00');
  // From Thursday 12 September the club opens Saturdays at 10:00 (capacity 2) and drops Fridays.
  const timeline = [
    {
      effectiveFrom: '2024-09-12',
      settings: {
        ...DEFAULT_CLUB_SETTINGS,
        pickupDays: [
          ...DEFAULT_CLUB_SETTINGS.pickupDays.filter((day) => day.weekday !== 5),
          { weekday: 6, slots: [{ time: '10:00', capacity: 2 }] },
        ],
      },
    },
  ];

  it('offers each day the slots of the settings in force that day', () => {
    const days = pickupDays(now, { timeline });
    const got = days.map((d) => d.date);
    // Before the change: the spec's Friday; from it on, Saturdays and no Fridays
    expect(got).toContain('2024-09-06');
    expect(got).not.toContain('2024-09-07');
    expect(got).not.toContain('2024-09-13');
    expect(got).toContain('2024-09-14');
    expect(days.find((d) => d.date === '2024-09-14')).toEqual({
      date: '2024-09-14',
      label: 'sábado, 14 de setiembre',
      slots: ['10:00'],
    });
    expect(isValidPickup('2024-09-14', '10:00', now, timeline)).toBe(true);
    expect(isValidPickup('2024-09-13', '12:00', now, timeline)).toBe(false);
    expect(isValidPickup('2024-09-06', '12:00', now, timeline)).toBe(true);
  });

  it('leaves a full slot out, and the day once none is left', () => {
    const taken = (date: string, time: string) => (date === '2024-09-14' && time === '10:00' ? 2 : 0);
    const got = pickupDays(now, { timeline, taken }).map((d) => d.date);
    expect(got).not.toContain('2024-09-14');
    expect(got).toContain('2024-09-21');
    expect(slotCapacity('2024-09-14', '10:00', timeline)).toBe(2);
    expect(slotCapacity('2024-09-06', '12:00', timeline)).toBeNull();
  });
});

describe('beforeCancelCutoff', () => {
  it('allows cancelling until the cut-off before the slot, in Montevideo time', () => {
    expect(beforeCancelCutoff('2024-09-03', '18:00', montevideo('2024-09-03T16:00'), 2)).toBe(true);
    expect(beforeCancelCutoff('2024-09-03', '18:00', montevideo('2024-09-03T16:01'), 2)).toBe(false);
    expect(beforeCancelCutoff('2024-09-03', '18:00', montevideo('2024-09-02T18:00'), 24)).toBe(true);
    expect(beforeCancelCutoff('2024-09-03', '18:00', montevideo('2024-09-02T18:01'), 24)).toBe(false);
    expect(beforeCancelCutoff('2024-09-03', '18:00', montevideo('2024-09-03T18:00'), 0)).toBe(true);
    expect(beforeCancelCutoff('2024-9-3', '18:00', montevideo('2024-09-01T18:00'), 2)).toBe(false);
  });
});
