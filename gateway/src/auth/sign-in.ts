import { randomBytes } from 'node:crypto';
import type { Database } from '@club/db/connection';
import { hashPassword, verifyPassword } from '@club/db/passwords';
import type { SecurityAction } from '@club/domain/account-security';
import { genericTexts, loginTexts } from '@club/domain/account-texts';
import { z } from 'zod';
import { issueToken } from '../kernel/access/viewer.ts';
import { addressSource } from '../kernel/http/rate-limit.ts';
import type { RequestOrigin } from '../kernel/http/request-origin.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { credentialText } from './account.ts';
import { EVERY_SOURCE, giveTryBack, type SignInTry, takeTry, tryFailed, trySucceeded } from './lockout.ts';
import { recordSecurity } from './security-log.ts';
import { challengeMember, checkSecondFactor, openChallenge, spendChallenge } from './two-factor.ts';

// Signing in: the password, then for an admin with a second factor the code. REST (routes.ts)
// and GraphQL (graphql.ts) both call these and only translate the outcome. Every attempt, good
// or bad, leaves a line in the security log, and takes a try of its mail from its address
// (lockout.ts): a known mail and an unknown one go the same way, a password hash checked and the
// same count, and differ only in spec §7's message.

const text = credentialText;

export type LoginRefusal = Refusal & {
  code:
    | 'BAD_REQUEST'
    | 'INVALID_MAIL'
    | 'INVALID_MAIL_OR_PASSWORD'
    | 'TOO_MANY_ATTEMPTS'
    | 'ACCOUNT_LOCKED'
    | 'TEMPORARY_PASSWORD_EXPIRED'
    | 'CODE_REQUIRED'
    | 'WRONG_CODE'
    | 'CODE_EXPIRED';
};

/**
 * Spec §6: the msg of each answer comes from the refusal table ('Invalid Mail'…). An admin with
 * a second factor gets CODE_REQUIRED and a `challenge` to send with the code.
 */
export type LoginOutcome =
  | { ok: true; msg: 'Logged in'; authToken: string; mustChangePassword: boolean }
  | { ok: false; error: LoginRefusal; challenge?: string };

export interface SignInOptions {
  tokenTtlHours: number;
  origin: RequestOrigin;
  now: Date;
}

const loginInput = z.object({ mail: text, password: text });
const codeInput = z.object({ challenge: text, code: text });

interface Account {
  id: number;
  mail: string;
  password_hash: string;
  active: boolean;
  password_temporary_until: Date | string | null;
  second_factor: boolean;
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a password nobody knows, with the same cost as the members' own: a mail of no member
 * is checked against it, so its answer takes as long as a wrong password's.
 */
function hashForUnknownMail(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

function refusedWith(code: LoginRefusal['code'], message: string): LoginOutcome {
  return { ok: false, error: { code, message } };
}

const locked = () => refusedWith('ACCOUNT_LOCKED', loginTexts.accountLocked);

/**
 * A wrong password or code, or a mail of no member: logged, counted, and the LOCKOUT_ATTEMPTS-th
 * in a row from the same address locks that address out of the mail.
 */
async function failed(
  db: Database,
  attempt: SignInTry,
  entry: { action: SecurityAction; memberId: number | null; mail?: string },
  answer: LoginOutcome,
  opts: SignInOptions,
): Promise<LoginOutcome> {
  return db.transaction(async (tx) => {
    await recordSecurity(tx, entry, opts.origin);
    if (!(await tryFailed(tx, attempt, opts.now))) return answer;
    await recordSecurity(tx, { ...entry, action: 'account_locked' }, opts.origin);
    return locked();
  });
}

/** The last step of every sign-in: the token, a clean failure count, a line in the log. */
async function signedIn(
  db: Database,
  account: Account,
  attempt: SignInTry,
  action: SecurityAction,
  opts: SignInOptions,
): Promise<LoginOutcome> {
  return db.transaction(async (tx) => {
    const authToken = await issueToken(tx, account.id, opts.tokenTtlHours);
    await trySucceeded(tx, attempt);
    await recordSecurity(tx, { action, memberId: account.id }, opts.origin);
    return {
      ok: true,
      msg: 'Logged in',
      authToken,
      mustChangePassword: account.password_temporary_until !== null,
    };
  });
}

const ACCOUNT_COLUMNS = `m.id, m.mail, m.password_hash, m.active, m.password_temporary_until,
  exists (select 1 from two_factor t where t.member_id = m.id and t.enrolled_at is not null) as second_factor`;

/**
 * Checks a mail (any case) and password of an active member. An address locked out of the mail
 * is refused before any password is looked at, so the lock cannot be used to test guesses.
 */
export async function login(db: Database, input: unknown, opts: SignInOptions): Promise<LoginOutcome> {
  const parsed = loginInput.safeParse(input);
  if (!parsed.success) return refusedWith('BAD_REQUEST', genericTexts.badRequest);
  const { mail, password } = parsed.data;
  const { rows } = await db.query<Account>(
    `select ${ACCOUNT_COLUMNS} from members m where lower(m.mail) = lower($1)`,
    [mail.trim()],
  );
  const account = rows[0];
  const memberId = account ? Number(account.id) : null;
  // Who the log names: the member, or for a mail of no member the mail as typed.
  const who = memberId === null ? { memberId, mail } : { memberId };
  const attempt = await takeTry(db, mail, addressSource(opts.origin.ip), opts.now);
  if (!attempt.allowed) {
    await recordSecurity(db, { action: 'sign_in_while_locked', ...who }, opts.origin);
    return locked();
  }
  const right = await verifyPassword(account?.password_hash ?? (await hashForUnknownMail()), password);
  if (!account || memberId === null) {
    const unknown = refusedWith('INVALID_MAIL', loginTexts.invalidMail);
    return failed(db, attempt, { action: 'sign_in_unknown_mail', ...who }, unknown, opts);
  }
  const wrong = refusedWith('INVALID_MAIL_OR_PASSWORD', loginTexts.invalidMailOrPassword);
  // A member no longer active signs in with no password: every try of the mail is a failure.
  if (!account.active) return failed(db, attempt, { action: 'sign_in_inactive', memberId }, wrong, opts);
  if (!right) return failed(db, attempt, { action: 'sign_in_failed', memberId }, wrong, opts);
  const temporary = account.password_temporary_until;
  if (temporary !== null && new Date(temporary).getTime() <= opts.now.getTime()) {
    await db.transaction(async (tx) => {
      await giveTryBack(tx, attempt);
      await recordSecurity(tx, { action: 'temporary_password_expired', memberId }, opts.origin);
    });
    return refusedWith('TEMPORARY_PASSWORD_EXPIRED', loginTexts.temporaryExpired);
  }
  if (account.second_factor) {
    const challenge = await db.transaction(async (tx) => {
      await giveTryBack(tx, attempt);
      await recordSecurity(tx, { action: 'sign_in_code_required', memberId }, opts.origin);
      return openChallenge(tx, memberId, opts.now);
    });
    return { ok: false, error: { code: 'CODE_REQUIRED', message: loginTexts.codeRequired }, challenge };
  }
  return signedIn(db, { ...account, id: memberId }, attempt, 'sign_in_succeeded', opts);
}

/** The second step of an admin's sign-in: the ticket from the first and a code. */
export async function loginWithCode(
  db: Database,
  input: unknown,
  opts: SignInOptions,
): Promise<LoginOutcome> {
  const parsed = codeInput.safeParse(input);
  if (!parsed.success) return refusedWith('BAD_REQUEST', genericTexts.badRequest);
  const { challenge, code } = parsed.data;
  const expired = refusedWith('CODE_EXPIRED', loginTexts.codeExpired);
  const memberId = await db.transaction((tx) => challengeMember(tx, challenge, opts.now));
  if (memberId === null) return expired;
  const { rows } = await db.query<Account>(`select ${ACCOUNT_COLUMNS} from members m where m.id = $1`, [
    memberId,
  ]);
  const account = rows[0];
  // Deactivated while the code was being typed: the ticket is worth nothing now.
  if (!account?.active || !account.second_factor) return expired;
  // Codes are counted per account, from every address together (lockout.ts).
  const attempt = await takeTry(db, account.mail, EVERY_SOURCE, opts.now);
  if (!attempt.allowed) {
    await recordSecurity(db, { action: 'sign_in_while_locked', memberId }, opts.origin);
    return locked();
  }
  // The ticket is spent and the code checked in one transaction: a code opens one session.
  const outcome = await db.transaction(async (tx) => {
    if ((await challengeMember(tx, challenge, opts.now)) === null) return 'expired' as const;
    const kind = await checkSecondFactor(tx, memberId, code, opts.now);
    if (kind !== null) await spendChallenge(tx, challenge, opts.now);
    return kind;
  });
  if (outcome === 'expired') {
    await giveTryBack(db, attempt);
    return expired;
  }
  if (outcome === null) {
    const wrongCode = refusedWith('WRONG_CODE', loginTexts.wrongCode);
    return failed(db, attempt, { action: 'code_failed', memberId }, wrongCode, opts);
  }
  return signedIn(
    db,
    { ...account, id: memberId },
    attempt,
    outcome === 'recovery' ? 'recovery_code_used' : 'sign_in_succeeded',
    opts,
  );
}
