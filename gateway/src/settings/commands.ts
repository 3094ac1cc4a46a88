import type { Database, Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import {
  type SettingsVersion,
  type StoredSettingsVersion,
  timelineWithDefaults,
} from '@club/domain/club-settings';
import { memberActor } from '../kernel/commands/actors.ts';
import { loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { changeSettingsDecider, type SettingsChange } from './decide.ts';
import { CLUB_SETTINGS_STREAM, type SettingsEvent } from './events.ts';
import { evolveSettings } from './projection.ts';

export const SETTINGS_CHANGED_MSG = 'Settings changed';

export type ChangeSettingsOutcome =
  | { ok: true; version: SettingsVersion; timeline: SettingsVersion[] }
  | { ok: false; error: Refusal };

/** A change as a command of `actor` (an admin, or the setup within its own transaction). */
export function settingsChange(actor: string, change: SettingsChange, now: Date) {
  return {
    actor,
    load: async (tx: Sql) => {
      const loaded = await loadStream(tx, CLUB_SETTINGS_STREAM, 'settings', evolveSettings);
      return { ...loaded, state: loaded.state ?? [] };
    },
    decide: (timeline: readonly StoredSettingsVersion[]) =>
      changeSettingsDecider.decide({ ...change, today: clubNow(now).date }, timeline),
    project: async (_tx: Sql, events: readonly SettingsEvent[], timeline: readonly StoredSettingsVersion[]) =>
      timelineWithDefaults(events.reduce(evolveSettings, timeline)),
  };
}

/** An admin's change, on the one write path: the stream folded, decided, appended, projected. */
export async function changeClubSettings(
  db: Database,
  adminId: number,
  change: SettingsChange,
  now: Date,
): Promise<ChangeSettingsOutcome> {
  const outcome = await runCommand(db, settingsChange(memberActor(adminId), change, now));
  if (!outcome.ok) return outcome;
  const effectiveFrom = change.effectiveFrom as string;
  const version = outcome.value.find((v) => v.effectiveFrom === effectiveFrom) as SettingsVersion;
  return { ok: true, version, timeline: outcome.value };
}
