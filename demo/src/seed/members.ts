import type { Database } from '@club/db/connection';
import type { SeedMember } from '@club/db/seed-data';
import { memberActor } from '@club/gateway/kernel/commands/actors';
import { runCommand } from '@club/gateway/kernel/commands/pipeline';
import {
  clubSize,
  decideRegister,
  insertMemberRow,
  MEMBER_LOCK_NAMESPACE,
  memberStream,
} from '@club/gateway/members/public';
import { accepted } from './accepted.ts';

/**
 * Registers a member under their own number, by the admin: the registration command's lock,
 * decision and projection, with a hash computed beforehand (see seedDemoClub).
 */
export async function registerMember(
  db: Database,
  adminId: number,
  member: SeedMember,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const outcome = await runCommand(db, {
    actor: memberActor(adminId),
    async lock(tx) {
      await tx.query('select pg_advisory_xact_lock($1::int, 0)', [MEMBER_LOCK_NAMESPACE]);
    },
    async load(tx) {
      const size = await clubSize(tx, now);
      const taken = await tx.query('select 1 from members where lower(mail) = lower($1)', [member.mail]);
      const state = { ...size, mailTaken: taken.rows.length > 0 };
      return { state, stream: memberStream(member.id), version: 0 };
    },
    decide: (state) => decideRegister(state, { ...member, memberId: member.id, password: null }),
    project: (tx, events) => insertMemberRow(tx, events, passwordHash),
  });
  accepted(outcome, member);
}
