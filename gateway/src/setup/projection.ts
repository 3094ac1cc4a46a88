import type { Sql } from '@club/db/connection';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection } from '../kernel/events/projections.ts';
import type { ClubRegistered, SetupEvent } from './events.ts';

// The `club_profile` read model: the one row of the club's setup, live and rebuilt by replay.

export function evolveProfile(_profile: ClubRegistered | null, event: SetupEvent): ClubRegistered {
  switch (event.type) {
    case 'ClubRegistered':
      return event.payload;
    default:
      return unhandledEvent(event.type);
  }
}

async function saveProfile(sql: Sql, profile: ClubRegistered | null, table = 'club_profile'): Promise<void> {
  if (!profile) return;
  await sql.query(
    `insert into ${table} (id, name, ircca_registration, address, set_up_at) values (1, $1, $2, $3, $4)
     on conflict (id) do update set name = excluded.name, ircca_registration = excluded.ircca_registration,
       address = excluded.address, set_up_at = excluded.set_up_at`,
    [profile.name, profile.irccaRegistration, profile.address, profile.setUpAt],
  );
}

export const clubProfileProjection = defineProjection({
  name: 'club_profile',
  streams: ['club-profile'],
  project: (tx, events) => saveProfile(tx, events.reduce<ClubRegistered | null>(evolveProfile, null)),
  rebuild: {
    initial: (): ClubRegistered | null => null,
    evolve: (profile: ClubRegistered | null, event) => evolveProfile(profile, event),
    tables: [
      {
        table: 'club_profile',
        columns: 'id, name, ircca_registration, address, set_up_at',
        key: 'id::text',
        like: 'including all',
      },
    ],
    write: (sql, profile) => saveProfile(sql, profile, 'replay_club_profile'),
  },
});
