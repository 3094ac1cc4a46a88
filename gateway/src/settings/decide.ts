import {
  type ClubSettings,
  type StoredSettingsVersion,
  sameSettings,
  settingsOn,
  timelineWithDefaults,
} from '@club/domain/club-settings';
import { effectiveFromProblem, parseClubSettings } from '@club/domain/club-settings-schema';
import type { Decider } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { CLUB_SETTINGS_CHANGED, type SettingsEvent } from './events.ts';
import { evolveSettings } from './projection.ts';

export interface SettingsChange {
  effectiveFrom: unknown;
  settings: unknown;
}

export interface ChangeSettings extends SettingsChange {
  /** YYYY-MM-DD, Montevideo: a change starts today at the earliest. */
  today: string;
}

/**
 * Valid settings, from today or a later day (a change never reaches back to orders already
 * judged), and something that actually differs from the version it would replace or follow.
 * The state is the settings versions as the events hold them.
 */
export const changeSettingsDecider: Decider<
  ChangeSettings,
  readonly StoredSettingsVersion[],
  SettingsEvent,
  Refusal
> = {
  initialState: () => [],
  evolve: (timeline, event: ClubEvent) =>
    isStreamEvent(event, 'settings') ? evolveSettings(timeline, event) : timeline,
  decide(change, stored) {
    const dateProblem = effectiveFromProblem(change.effectiveFrom, change.today);
    if (dateProblem) {
      return {
        ok: false,
        error: { code: 'VIGENCIA_INVALIDA', field: 'effectiveFrom', message: dateProblem },
      };
    }
    const parsed = parseClubSettings(change.settings);
    if (!parsed.ok) {
      return { ok: false, error: { code: 'CONFIGURACION_INVALIDA', ...parsed.problem } };
    }
    const effectiveFrom = change.effectiveFrom as string;
    const timeline = timelineWithDefaults(stored);
    // A form that leaves out a setting it may omit (SettingsInput) keeps the value in force that day.
    const inForce = settingsOn(timeline, effectiveFrom);
    const settings: ClubSettings = {
      ...parsed.settings,
      memberRetentionYears: parsed.settings.memberRetentionYears ?? inForce.memberRetentionYears,
      sellOnlyAnalysedBatches: parsed.settings.sellOnlyAnalysedBatches ?? inForce.sellOnlyAnalysedBatches,
      // A version rules from its effective date on, so an earlier closed day could never apply
      // under it: it stays in the version before, which keeps ruling until then.
      closedDays: (parsed.settings.closedDays ?? inForce.closedDays).filter(
        (day) => day.date >= effectiveFrom,
      ),
      closedOnHolidays: parsed.settings.closedOnHolidays ?? inForce.closedOnHolidays,
    };
    // Filled, so a version saved before a setting existed compares equal to the same one saved again.
    const same = timeline.find((v) => v.effectiveFrom === effectiveFrom);
    // Saving the form unchanged appends nothing: the log keeps only real changes.
    if (same && sameSettings(same.settings, settings)) return { ok: true, events: [] };
    return {
      ok: true,
      events: [{ type: CLUB_SETTINGS_CHANGED, payload: { effectiveFrom, settings } }],
    };
  },
};
