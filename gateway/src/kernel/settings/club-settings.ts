import type { Sql } from '@club/db/connection';
import {
  type ClubSettings,
  DEFAULT_CLUB_SETTINGS,
  type SettingsVersion,
  type StoredClubSettings,
  settingsWithDefaults,
  timelineWithDefaults,
} from '@club/domain/club-settings';

// The club settings every rule is judged by, read from the `club_settings` read model (the
// settings feature writes it). Rows hold the events' settings as they are (an old one lacks the
// settings added since), so both readers fill them with settingsWithDefaults.

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
