import type { Sql } from '@club/db/connection';
import { type StoredSettingsVersion, withVersion } from '@club/domain/club-settings';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection } from '../kernel/events/projections.ts';
import type { SettingsEvent } from './events.ts';

// The `club_settings` read model: one row per effective date, written live and rebuilt by replay
// through the projection registry. Rows hold the events' settings as they are (an old one
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

export const clubSettingsProjection = defineProjection({
  name: 'club_settings',
  streams: ['settings'],
  project: (tx, events) =>
    saveSettingsRows(
      tx,
      events.map((event) => event.payload),
    ),
  rebuild: {
    initial: (): StoredSettingsVersion[] => [],
    evolve: (versions: StoredSettingsVersion[], event) => evolveSettings(versions, event),
    tables: [
      {
        table: 'club_settings',
        columns: 'effective_from, settings',
        key: 'effective_from::text',
        like: 'including indexes',
      },
    ],
    write: (sql, versions) => saveSettingsRows(sql, versions, 'replay_club_settings'),
  },
});
