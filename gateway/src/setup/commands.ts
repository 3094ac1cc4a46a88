import type { Database, Sql } from '@club/db/connection';
import { hashPassword } from '@club/db/passwords';
import { clubNow } from '@club/domain/club-clock';
import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { parseClubSettings } from '@club/domain/club-settings-schema';
import { type ClubSetupForm, clubProfileOf, clubSetupProblem, setupTexts } from '@club/domain/club-setup';
import { issueToken } from '../kernel/access/viewer.ts';
import { type Command, type CommandOutcome, executeCommand } from '../kernel/commands/pipeline.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { firstAdminRegistration } from '../members/public.ts';
import { settingsChange } from '../settings/public.ts';
import { type SetupState, setUpClubDecider } from './decide.ts';
import { CLUB_PROFILE_STREAM } from './events.ts';
import { checkSetupCode, lockedCodeIs, spendSetupCode } from './setup-code.ts';

// The first run: the club's profile, its settings (the pickup days and contact typed, a second
// factor required of admins) and its first Administración account, all in one transaction, each
// through its own command on the one write path, with `setup` as the actor. Whatever one of them
// refuses undoes the others: a club is set up whole or not at all.

const ACTOR = 'setup';

export type SetupOutcome = { ok: true; memberId: number; authToken: string } | { ok: false; error: Refusal };

/** A refusal of one of the setup's commands: the transaction rolls back and the refusal is the answer. */
class SetupRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
  }
}

async function must<S, E extends ClubEvent, R>(tx: Sql, command: Command<S, E, R, Refusal>): Promise<R> {
  const outcome: CommandOutcome<R> = await executeCommand(tx, command);
  if (!outcome.ok) throw new SetupRefused(outcome.error);
  return outcome.value;
}

const profileCommand = (form: ClubSetupForm, now: Date): Command<SetupState, ClubEvent, void, Refusal> => ({
  actor: ACTOR,
  async load(tx) {
    const { rows } = await tx.query<{ set_up: boolean; members: boolean }>(
      `select exists (select 1 from club_profile) as set_up, exists (select 1 from members) as members`,
    );
    return {
      state: { setUp: rows[0]?.set_up === true, hasMembers: rows[0]?.members === true },
      stream: CLUB_PROFILE_STREAM,
      version: 0,
    };
  },
  decide: (state) => setUpClubDecider.decide({ profile: clubProfileOf(form), at: now.toISOString() }, state),
  project: async () => {},
});

/** The club's settings from the setup's answers: the spec's values, with its days, contact and 2FA. */
function setupSettings(form: ClubSetupForm) {
  return {
    ...DEFAULT_CLUB_SETTINGS,
    pickupDays: form.pickupDays,
    contactEmail: form.contactEmail,
    contactPhone: form.contactPhone,
    // The first admin enrols before reaching the back office, and so does every admin after.
    adminTwoFactorRequired: true,
  };
}

/** Checks everything that needs no database, so a bad form costs neither a code attempt nor a hash. */
export function setupFormProblem(form: ClubSetupForm, now: Date): Refusal | null {
  const problem = clubSetupProblem(form, clubNow(now).date);
  if (problem)
    return {
      code: problem.code,
      message: problem.message,
      ...(problem.field ? { field: problem.field } : {}),
    };
  const settings = parseClubSettings(setupSettings(form));
  if (!settings.ok) {
    const field = settings.problem.field.startsWith('pickupDays') ? 'pickupDays' : settings.problem.field;
    return { code: 'CONFIGURACION_INVALIDA', message: settings.problem.message, field };
  }
  return null;
}

export async function setUpClub(
  db: Database,
  form: ClubSetupForm,
  deps: { now: Date; tokenTtlHours: number },
): Promise<SetupOutcome> {
  const problem = setupFormProblem(form, deps.now);
  if (problem) return { ok: false, error: problem };
  const code = await checkSetupCode(db, form.code);
  if (!code.ok) return code;
  const passwordHash = await hashPassword(form.password);
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockedCodeIs(tx, form.code))) {
        throw new SetupRefused({ code: 'YA_CONFIGURADO', message: setupTexts.alreadySetUp });
      }
      await must(tx, profileCommand(form, deps.now));
      await must(
        tx,
        settingsChange(
          ACTOR,
          { effectiveFrom: clubNow(deps.now).date, settings: setupSettings(form) },
          deps.now,
        ),
      );
      const { id: memberId } = await must(tx, firstAdminRegistration(form, passwordHash, deps.now));
      await spendSetupCode(tx);
      const authToken = await issueToken(tx, memberId, deps.tokenTtlHours);
      return { ok: true as const, memberId, authToken };
    });
  } catch (error) {
    if (error instanceof SetupRefused) return { ok: false, error: error.refusal };
    throw error;
  }
}
