import type { Database } from '@club/db/connection';
import { hashPassword } from '@club/db/passwords';
import { clubNow } from '@club/domain/club-clock';
import { normalizeMail, normalizeName } from '@club/domain/member-rules';
import { passwordProblem } from '@club/domain/member-schema';
import { normalizedIdentity } from '@club/domain/person';
import { liveTokens, revokeTokens } from '../auth/public.ts';
import { activeHoldersOf, lockAdministracion } from '../kernel/access/roles-held.ts';
import type { Viewer } from '../kernel/access/viewer.ts';
import type { CommandOutcome } from '../kernel/commands/pipeline.ts';
import { isForgotten, type Sealed, sealFor } from '../kernel/privacy/subject-keys.ts';
import { memberSubject } from '../kernel/privacy/subjects.ts';
import {
  deactivateMemberDecider,
  editMemberDecider,
  reactivateMemberDecider,
  resetPasswordDecider,
} from './decide.ts';
import type { MemberPersonal } from './events.ts';
import { generatePassword } from './generated-password.ts';
import {
  answer,
  change,
  clubFacts,
  type Deps,
  holders,
  lockClubSize,
  type MemberOutcome,
  setTemporaryPassword,
} from './member-write-path.ts';
import { changedFields, editedPersonal, registerInputProblem } from './personal-rules.ts';
import { register, registration, storeHash } from './registration.ts';

// Members administration, writing: the commands on the one write path, each appending to
// `member-<id>` with the admin as actor. Who the member is enters the log sealed with their own
// key: each command seals what its event carries before the decision, in its transaction (a key
// made for a refused registration goes with the rollback). Only the two that a club's size bounds
// (registering, reactivating) take the club-wide lock; the others rely on the stream's version
// alone, and a mail or a cédula taken at the same instant is caught by the unique indexes. REST
// (routes.ts) and GraphQL (graphql.ts) both call these and only translate the outcome.

export { MEMBER_LOCK_NAMESPACE, type MemberOutcome } from './member-write-path.ts';
export { registerInTransaction } from './registration.ts';

/** The identity as typed ('' or absent: not given); the IRCCA date optional. */
export interface IdentityFields {
  cedula: string;
  birthDate: string;
  residency: string;
  phone: string;
  /** YYYY-MM-DD; null, '' or absent: not registered yet (or not known). */
  irccaRegisteredOn?: string | null;
}

export interface CreateMemberInput extends IdentityFields {
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
  cedula?: string | null;
  birthDate?: string | null;
  residency?: string | null;
  phone?: string | null;
  /** '' clears it. */
  irccaRegisteredOn?: string | null;
  trimmer?: boolean | null;
  technicalLead?: boolean | null;
}

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** A new member's personal data as stored: names and mail normalised, the identity formatted when valid. */
export function newPersonal(input: CreateMemberInput): MemberPersonal {
  const identity = {
    cedula: input.cedula,
    birthDate: input.birthDate,
    residency: input.residency,
    phone: input.phone,
  };
  const personal = {
    name: normalizeName(input.name),
    lastName: normalizeName(input.lastName),
    mail: normalizeMail(input.mail),
    irccaRegisteredOn: blankToNull(input.irccaRegisteredOn),
  };
  // Formatting needs a valid cédula: an invalid one is kept as typed, for the rules to refuse.
  try {
    return { ...personal, ...normalizedIdentity(identity) };
  } catch {
    return {
      ...personal,
      cedula: input.cedula,
      birthDate: input.birthDate,
      residency: null,
      phone: input.phone,
    };
  }
}

/**
 * The club's first account, Administración, made by the setup inside its own transaction (no
 * admin exists yet to act): its chosen password's hash is written as it is, not as a temporary one.
 */
export function firstAdminRegistration(
  input: Omit<CreateMemberInput, 'password'>,
  passwordHash: string,
  now: Date,
) {
  return registration('setup', newPersonal(input), {
    memberId: null,
    chosenPassword: null,
    now,
    role: 'admin',
    afterWrite: storeHash(passwordHash),
  });
}

/** A new member (role member, not a trimmer), with the given password or a generated one, returned once. */
export async function createMember(
  db: Database,
  adminId: number,
  input: CreateMemberInput,
  deps: Deps,
): Promise<MemberOutcome> {
  const personal = newPersonal(input);
  const chosen =
    input.password === undefined || input.password === null || input.password === '' ? null : input.password;
  // Bad input is refused before the (deliberately slow) hash and without touching the database.
  const early = registerInputProblem(personal, chosen, clubNow(deps.now).date);
  if (early) return { ok: false, error: early };
  const password = chosen ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const run = async () => {
    const outcome = await register(db, adminId, personal, {
      memberId: null,
      chosenPassword: chosen,
      now: deps.now,
      afterWrite: (tx, memberId) => setTemporaryPassword(tx, memberId, adminId, passwordHash, deps),
    });
    return outcome.ok ? { ok: true as const, value: { ...outcome.value, password } } : outcome;
  };
  return answer(db, run, deps.now, personal);
}

/**
 * A member under their own number with a hash computed beforehand, as the demo club's seed
 * writes them: the registration's lock, decision and projection, no temporary password.
 */
export async function registerMemberAs(
  db: Database,
  adminId: number,
  member: Omit<CreateMemberInput, 'password'> & { id: number },
  passwordHash: string,
  now: Date,
): Promise<CommandOutcome<{ id: number; password: string | null }>> {
  return register(db, adminId, newPersonal(member), {
    memberId: member.id,
    chosenPassword: null,
    now,
    afterWrite: storeHash(passwordHash),
  });
}

/** A value left out or sent as null: unchanged. */
const unlessNull = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** A text left out or sent as null: unchanged; a cleared optional date: null. */
function changedText(value: string | null | undefined, normalize: (text: string) => string) {
  return value === undefined || value === null ? undefined : normalize(value);
}

/** The changes an edit asks for, normalised like a new member's; an invalid cédula is kept as typed, for the rules to refuse. */
function personalChanges(input: EditMemberInput): Partial<MemberPersonal> {
  const changes: Partial<MemberPersonal> = {};
  const set = <K extends keyof MemberPersonal>(field: K, value: MemberPersonal[K] | undefined) => {
    if (value !== undefined) changes[field] = value;
  };
  set('name', changedText(input.name, normalizeName));
  set('lastName', changedText(input.lastName, normalizeName));
  set('mail', changedText(input.mail, normalizeMail));
  set(
    'cedula',
    changedText(input.cedula, (cedula) => {
      try {
        return normalizedIdentity({ cedula, birthDate: '', residency: '', phone: '' }).cedula ?? cedula;
      } catch {
        return cedula;
      }
    }),
  );
  set(
    'birthDate',
    changedText(input.birthDate, (day) => day.trim()),
  );
  set(
    'residency',
    changedText(input.residency, (residency) => residency) as MemberPersonal['residency'] | undefined,
  );
  set(
    'phone',
    changedText(input.phone, (phone) => phone.trim().replace(/\s+/g, ' ')),
  );
  if (input.irccaRegisteredOn !== undefined && input.irccaRegisteredOn !== null) {
    changes.irccaRegisteredOn = blankToNull(input.irccaRegisteredOn);
  }
  return changes;
}

/** Personal data, the trimmer and Responsable Técnico flags; values left out (or null) stay as they are. */
export function editMember(
  db: Database,
  adminId: number,
  id: number,
  input: EditMemberInput,
  now: Date,
): Promise<MemberOutcome> {
  const changes = personalChanges(input);
  const today = clubNow(now).date;
  return change(db, adminId, id, {
    now,
    personal: changes,
    prepare: async (tx, member) => {
      // Forgotten in the row, or a moment ago by a forget that committed after this row was read.
      let current =
        member && !member.state.forgotten && !(await isForgotten(tx, memberSubject(id)))
          ? member.personal
          : null;
      const after = current ? editedPersonal(current, changes) : null;
      // Sealed only when something changes: a flag alone makes no key.
      let sealed: { personal: Sealed; previous: Sealed } | null = null;
      if (current && after && changedFields(current, after).length > 0) {
        try {
          sealed = {
            personal: await sealFor(tx, memberSubject(id), after),
            previous: await sealFor(tx, memberSubject(id), current),
          };
        } catch (error) {
          if (!(await isForgotten(tx, memberSubject(id)))) throw error;
          current = null;
        }
      }
      return {
        command: {
          id,
          current,
          changes,
          sealed,
          ...(after ? await holders(tx, after, id) : { mailHolder: null, cedulaHolder: null }),
          trimmer: unlessNull(input.trimmer),
          technicalLead: unlessNull(input.technicalLead),
          joinedOn: member?.joinedOn ?? today,
          today,
        },
      };
    },
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
      const tokens = member ? await liveTokens(tx, id) : 0;
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
