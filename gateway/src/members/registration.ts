import type { Database, Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { memberActor } from '../kernel/commands/actors.ts';
import { type Command, executeCommand, runCommand } from '../kernel/commands/pipeline.ts';
import { type Sealed, sealFor } from '../kernel/privacy/subject-keys.ts';
import { memberSubject } from '../kernel/privacy/subjects.ts';
import { type Holders, type MembersState, registerMemberDecider } from './decide.ts';
import { type MemberEvent, type MemberPersonal, memberStream } from './events.ts';
import { clubFacts, holders, lockClubSize, membersState } from './member-write-path.ts';

// A member's registration as one command, run in its own transaction (createMember, the seed's
// registerMemberAs) or inside a larger one (a spreadsheet's members, all or none).

interface RegisterState {
  memberId: number;
  sealed: Sealed;
  found: Holders;
  rules: MembersState;
}

export interface RegisterOptions {
  memberId: number | null;
  /** Null: the gateway generates one. */
  chosenPassword: string | null;
  now: Date;
  afterWrite: (tx: Sql, memberId: number) => Promise<void>;
}

/** Registration on the write path under `memberId` (null: the next number), the hash written by `afterWrite`. */
function registration(
  adminId: number,
  personal: MemberPersonal,
  options: RegisterOptions,
): Command<RegisterState, MemberEvent, { id: number; password: string | null }> {
  return {
    actor: memberActor(adminId),
    lock: lockClubSize,
    async load(tx) {
      let memberId = options.memberId;
      if (memberId === null) {
        const { rows } = await tx.query<{ id: number }>(
          `select nextval(pg_get_serial_sequence('members', 'id')) as id`,
        );
        memberId = Number(rows[0]?.id);
      }
      const facts = await clubFacts(tx);
      const found = await holders(tx, personal, 0);
      const sealed = await sealFor(tx, memberSubject(memberId), personal);
      return {
        state: { memberId, sealed, found, rules: membersState(null, facts) },
        stream: memberStream(memberId),
        version: 0,
      };
    },
    decide: ({ memberId, sealed, found, rules }) =>
      registerMemberDecider.decide(
        {
          memberId,
          personal,
          sealed,
          ...found,
          password: options.chosenPassword,
          today: clubNow(options.now).date,
        },
        rules,
      ),
    async project(tx, _events, { memberId }) {
      await options.afterWrite(tx, memberId);
      return { id: memberId, password: null };
    },
  };
}

export const register = (db: Database, adminId: number, personal: MemberPersonal, options: RegisterOptions) =>
  runCommand(db, registration(adminId, personal, options));

/**
 * A new member registered inside the caller's transaction (a spreadsheet's members, all or
 * none): the same lock, decision and projection as createMember, the hash written by `afterWrite`.
 */
export function registerInTransaction(
  tx: Sql,
  adminId: number,
  personal: MemberPersonal,
  options: RegisterOptions,
) {
  return executeCommand(tx, registration(adminId, personal, options));
}
