import type { Database, Sql } from '@club/db/connection';
import { hashPassword } from '@club/db/passwords';
import { TEMPORARY_PASSWORD_HOURS } from '@club/domain/account-security';
import { clubNow } from '@club/domain/club-clock';
import type { MemberDetails } from '@club/domain/member-rules';
import { normalizeMail, normalizeName } from '@club/domain/member-rules';
import { passwordProblem } from '@club/domain/member-schema';
import { clearSignInFailures, liveTokens, recordSecurity, revokeTokens } from '../auth/public.ts';
import { activeHoldersOf, lockAdministracion } from '../kernel/access/roles-held.ts';
import type { Viewer } from '../kernel/access/viewer.ts';
import { memberActor } from '../kernel/commands/actors.ts';
import type { Decider } from '../kernel/commands/decider.ts';
import { type CommandOutcome, type Loaded, runCommand } from '../kernel/commands/pipeline.ts';
import type { RequestOrigin } from '../kernel/http/request-origin.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import {
  deactivateMemberDecider,
  editMemberDecider,
  type MemberRefusal,
  type MembersState,
  mailInUse,
  reactivateMemberDecider,
  registerInputProblem,
  registerMemberDecider,
  resetPasswordDecider,
} from './decide.ts';
import { type MemberEvent, memberStream } from './events.ts';
import { generatePassword } from './generated-password.ts';
import { MEMBER_STATE_COLUMNS, type MemberState, type MemberStateRow, toMemberState } from './projection.ts';
import { findMember, type MemberSummary } from './queries.ts';

// Members administration, writing: five commands on the one write path, each appending to
// `member-<id>` with the admin as actor. Only the two that a club's size bounds (registering,
// reactivating) take the club-wide lock; the others rely on the stream's version alone, and a
// mail taken at the same instant is caught by the unique index. REST (routes.ts) and GraphQL
// (graphql.ts) both call these and only translate the outcome.

/** First key of the advisory lock that serialises what counts against the club's size. */
export const MEMBER_LOCK_NAMESPACE = 0x4d454d42; // 'MEMB'

const lockClubSize = async (tx: Sql) => {
  await tx.query('select pg_advisory_xact_lock($1::int, 0)', [MEMBER_LOCK_NAMESPACE]);
};

export type MemberOutcome =
  | { ok: true; member: MemberSummary; password: string | null }
  | { ok: false; error: Refusal };

export interface CreateMemberInput {
  name: string;
  lastName: string;
  mail: string;
  /** Null or '': the gateway generates one. */
  password?: string | null;
}

export interface EditMemberInput {
  name?: string | null;
  lastName?: string | null;
  mail?: string | null;
  trimmer?: boolean | null;
  technicalLead?: boolean | null;
}

interface Deps {
  now: Date;
  origin: RequestOrigin;
}

/**
 * A password an admin chose or generated is temporary: it signs in for TEMPORARY_PASSWORD_HOURS,
 * and then only to be changed. Logged with the admin who gave it. The hash never enters the log,
 * so it is written here, beside the row the member's events project.
 */
async function setTemporaryPassword(
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

/**
 * The member's row and its stream's version in one statement, so both come from one snapshot:
 * the version is the one the state was read at, and an append after it conflicts.
 */
async function loadMember(tx: Sql, id: number): Promise<Loaded<MemberState | null>> {
  const stream = memberStream(id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { state: null, stream, version: 0 };
  const { rows } = await tx.query<MemberStateRow & { version: number | null }>(
    `select ${MEMBER_STATE_COLUMNS}, (select max(version) from events where stream_id = $2) as version
       from members where id = $1`,
    [id, stream],
  );
  const row = rows[0];
  if (!row) return { state: null, stream, version: 0 };
  const state = toMemberState(row);
  return { state, stream, version: Number(row.version ?? 0) };
}

/** The members' state holding `member` alone, and the facts given. */
function membersState(member: MemberState | null, facts: Partial<MembersState> = {}): MembersState {
  return {
    members: new Map(member ? [[member.id, member]] : []),
    mailHolders: new Map(),
    activeMembers: 0,
    settings: [],
    ...facts,
  };
}

/** Who else holds `mail`, as the deciders' `mailHolders` (empty: nobody). */
async function mailHolders(tx: Sql, mail: string, exceptId: number): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ id: number }>(
    'select id from members where lower(mail) = lower($1) and id <> $2 limit 1',
    [mail, exceptId],
  );
  return new Map(rows[0] ? [[mail.toLowerCase(), Number(rows[0].id)]] : []);
}

/** What the club's limit depends on: the active members it counts and the settings versions. */
async function clubFacts(tx: Sql): Promise<Pick<MembersState, 'activeMembers' | 'settings'>> {
  const { rows } = await tx.query<{ n: number }>(
    `select count(*) as n from members where active and role = 'member'`,
  );
  return { activeMembers: Number(rows[0]?.n ?? 0), settings: await settingsTimeline(tx) };
}

/** The command's outcome as the screens want it: the member as listed, or the refusal. */
async function answer(
  db: Database,
  run: () => Promise<CommandOutcome<{ id: number; password: string | null }>>,
  now: Date,
  mail?: string,
): Promise<MemberOutcome> {
  let outcome: CommandOutcome<{ id: number; password: string | null }>;
  try {
    outcome = await run();
  } catch (error) {
    // Another member took the mail between our check and our write: the unique index decides.
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'members_mail_key' && mail !== undefined) {
      return { ok: false, error: mailInUse(mail) };
    }
    throw error;
  }
  if (!outcome.ok) return outcome;
  const member = await findMember(db, outcome.value.id, now);
  if (!member) throw new Error(`member ${outcome.value.id} vanished after a change`);
  return { ok: true, member, password: outcome.value.password };
}

/** Registration on the write path under `memberId` (null: the next number), the hash written by `afterWrite`. */
function register(
  db: Database,
  adminId: number,
  details: MemberDetails,
  options: {
    memberId: number | null;
    /** Null: the gateway generates one. */
    chosenPassword: string | null;
    now: Date;
    afterWrite: (tx: Sql, memberId: number) => Promise<void>;
  },
) {
  return runCommand(db, {
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
      const facts = { ...(await clubFacts(tx)), mailHolders: await mailHolders(tx, details.mail, 0) };
      return {
        state: { memberId, rules: membersState(null, facts) },
        stream: memberStream(memberId),
        version: 0,
      };
    },
    decide: ({ memberId, rules }) =>
      registerMemberDecider.decide(
        { ...details, memberId, password: options.chosenPassword, today: clubNow(options.now).date },
        rules,
      ),
    async project(tx, _events, { memberId }) {
      await options.afterWrite(tx, memberId);
      return { id: memberId, password: null };
    },
  });
}

/** A new member (role member, not a trimmer), with the given password or a generated one, returned once. */
export async function createMember(
  db: Database,
  adminId: number,
  input: CreateMemberInput,
  deps: Deps,
): Promise<MemberOutcome> {
  const details = {
    name: normalizeName(input.name),
    lastName: normalizeName(input.lastName),
    mail: normalizeMail(input.mail),
  };
  const chosen =
    input.password === undefined || input.password === null || input.password === '' ? null : input.password;
  // Bad input is refused before the (deliberately slow) hash and without touching the database.
  const early = registerInputProblem({ ...details, password: chosen });
  if (early) return { ok: false, error: early };
  const password = chosen ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const run = async () => {
    const outcome = await register(db, adminId, details, {
      memberId: null,
      chosenPassword: chosen,
      now: deps.now,
      afterWrite: (tx, memberId) => setTemporaryPassword(tx, memberId, adminId, passwordHash, deps),
    });
    return outcome.ok ? { ok: true as const, value: { ...outcome.value, password } } : outcome;
  };
  return answer(db, run, deps.now, details.mail);
}

/**
 * A member under their own number with a hash computed beforehand, as the demo club's seed
 * writes them: the registration's lock, decision and projection, no temporary password.
 */
export async function registerMemberAs(
  db: Database,
  adminId: number,
  member: MemberDetails & { id: number },
  passwordHash: string,
  now: Date,
): Promise<CommandOutcome<{ id: number; password: string | null }>> {
  return register(db, adminId, member, {
    memberId: member.id,
    chosenPassword: null,
    now,
    afterWrite: async (tx, memberId) => {
      await tx.query('update members set password_hash = $2 where id = $1', [memberId, passwordHash]);
    },
  });
}

/** Runs a decider on a member's state; the projection writes the row its events lead to. */
function change<C>(
  db: Database,
  adminId: number,
  id: number,
  options: {
    now: Date;
    mail?: string;
    lock?: (tx: Sql) => Promise<void>;
    /** The command, and the facts it needs besides the member: read in the same transaction, after it. */
    prepare: (tx: Sql, member: MemberState | null) => Promise<{ command: C; facts?: Partial<MembersState> }>;
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
          state: { member: loaded.state, command, rules: membersState(loaded.state, facts) },
        };
      },
      decide: ({ command, rules }) => options.decider.decide(command, rules),
      async project(tx, events, { member }) {
        if (!member) throw new Error('a decision on no member was accepted');
        await options.afterWrite?.(tx, member, events);
        return { id: member.id, password: null };
      },
    });
  return answer(db, run, options.now, options.mail);
}

/** A value left out or sent as null: unchanged. */
const unlessNull = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** Name, last name, mail, the trimmer and Responsable Técnico flags; values left out (or null) stay as they are. */
export function editMember(
  db: Database,
  adminId: number,
  id: number,
  input: EditMemberInput,
  now: Date,
): Promise<MemberOutcome> {
  const name = unlessNull(input.name);
  const lastName = unlessNull(input.lastName);
  const mail = unlessNull(input.mail);
  const command = {
    id,
    name: name === undefined ? undefined : normalizeName(name),
    lastName: lastName === undefined ? undefined : normalizeName(lastName),
    mail: mail === undefined ? undefined : normalizeMail(mail),
    trimmer: unlessNull(input.trimmer),
    technicalLead: unlessNull(input.technicalLead),
  };
  return change(db, adminId, id, {
    now,
    ...(command.mail === undefined ? {} : { mail: command.mail }),
    prepare: async (tx, member) => ({
      command,
      facts:
        member !== null && command.mail !== undefined && command.mail !== member.mail
          ? { mailHolders: await mailHolders(tx, command.mail, member.id) }
          : {},
    }),
    decider: editMemberDecider,
  });
}

/** Login refused from now on and every token revoked in the same transaction; history kept. */
export function deactivateMember(
  db: Database,
  adminId: number,
  id: number,
  deps: Deps,
): Promise<MemberOutcome> {
  return change(db, adminId, id, {
    now: deps.now,
    lock: lockAdministracion,
    prepare: async (tx, member) => {
      const last = (await activeHoldersOf(tx, 'administracion')).join() === String(id);
      const tokens = member ? await liveTokens(tx, member.id) : 0;
      return { command: { id, adminId, liveTokens: tokens, lastAdministracion: last } };
    },
    decider: deactivateMemberDecider,
    afterWrite: (tx, member) => revokeTokens(tx, member.id, null, { adminId, origin: deps.origin }),
  });
}

export function reactivateMember(
  db: Database,
  adminId: number,
  id: number,
  deps: Deps,
): Promise<MemberOutcome> {
  return change(db, adminId, id, {
    now: deps.now,
    lock: lockClubSize,
    prepare: async (tx) => ({ command: { id, today: clubNow(deps.now).date }, facts: await clubFacts(tx) }),
    decider: reactivateMemberDecider,
  });
}

/**
 * A new password: the given one (at least 8 characters) or a generated one, returned once.
 * Every token of the member is revoked, but the calling admin's own when resetting their own.
 */
export async function resetMemberPassword(
  db: Database,
  viewer: Viewer,
  id: number,
  input: { password?: string | null },
  deps: Deps,
): Promise<MemberOutcome> {
  const { now } = deps;
  const chosen =
    input.password === undefined || input.password === null || input.password === '' ? null : input.password;
  const early = chosen === null ? null : passwordProblem(chosen);
  if (early) return { ok: false, error: early };
  const password = chosen ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const keep = viewer.memberId === id ? viewer.tokenHash : null;
  const outcome = await change(db, viewer.memberId, id, {
    now,
    prepare: async (tx, member) => ({
      command: { id, password: chosen, liveTokens: member ? await liveTokens(tx, id, keep) : 0 },
    }),
    decider: resetPasswordDecider,
    afterWrite: async (tx, member) => {
      // An admin resetting their own password knows it: only someone else's is temporary.
      if (keep === null) await setTemporaryPassword(tx, member.id, viewer.memberId, passwordHash, deps);
      else await tx.query('update members set password_hash = $2 where id = $1', [member.id, passwordHash]);
      await revokeTokens(tx, member.id, keep, { adminId: viewer.memberId, origin: deps.origin });
    },
  });
  return outcome.ok ? { ...outcome, password } : outcome;
}
