import type { Database, Sql } from '@club/db/connection';
import { TEMPORARY_PASSWORD_HOURS } from '@club/domain/account-security';
import { clubNow } from '@club/domain/club-clock';
import { clearSignInFailures, recordSecurity } from '../auth/public.ts';
import { memberActor } from '../kernel/commands/actors.ts';
import type { Decider } from '../kernel/commands/decider.ts';
import { type CommandOutcome, type Loaded, runCommand } from '../kernel/commands/pipeline.ts';
import type { RequestOrigin } from '../kernel/http/request-origin.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { cedulaInUse, type Holders, type MemberRefusal, type MembersState, mailInUse } from './decide.ts';
import { type MemberEvent, type MemberPersonal, memberStream } from './events.ts';
import {
  type MemberState,
  type MemberStateRow,
  type PersonalRow,
  personalSelect,
  toMemberState,
  toPersonal,
} from './projection.ts';
import { findMember, type MemberSummary } from './queries.ts';

// The members commands' shared steps (commands.ts, forgetting.ts): loading a member with their
// personal data from the read model, who else holds a mail or a cédula, the club's size, running
// a decider on one member, and the answer the screens want.

/** First key of the advisory lock that serialises what counts against the club's size. */
export const MEMBER_LOCK_NAMESPACE = 0x4d454d42; // 'MEMB'

export const lockClubSize = async (tx: Sql) => {
  await tx.query('select pg_advisory_xact_lock($1::int, 0)', [MEMBER_LOCK_NAMESPACE]);
};

export type MemberOutcome =
  | { ok: true; member: MemberSummary; password: string | null }
  | { ok: false; error: Refusal };

export interface Deps {
  now: Date;
  origin: RequestOrigin;
}

/**
 * A password an admin chose or generated is temporary: it signs in for TEMPORARY_PASSWORD_HOURS,
 * and then only to be changed. Logged with the admin who gave it. The hash never enters the log,
 * so it is written here, beside the row the member's events project.
 */
export async function setTemporaryPassword(
  tx: Sql,
  memberId: number,
  adminId: number,
  passwordHash: string,
  deps: Deps,
): Promise<void> {
  const { rows } = await tx.query<{ mail: string }>(
    `update members set password_hash = $4,
            password_temporary_until = $2::timestamptz + $3::int * interval '1 hour'
      where id = $1 returning mail`,
    [memberId, deps.now, TEMPORARY_PASSWORD_HOURS, passwordHash],
  );
  // A new password: the failures and locks of the old one go with it.
  if (rows[0]) await clearSignInFailures(tx, rows[0].mail);
  await recordSecurity(tx, { action: 'temporary_password_issued', memberId, actorId: adminId }, deps.origin);
}

export interface LoadedMember {
  state: MemberState;
  personal: MemberPersonal;
  /** YYYY-MM-DD, Montevideo: the day the account was made. */
  joinedOn: string;
}

/**
 * The member's row and its stream's version in one statement, so both come from one snapshot:
 * the version is the one the state was read at, and an append after it conflicts.
 */
export async function loadMember(tx: Sql, id: number): Promise<Loaded<LoadedMember | null>> {
  const stream = memberStream(id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { state: null, stream, version: 0 };
  const { rows } = await tx.query<
    MemberStateRow & PersonalRow & { created_at: Date | string; version: number | null }
  >(
    `select id, role, active, trimmer, technical_lead, forgotten_at, ${personalSelect()}, created_at,
            to_char(left_on, 'YYYY-MM-DD') as left_on, leave_reason,
            (select max(version) from events where stream_id = $2) as version
       from members where id = $1`,
    [id, stream],
  );
  const row = rows[0];
  if (!row) return { state: null, stream, version: 0 };
  const member = {
    state: toMemberState(row),
    personal: toPersonal(row),
    joinedOn: clubNow(new Date(row.created_at)).date,
  };
  return { state: member, stream, version: Number(row.version ?? 0) };
}

/** The members' state holding `member` alone, and the facts given. */
export function membersState(member: MemberState | null, facts: Partial<MembersState> = {}): MembersState {
  return {
    members: new Map(member ? [[member.id, member]] : []),
    activeMembers: 0,
    settings: [],
    ...facts,
  };
}

/** Who other than `exceptId` holds `personal`'s mail and cédula, in the read model. */
export async function holders(tx: Sql, personal: MemberPersonal, exceptId: number): Promise<Holders> {
  const { rows } = await tx.query<{ mail_holder: number | null; cedula_holder: number | null }>(
    `select (select id from members where lower(mail) = lower($1) and id <> $3 limit 1) as mail_holder,
            (select id from members where cedula = $2 and id <> $3 limit 1) as cedula_holder`,
    [personal.mail, personal.cedula, exceptId],
  );
  const row = rows[0];
  const id = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return { mailHolder: id(row?.mail_holder), cedulaHolder: id(row?.cedula_holder) };
}

/** What the club's limit depends on: the active members it counts and the settings versions. */
export async function clubFacts(tx: Sql): Promise<Pick<MembersState, 'activeMembers' | 'settings'>> {
  const { rows } = await tx.query<{ n: number }>(
    `select count(*) as n from members where active and role = 'member'`,
  );
  return { activeMembers: Number(rows[0]?.n ?? 0), settings: await settingsTimeline(tx) };
}

/** The command's outcome as the screens want it: the member as listed, or the refusal. */
export async function answer(
  db: Database,
  run: () => Promise<CommandOutcome<{ id: number; password: string | null }>>,
  now: Date,
  personal?: Partial<MemberPersonal>,
): Promise<MemberOutcome> {
  let outcome: CommandOutcome<{ id: number; password: string | null }>;
  try {
    outcome = await run();
  } catch (error) {
    // Another member took the mail or the cédula between our check and our write: the unique index decides.
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'members_mail_key' && personal?.mail) {
      return { ok: false, error: mailInUse(personal.mail) };
    }
    if (code === '23505' && constraint === 'members_cedula_key' && personal?.cedula) {
      return { ok: false, error: cedulaInUse(personal.cedula) };
    }
    throw error;
  }
  if (!outcome.ok) return outcome;
  const member = await findMember(db, outcome.value.id, now);
  if (!member) throw new Error(`member ${outcome.value.id} vanished after a change`);
  return { ok: true, member, password: outcome.value.password };
}

/** Runs a decider on a member's state; the projection writes the row its events lead to. */
export function change<C>(
  db: Database,
  adminId: number,
  id: number,
  options: {
    now: Date;
    /** The mail and cédula the command would set, to name in a refusal if another member takes them meanwhile. */
    personal?: Partial<MemberPersonal>;
    lock?: (tx: Sql) => Promise<void>;
    /** The command, and the facts it needs besides the member: read in the same transaction, after it. */
    prepare: (tx: Sql, member: LoadedMember | null) => Promise<{ command: C; facts?: Partial<MembersState> }>;
    decider: Decider<C, MembersState, MemberEvent, MemberRefusal>;
    afterWrite?: (tx: Sql, member: MemberState, events: readonly MemberEvent[]) => Promise<void>;
  },
): Promise<MemberOutcome> {
  const run = () =>
    runCommand(db, {
      actor: memberActor(adminId),
      ...(options.lock ? { lock: options.lock } : {}),
      async load(tx) {
        const loaded = await loadMember(tx, id);
        const { command, facts } = await options.prepare(tx, loaded.state);
        return {
          ...loaded,
          state: {
            member: loaded.state?.state ?? null,
            command,
            rules: membersState(loaded.state?.state ?? null, facts),
          },
        };
      },
      decide: ({ command, rules }) => options.decider.decide(command, rules),
      async project(tx, events, { member }) {
        if (!member) throw new Error('a decision on no member was accepted');
        await options.afterWrite?.(tx, member, events);
        return { id: member.id, password: null };
      },
    });
  return answer(db, run, options.now, options.personal);
}
