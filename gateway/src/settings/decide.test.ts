import { DEFAULT_CLUB_SETTINGS, type StoredClubSettings } from '@club/domain/club-settings';
import { settingsTexts } from '@club/domain/club-settings-schema';
import { describe, expect, it } from 'vitest';
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
