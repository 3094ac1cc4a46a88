import type { Database, Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { memberActor } from '../kernel/commands/actors.ts';
import { executeCommand, runCommand } from '../kernel/commands/pipeline.ts';
import { type Sealed, sealFor } from '../kernel/privacy/subject-keys.ts';
import { memberSubject } from '../kernel/privacy/subjects.ts';
import { type Holders, type MembersState, registerMemberDecider } from './decide.ts';
import { type MemberPersonal, memberStream } from './events.ts';
import { clubFacts, holders, lockClubSize, membersState } from './member-write-path.ts';

// A member's registration as one command: run in its own transaction (createMember, the seed's
// registerMemberAs), inside the first-run setup's, or inside a spreadsheet import's (all or none).

export interface Registration {
  memberId: number | null;
  /** Null: the gateway generates one. */
  chosenPassword: string | null;
  now: Date;
  afterWrite: (tx: Sql, memberId: number) => Promise<void>;
  role?: 'admin';
}

/** Registration as a command under `memberId` (null: the next number), the hash written by `afterWrite`. */
export function registration(actor: string, personal: MemberPersonal, options: Registration) {
  return {
    actor,
    lock: lockClubSize,
    async load(tx: Sql) {
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
    decide: ({ memberId, sealed, found, rules }: RegistrationState) =>
      registerMemberDecider.decide(
        {
          memberId,
          personal,
          sealed,
          ...found,
          password: options.chosenPassword,
          today: clubNow(options.now).date,
          ...(options.role ? { role: options.role } : {}),
        },
        rules,
      ),
    async project(tx: Sql, _events: unknown, { memberId }: RegistrationState) {
      await options.afterWrite(tx, memberId);
      return { id: memberId, password: null as string | null };
    },
  };
}

type RegistrationState = { memberId: number; sealed: Sealed; found: Holders; rules: MembersState };

export function register(db: Database, adminId: number, personal: MemberPersonal, options: Registration) {
  return runCommand(db, registration(memberActor(adminId), personal, options));
}

/** Writes a hash computed beforehand as the account's password (not a temporary one). */
export const storeHash = (passwordHash: string) => async (tx: Sql, memberId: number) => {
  await tx.query('update members set password_hash = $2 where id = $1', [memberId, passwordHash]);
};

/**
 * A new member registered inside the caller's transaction (a spreadsheet's members, all or
 * none): the same lock, decision and projection as createMember, the hash written by `afterWrite`.
 */
export function registerInTransaction(
  tx: Sql,
  adminId: number,
  personal: MemberPersonal,
  options: Registration,
) {
  return executeCommand(tx, registration(memberActor(adminId), personal, options));
}
