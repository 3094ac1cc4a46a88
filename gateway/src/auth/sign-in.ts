import type { Database, Sql } from '@club/db/connection';
import { verifyPassword } from '@club/db/passwords';
import type { SecurityAction } from '@club/domain/account-security';
import { genericTexts, loginTexts } from '@club/domain/account-texts';
import { z } from 'zod';
import type { Refusal } from '../refusals/refusal-table.ts';
import { clearFailures, countFailure, isLocked } from './lockout.ts';
import { type RequestOrigin, recordSecurity } from './security-log.ts';
import { credentialText } from './service.ts';
import { challengeMember, checkSecondFactor, openChallenge, spendChallenge } from './two-factor.ts';
import { hashToken, newToken } from './viewer.ts';

// Signing in: the password, then for an admin with a second factor the code. REST (routes.ts)
// and GraphQL (graphql.ts) both call these and only translate the outcome. Every attempt, good
// or bad, leaves a line in the security log.

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
  password_hash: string;
  active: boolean;
  password_temporary_until: Date | string | null;
  locked_until: Date | string | null;
  second_factor: boolean;
}

function refusedWith(code: LoginRefusal['code'], message: string): LoginOutcome {
  return { ok: false, error: { code, message } };
}

const locked = () => refusedWith('ACCOUNT_LOCKED', loginTexts.accountLocked);

async function issueToken(sql: Sql, memberId: number, ttlHours: number): Promise<string> {
  const authToken = newToken();
  await sql.query(
    `insert into auth_tokens (token_hash, member_id, created_at, expires_at)
     values ($1, $2, now(), now() + $3::int * interval '1 hour')`,
    [hashToken(authToken), memberId, ttlHours],
  );
  return authToken;
}

/** A wrong password or code: logged, counted, and the fifth in a row locks the account. */
async function failed(
  db: Database,
  memberId: number,
  action: SecurityAction,
  answer: LoginOutcome,
  opts: SignInOptions,
): Promise<LoginOutcome> {
  return db.transaction(async (tx) => {
    await recordSecurity(tx, { action, memberId }, opts.origin);
    if (!(await countFailure(tx, memberId, opts.now))) return answer;
    await recordSecurity(tx, { action: 'account_locked', memberId }, opts.origin);
    return locked();
  });
}

/** The last step of every sign-in: the token, a clean failure count, a line in the log. */
async function signedIn(
  db: Database,
  account: Account,
  action: SecurityAction,
  opts: SignInOptions,
): Promise<LoginOutcome> {
  return db.transaction(async (tx) => {
    const authToken = await issueToken(tx, account.id, opts.tokenTtlHours);
    await clearFailures(tx, account.id);
    await recordSecurity(tx, { action, memberId: account.id }, opts.origin);
    return {
      ok: true,
      msg: 'Logged in',
      authToken,
      mustChangePassword: account.password_temporary_until !== null,
    };
  });
}

const ACCOUNT_COLUMNS = `m.id, m.password_hash, m.active, m.password_temporary_until, m.locked_until,
  exists (select 1 from two_factor t where t.member_id = m.id and t.enrolled_at is not null) as second_factor`;

/**
 * Checks a mail (any case) and password of an active member. A locked account is refused before
 * its password is looked at, so the lock cannot be used to test guesses.
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
  if (!account) {
    await recordSecurity(db, { action: 'sign_in_unknown_mail', memberId: null, mail }, opts.origin);
    return refusedWith('INVALID_MAIL', loginTexts.invalidMail);
  }
  const memberId = Number(account.id);
  const member = { ...account, id: memberId };
  const wrong = refusedWith('INVALID_MAIL_OR_PASSWORD', loginTexts.invalidMailOrPassword);
  if (isLocked(account.locked_until, opts.now)) {
    await recordSecurity(db, { action: 'sign_in_while_locked', memberId }, opts.origin);
    return locked();
  }
  if (!account.active) {
    await recordSecurity(db, { action: 'sign_in_inactive', memberId }, opts.origin);
    return wrong;
  }
  if (!(await verifyPassword(account.password_hash, password))) {
    return failed(db, memberId, 'sign_in_failed', wrong, opts);
  }
  const temporary = account.password_temporary_until;
  if (temporary !== null && new Date(temporary).getTime() <= opts.now.getTime()) {
    await recordSecurity(db, { action: 'temporary_password_expired', memberId }, opts.origin);
    return refusedWith('TEMPORARY_PASSWORD_EXPIRED', loginTexts.temporaryExpired);
  }
  if (account.second_factor) {
    const challenge = await db.transaction(async (tx) => {
      await recordSecurity(tx, { action: 'sign_in_code_required', memberId }, opts.origin);
      return openChallenge(tx, memberId, opts.now);
    });
    return { ok: false, error: { code: 'CODE_REQUIRED', message: loginTexts.codeRequired }, challenge };
  }
  return signedIn(db, member, 'sign_in_succeeded', opts);
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
  // Deactivated or locked while the code was being typed: the ticket is worth nothing now.
  if (!account?.active || !account.second_factor) return expired;
  if (isLocked(account.locked_until, opts.now)) {
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
  if (outcome === 'expired') return expired;
  if (outcome === null) {
    return failed(db, memberId, 'code_failed', refusedWith('WRONG_CODE', loginTexts.wrongCode), opts);
  }
  return signedIn(
    db,
    { ...account, id: memberId },
    outcome === 'recovery' ? 'recovery_code_used' : 'sign_in_succeeded',
    opts,
  );
}
