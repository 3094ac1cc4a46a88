import type { Database } from '@club/db/connection';
import type { SeedMember } from '@club/db/seed-data';
import { registerMemberAs } from '@club/gateway/members/public';
import { accepted } from './accepted.ts';

/**
 * Registers a member under their own number, by the admin: the registration command with a hash
 * computed beforehand (see seedDemoClub).
 */
export async function registerMember(
  db: Database,
  adminId: number,
  member: SeedMember,
  passwordHash: string,
  now: Date,
): Promise<void> {
  accepted(await registerMemberAs(db, adminId, { ...member, ...member.identity }, passwordHash, now), member);
}
