import type { Database } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import {
  type SettingsTimeline,
  type SettingsVersion,
  sameSettings,
  timelineWithDefaults,
} from '@club/domain/club-settings';
import { effectiveFromProblem, parseClubSettings } from '@club/domain/club-settings-schema';
import { memberActor } from '../kernel/commands/actors.ts';
import { type Decision, loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { CLUB_SETTINGS_CHANGED, CLUB_SETTINGS_STREAM, type SettingsEvent } from './events.ts';
import { evolveSettings, saveSettingsRows } from './projection.ts';

export const SETTINGS_CHANGED_MSG = 'Settings changed';

export interface SettingsChange {
  effectiveFrom: unknown;
  settings: unknown;
}

/**
 * Pure: valid settings, from today or a later day (a change never reaches back to orders already
 * judged), and something that actually differs from the version it would replace or follow.
 */
export function decideChangeSettings(
  timeline: SettingsTimeline,
  change: SettingsChange,
  today: string,
): Decision<SettingsEvent> {
  const dateProblem = effectiveFromProblem(change.effectiveFrom, today);
  if (dateProblem) {
    return { ok: false, error: { code: 'VIGENCIA_INVALIDA', field: 'effectiveFrom', message: dateProblem } };
  }
  const parsed = parseClubSettings(change.settings);
  if (!parsed.ok) {
    return { ok: false, error: { code: 'CONFIGURACION_INVALIDA', ...parsed.problem } };
  }
  const effectiveFrom = change.effectiveFrom as string;
  const same = timeline.find((v) => v.effectiveFrom === effectiveFrom);
  // Saving the form unchanged appends nothing: the log keeps only real changes.
  if (same && sameSettings(same.settings, parsed.settings)) return { ok: true, events: [] };
  return {
    ok: true,
    events: [{ type: CLUB_SETTINGS_CHANGED, payload: { effectiveFrom, settings: parsed.settings } }],
  };
}

export type ChangeSettingsOutcome =
  | { ok: true; version: SettingsVersion; timeline: SettingsVersion[] }
  | { ok: false; error: Refusal };

/** An admin's change, on the one write path: the stream folded, decided, appended, projected. */
export async function changeClubSettings(
  db: Database,
  adminId: number,
  change: SettingsChange,
  now: Date,
): Promise<ChangeSettingsOutcome> {
  const outcome = await runCommand(db, {
    actor: memberActor(adminId),
    load: async (tx) => {
      const loaded = await loadStream(tx, CLUB_SETTINGS_STREAM, 'settings', evolveSettings);
      // Filled, so a version saved before a setting existed compares equal to the same one saved again.
      return { ...loaded, state: timelineWithDefaults(loaded.state ?? []) };
    },
    decide: (timeline) => decideChangeSettings(timeline, change, clubNow(now).date),
    async project(tx, events, timeline) {
      await saveSettingsRows(
        tx,
        events.map((event) => event.payload),
      );
      return timelineWithDefaults(events.reduce(evolveSettings, timeline));
    },
  });
  if (!outcome.ok) return outcome;
  const effectiveFrom = change.effectiveFrom as string;
  const version = outcome.value.find((v) => v.effectiveFrom === effectiveFrom) as SettingsVersion;
  return { ok: true, version, timeline: outcome.value };
}
