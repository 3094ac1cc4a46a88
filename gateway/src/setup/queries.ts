import type { Sql } from '@club/db/connection';
import type { ClubProfile } from '@club/domain/club-setup';

/** The club as its setup named it; null for a club set up before setup existed (the demo among them). */
export async function clubProfile(sql: Sql): Promise<ClubProfile | null> {
  const { rows } = await sql.query<{ name: string; ircca_registration: string; address: string }>(
    'select name, ircca_registration, address from club_profile where id = 1',
  );
  const row = rows[0];
  return row ? { name: row.name, irccaRegistration: row.ircca_registration, address: row.address } : null;
}
