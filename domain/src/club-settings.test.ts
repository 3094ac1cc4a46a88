import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLUB_SETTINGS,
  type StoredClubSettings,
  sameSettings,
  settingsOn,
  settingsWithDefaults,
  timelineWithDefaults,
  withVersion,
} from './club-settings.ts';
import { effectiveFromProblem, parseClubSettings, settingsTexts } from './club-settings-schema.ts';

const valid = DEFAULT_CLUB_SETTINGS;

describe('parseClubSettings', () => {
  it('accepts the spec values and keeps days and slots in order', () => {
    const shuffled = {
      ...valid,
      pickupDays: [
        {
          weekday: 5,
          slots: [
            { time: '13:00', capacity: 3 },
            { time: '12:00', capacity: null },
          ],
        },
        { weekday: 2, slots: [{ time: '17:00', capacity: null }] },
      ],
    };
    const parsed = parseClubSettings(shuffled);
    expect(parsed).toEqual({
      ok: true,
      settings: {
        ...valid,
        pickupDays: [
          { weekday: 2, slots: [{ time: '17:00', capacity: null }] },
          {
            weekday: 5,
            slots: [
              { time: '12:00', capacity: null },
              { time: '13:00', capacity: 3 },
            ],
          },
        ],
      },
    });
    expect(parseClubSettings(valid)).toEqual({ ok: true, settings: valid });
  });

  it.each([
    [{ monthlyGramsLimit: 45 }, 'monthlyGramsLimit', settingsTexts.monthly],
    [{ yearlyGramsLimit: 500 }, 'yearlyGramsLimit', settingsTexts.yearly],
    [{ monthlyGramsLimit: 30, yearlyGramsLimit: 20 }, 'yearlyGramsLimit', settingsTexts.yearly],
    [{ gramsStep: 7 }, 'gramsStep', settingsTexts.step],
    [{ maxMembers: 46 }, 'maxMembers', settingsTexts.maxMembers],
    [{ cancelCutoffHours: -1 }, 'cancelCutoffHours', settingsTexts.cutoff],
    [{ cancelCutoffHours: 1.5 }, 'cancelCutoffHours', settingsTexts.cutoff],
    [{ contactEmail: 'no-es-un-correo' }, 'contactEmail', settingsTexts.email],
    [{ contactPhone: 'llamá' }, 'contactPhone', settingsTexts.phone],
    [{ closeStaleOrdersAfterDays: 0 }, 'closeStaleOrdersAfterDays', settingsTexts.staleDays],
    [{ adminTwoFactorRequired: 'sí' }, 'adminTwoFactorRequired', settingsTexts.twoFactor],
    [{ adminTwoFactorRequired: null }, 'adminTwoFactorRequired', settingsTexts.twoFactor],
    [{ maxFloweringPlants: 100 }, 'maxFloweringPlants', settingsTexts.maxFloweringPlants],
    [{ maxFloweringPlants: 0 }, 'maxFloweringPlants', settingsTexts.maxFloweringPlants],
    [{ pickupDays: [] }, 'pickupDays', settingsTexts.noSlots],
    [{ pickupDays: [{ weekday: 7, slots: [] }] }, 'pickupDays.0.weekday', settingsTexts.weekdayRange],
    [
      { pickupDays: [{ weekday: 2, slots: [{ time: '25:00', capacity: null }] }] },
      'pickupDays.0.slots.0.time',
      settingsTexts.timeFormat,
    ],
    [
      { pickupDays: [{ weekday: 2, slots: [{ time: '17:00', capacity: 0 }] }] },
      'pickupDays.0.slots.0.capacity',
      settingsTexts.capacity,
    ],
    [
      {
        pickupDays: [
          {
            weekday: 2,
            slots: [
              { time: '17:00', capacity: null },
              { time: '17:00', capacity: 2 },
            ],
          },
        ],
      },
      'pickupDays.0.slots',
      settingsTexts.repeatedSlot,
    ],
    [
      {
        pickupDays: [
          { weekday: 2, slots: [{ time: '17:00', capacity: null }] },
          { weekday: 2, slots: [] },
        ],
      },
      'pickupDays',
      settingsTexts.repeatedWeekday,
    ],
  ])('refuses %j on %s with its Spanish message', (change, field, message) => {
    expect(parseClubSettings({ ...valid, ...change })).toEqual({ ok: false, problem: { field, message } });
  });

  it('keeps the two-factor demand as the admin set it', () => {
    expect(parseClubSettings({ ...valid, adminTwoFactorRequired: true })).toEqual({
      ok: true,
      settings: { ...valid, adminTwoFactorRequired: true },
    });
  });

  it('refuses settings without the two-factor demand: a form from before it must not turn it off', () => {
    const { adminTwoFactorRequired: _, ...fromAnOldForm } = valid;
    expect(parseClubSettings(fromAnOldForm)).toEqual({
      ok: false,
      problem: { field: 'adminTwoFactorRequired', message: settingsTexts.twoFactor },
    });
  });

  it('refuses what is not settings at all', () => {
    expect(parseClubSettings(null)).toMatchObject({ ok: false });
    expect(parseClubSettings({ ...valid, monthlyGramsLimit: '40' })).toMatchObject({
      ok: false,
      problem: { field: 'monthlyGramsLimit' },
    });
  });
});

describe('settings stored before the two-factor demand existed', () => {
  const { adminTwoFactorRequired: _, ...stored } = { ...valid, monthlyGramsLimit: 30 };
  const old: StoredClubSettings = JSON.parse(JSON.stringify(stored));

  it('read as not asking admins for a second factor, the rest as stored', () => {
    expect('adminTwoFactorRequired' in old).toBe(false);
    expect(settingsWithDefaults(old)).toEqual({
      ...valid,
      monthlyGramsLimit: 30,
      adminTwoFactorRequired: false,
    });
    const timeline = timelineWithDefaults([{ effectiveFrom: '2025-02-01', settings: old }]);
    expect(settingsOn(timeline, '2025-02-01').adminTwoFactorRequired).toBe(false);
  });

  it('keep what a newer version says', () => {
    expect(settingsWithDefaults({ ...old, adminTwoFactorRequired: true }).adminTwoFactorRequired).toBe(true);
  });

  it('once filled, equal the same settings saved again today', () => {
    const savedAgain = { ...valid, monthlyGramsLimit: 30, adminTwoFactorRequired: false };
    expect(sameSettings(settingsWithDefaults(old), savedAgain)).toBe(true);
    expect(sameSettings(settingsWithDefaults(old), { ...savedAgain, adminTwoFactorRequired: true })).toBe(
      false,
    );
  });
});

describe('settings stored before the flowering plant limit existed', () => {
  const { maxFloweringPlants: _, ...stored } = valid;
  const old: StoredClubSettings = JSON.parse(JSON.stringify(stored));

  it('read as the law’s 99 plants, and a form without it is refused', () => {
    expect('maxFloweringPlants' in old).toBe(false);
    expect(settingsWithDefaults(old).maxFloweringPlants).toBe(99);
    expect(settingsWithDefaults({ ...old, maxFloweringPlants: 60 }).maxFloweringPlants).toBe(60);
    expect(parseClubSettings(stored)).toEqual({
      ok: false,
      problem: { field: 'maxFloweringPlants', message: settingsTexts.maxFloweringPlants },
    });
  });
});

describe('settings stored before the club calendar existed', () => {
  const { closedDays: _, closedOnHolidays: __, ...stored } = valid;
  const old: StoredClubSettings = JSON.parse(JSON.stringify(stored));

  it('read as no closed days and closed on the holidays, and equal the same saved again', () => {
    expect('closedDays' in old || 'closedOnHolidays' in old).toBe(false);
    expect(settingsWithDefaults(old)).toEqual({ ...valid, closedDays: [], closedOnHolidays: true });
    expect(sameSettings(settingsWithDefaults(old), valid)).toBe(true);
    expect(settingsWithDefaults({ ...old, closedOnHolidays: false }).closedOnHolidays).toBe(false);
  });
});

describe('the settings timeline', () => {
  const tighter = { ...valid, monthlyGramsLimit: 30 };
  const looser = { ...valid, monthlyGramsLimit: 35 };
  const timeline = withVersion(withVersion([], { effectiveFrom: '2025-03-01', settings: looser }), {
    effectiveFrom: '2025-02-01',
    settings: tighter,
  });

  it('gives each day the latest version that starts on or before it; the spec before any', () => {
    expect(timeline.map((v) => v.effectiveFrom)).toEqual(['2025-02-01', '2025-03-01']);
    expect(settingsOn(timeline, '2025-01-31')).toBe(DEFAULT_CLUB_SETTINGS);
    expect(settingsOn(timeline, '2025-02-01')).toBe(tighter);
    expect(settingsOn(timeline, '2025-02-28')).toBe(tighter);
    expect(settingsOn(timeline, '2025-03-01')).toBe(looser);
    expect(settingsOn([], '2025-03-01')).toBe(DEFAULT_CLUB_SETTINGS);
  });

  it('tells equal settings whatever the order of their keys', () => {
    const reordered = Object.fromEntries(Object.entries(valid).reverse()) as typeof valid;
    expect(sameSettings(reordered, valid)).toBe(true);
    expect(sameSettings({ ...valid, gramsStep: 10 }, valid)).toBe(false);
  });

  it('replaces a version that starts the same day', () => {
    const again = withVersion(timeline, { effectiveFrom: '2025-02-01', settings: valid });
    expect(again).toHaveLength(2);
    expect(settingsOn(again, '2025-02-10')).toBe(valid);
  });

  it('takes effect from today or a later day, never before', () => {
    expect(effectiveFromProblem('2025-02-01', '2025-02-01')).toBeNull();
    expect(effectiveFromProblem('2025-02-02', '2025-02-01')).toBeNull();
    expect(effectiveFromProblem('2025-01-31', '2025-02-01')).toBe(settingsTexts.effectiveInPast);
    expect(effectiveFromProblem('2025-02-30', '2025-02-01')).toBe(settingsTexts.effectiveFrom);
    expect(effectiveFromProblem(20250201, '2025-02-01')).toBe(settingsTexts.effectiveFrom);
  });
});
