import type { Sql } from '@club/db/connection';
import { type SettingsTimeline, type SettingsVersion, withVersion } from '@club/domain/club-settings';
import { unhandledEvent } from '../events/club-event.ts';
import type { SettingsEvent } from './events.ts';

// The `club_settings` read model: one row per effective date. The live write and the replay fold
// events with the same evolveSettings.

export function evolveSettings(
  timeline: SettingsTimeline | undefined,
  event: SettingsEvent,
): SettingsVersion[] {
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
  versions: readonly SettingsVersion[],
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
  const { rows } = await sql.query<{ effective_from: string; settings: SettingsVersion['settings'] }>(
    `select to_char(effective_from, 'YYYY-MM-DD') as effective_from, settings
       from club_settings order by effective_from`,
  );
  return rows.map((row) => ({ effectiveFrom: row.effective_from, settings: row.settings }));
}
