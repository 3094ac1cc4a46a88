import type { Sql } from '@club/db/connection';
import {
  type ClubSettings,
  DEFAULT_CLUB_SETTINGS,
  type SettingsVersion,
  type StoredClubSettings,
  type StoredSettingsVersion,
  settingsWithDefaults,
  timelineWithDefaults,
  withVersion,
} from '@club/domain/club-settings';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import type { SettingsEvent } from './events.ts';

// The `club_settings` read model: one row per effective date. The live write and the replay fold
// events with the same evolveSettings. Rows hold the events' settings as they are (an old one
// lacks the settings added since), so the readers below fill them with settingsWithDefaults.

export function evolveSettings(
  timeline: readonly StoredSettingsVersion[] | undefined,
  event: SettingsEvent,
): StoredSettingsVersion[] {
  switch (event.type) {
    case 'ClubSettingsChanged':
      return withVersion(timeline ?? [], event.payload);
    default:
      return unhandledEvent(event.type);
  }
}

/** Writes `versions` into `table` (the live one keeps one row per effective date). */
export async function saveSettingsRows(
  sql: Sql,
  versions: readonly StoredSettingsVersion[],
  table = 'club_settings',
): Promise<void> {
  if (versions.length === 0) return;
  await sql.query(
    `insert into ${table} (effective_from, settings)
     select r.effective_from, r.settings from jsonb_to_recordset($1::jsonb) as r(effective_from date, settings jsonb)
     on conflict (effective_from) do update set settings = excluded.settings`,
    [JSON.stringify(versions.map((v) => ({ effective_from: v.effectiveFrom, settings: v.settings })))],
  );
}

/**
 * Every version, oldest first. Read inside a command's transaction it is what that command judges
 * by; the table holds a handful of rows, so reading it each time costs less than a cache that
 * another replica could leave stale.
 */
export async function settingsTimeline(sql: Sql): Promise<SettingsVersion[]> {
  const { rows } = await sql.query<{ effective_from: string; settings: StoredClubSettings }>(
    `select to_char(effective_from, 'YYYY-MM-DD') as effective_from, settings
       from club_settings order by effective_from`,
  );
  return timelineWithDefaults(
    rows.map((row) => ({ effectiveFrom: row.effective_from, settings: row.settings })),
  );
}

/**
 * The settings in force on `date` (YYYY-MM-DD), as settingsOn(settingsTimeline, date) gives them,
 * in one indexed row: for checks on every request, where the whole timeline is more than needed.
 */
export async function settingsInForce(sql: Sql, date: string): Promise<ClubSettings> {
  const { rows } = await sql.query<{ settings: StoredClubSettings }>(
    `select settings from club_settings where effective_from <= $1::date
      order by effective_from desc limit 1`,
    [date],
  );
  const row = rows[0];
  return row ? settingsWithDefaults(row.settings) : DEFAULT_CLUB_SETTINGS;
}
