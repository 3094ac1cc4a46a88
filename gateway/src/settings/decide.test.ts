import { DEFAULT_CLUB_SETTINGS, type StoredClubSettings } from '@club/domain/club-settings';
import { settingsTexts } from '@club/domain/club-settings-schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import { changeSettingsDecider } from './decide.ts';
import type { SettingsEvent } from './events.ts';

// Given the settings versions, When an admin saves the form, Then the new version or the refusal.

const TODAY = '2026-03-02';
const spec = deciderSpec(changeSettingsDecider);

const changed = (effectiveFrom: string, settings: StoredClubSettings): SettingsEvent => ({
  type: 'ClubSettingsChanged',
  payload: { effectiveFrom, settings },
});

beforeEach(() => {
  expect.hasAssertions();
});

describe('change the club settings', () => {
  it('appends the whole set in force from the day given', () => {
    const settings = { ...DEFAULT_CLUB_SETTINGS, maxMembers: 30 };
    spec.given().when({ effectiveFrom: TODAY, settings, today: TODAY }).thenDecides(changed(TODAY, settings));
    spec
      .given(changed(TODAY, DEFAULT_CLUB_SETTINGS))
      .when({ effectiveFrom: '2026-04-01', settings, today: TODAY })
      .thenDecides(changed('2026-04-01', settings));
  });

  it('refuses a day before today, or no day, on the effectiveFrom field', () => {
    spec
      .given()
      .when({ effectiveFrom: '2026-03-01', settings: DEFAULT_CLUB_SETTINGS, today: TODAY })
      .thenRefuses({
        code: 'VIGENCIA_INVALIDA',
        field: 'effectiveFrom',
        message: settingsTexts.effectiveInPast,
      });
    spec
      .given()
      .when({ effectiveFrom: 'mañana', settings: DEFAULT_CLUB_SETTINGS, today: TODAY })
      .thenRefuses({ code: 'VIGENCIA_INVALIDA', message: settingsTexts.effectiveFrom });
  });

  it('refuses settings that do not validate', () => {
    spec
      .given()
      .when({ effectiveFrom: TODAY, settings: { ...DEFAULT_CLUB_SETTINGS, maxMembers: -1 }, today: TODAY })
      .thenRefuses('CONFIGURACION_INVALIDA');
    spec
      .given()
      .when({ effectiveFrom: TODAY, settings: 'todo', today: TODAY })
      .thenRefuses('CONFIGURACION_INVALIDA');
  });

  it('appends nothing when the form is saved unchanged, even over a version saved before a setting existed', () => {
    spec
      .given(changed(TODAY, DEFAULT_CLUB_SETTINGS))
      .when({ effectiveFrom: TODAY, settings: DEFAULT_CLUB_SETTINGS, today: TODAY })
      .thenDecides();
    const { adminTwoFactorRequired: _, ...older } = DEFAULT_CLUB_SETTINGS;
    spec
      .given(changed(TODAY, older))
      .when({ effectiveFrom: TODAY, settings: DEFAULT_CLUB_SETTINGS, today: TODAY })
      .thenDecides();
    const { decision } = spec.given(changed(TODAY, older)).when({
      effectiveFrom: TODAY,
      settings: { ...DEFAULT_CLUB_SETTINGS, adminTwoFactorRequired: true },
      today: TODAY,
    });
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'ClubSettingsChanged' }] });
  });
});

describe("change the club's calendar", () => {
  const { closedDays: _, closedOnHolidays: __, ...withoutCalendar } = DEFAULT_CLUB_SETTINGS;
  const christmasWeek = [
    { date: '2026-12-24', reason: 'Fin de año' },
    { date: '2026-12-31', reason: null },
  ];

  it('saves the closed days in date order and whether the club closes on the holidays', () => {
    spec
      .given(changed(TODAY, DEFAULT_CLUB_SETTINGS))
      .when({
        effectiveFrom: TODAY,
        settings: {
          ...DEFAULT_CLUB_SETTINGS,
          closedDays: [...christmasWeek].reverse(),
          closedOnHolidays: false,
        },
        today: TODAY,
      })
      .thenDecides(
        changed(TODAY, { ...DEFAULT_CLUB_SETTINGS, closedDays: christmasWeek, closedOnHolidays: false }),
      );
  });

  it('keeps the days and the holidays choice in force when a form or client leaves them out', () => {
    const inForce = { ...DEFAULT_CLUB_SETTINGS, closedDays: christmasWeek, closedOnHolidays: false };
    spec
      .given(changed(TODAY, inForce))
      .when({ effectiveFrom: '2026-04-01', settings: { ...withoutCalendar, maxMembers: 30 }, today: TODAY })
      .thenDecides(changed('2026-04-01', { ...inForce, maxMembers: 30 }));
  });

  it('drops the closed days before the version starts: the version before keeps ruling them', () => {
    spec
      .given(changed(TODAY, { ...DEFAULT_CLUB_SETTINGS, closedDays: christmasWeek }))
      .when({ effectiveFrom: '2026-12-28', settings: withoutCalendar, today: TODAY })
      .thenDecides(
        changed('2026-12-28', {
          ...DEFAULT_CLUB_SETTINGS,
          closedDays: [{ date: '2026-12-31', reason: null }],
        }),
      );
  });

  it('refuses a repeated date, a bad date or a long reason, on the field of the closed day', () => {
    spec
      .given()
      .when({
        effectiveFrom: TODAY,
        settings: {
          ...DEFAULT_CLUB_SETTINGS,
          closedDays: [...christmasWeek, { date: '2026-12-24', reason: null }],
        },
        today: TODAY,
      })
      .thenRefuses({
        code: 'CONFIGURACION_INVALIDA',
        field: 'closedDays',
        message: settingsTexts.repeatedClosedDay,
      });
    spec
      .given()
      .when({
        effectiveFrom: TODAY,
        settings: { ...DEFAULT_CLUB_SETTINGS, closedDays: [{ date: '2026-02-30', reason: null }] },
        today: TODAY,
      })
      .thenRefuses({
        code: 'CONFIGURACION_INVALIDA',
        field: 'closedDays.0.date',
        message: settingsTexts.closedDate,
      });
    spec
      .given()
      .when({
        effectiveFrom: TODAY,
        settings: {
          ...DEFAULT_CLUB_SETTINGS,
          closedDays: [{ date: '2026-12-24', reason: 'Por '.repeat(20) }],
        },
        today: TODAY,
      })
      .thenRefuses({
        code: 'CONFIGURACION_INVALIDA',
        field: 'closedDays.0.reason',
        message: settingsTexts.closedReason,
      });
  });

  it('appends nothing over a version saved before the calendar existed, saved again unchanged', () => {
    spec
      .given(changed(TODAY, withoutCalendar))
      .when({ effectiveFrom: TODAY, settings: DEFAULT_CLUB_SETTINGS, today: TODAY })
      .thenDecides();
  });
});
