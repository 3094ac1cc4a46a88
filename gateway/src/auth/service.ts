import type { Database, Sql } from '@club/db/connection';
import { hashPassword, verifyPassword } from '@club/db/passwords';
import { PASSWORD_MIN_LENGTH } from '@club/domain/limits';
import { texts } from '@club/domain/texts';
import { z } from 'zod';
import type { Refusal } from '../refusals/refusal-table.ts';
import { hashToken, newToken, type Viewer } from './viewer.ts';

// Auth rules and their SQL. REST (routes.ts) and GraphQL (graphql.ts) both call these, and
// only translate the outcome to their transport. The `msg` words are the spec's wire texts.

// Far above anything typed by hand; keeps argon2 and the database away from huge inputs.
const MAX_INPUT_LENGTH = 1024;
const text = z.string().max(MAX_INPUT_LENGTH);

export type LoginRefusal = Refusal & {
  code: 'BAD_REQUEST' | 'INVALID_MAIL' | 'INVALID_MAIL_OR_PASSWORD' | 'TOO_MANY_ATTEMPTS';
};

/** Spec §6: the msg of each answer comes from the refusal table ('Invalid Mail'…). */
export type LoginOutcome =
  | { ok: true; msg: 'Logged in'; authToken: string }
  | { ok: false; error: LoginRefusal };

const loginInput = z.object({ mail: text, password: text });

/** Checks a mail (any case) and password and, if they match an active member, issues a new token. */
export async function login(db: Sql, input: unknown, opts: { tokenTtlHours: number }): Promise<LoginOutcome> {
  const parsed = loginInput.safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: { code: 'BAD_REQUEST', message: texts.generic.badRequest } };
  }
  const { mail, password } = parsed.data;
  const { rows } = await db.query<{ id: number; password_hash: string; active: boolean }>(
    'select id, password_hash, active from members where lower(mail) = lower($1)',
    [mail.trim()],
  );
  const member = rows[0];
  if (!member) {
    return { ok: false, error: { code: 'INVALID_MAIL', message: texts.login.invalidMail } };
  }
  if (!member.active || !(await verifyPassword(member.password_hash, password))) {
    return {
      ok: false,
      error: { code: 'INVALID_MAIL_OR_PASSWORD', message: texts.login.invalidMailOrPassword },
    };
  }
  const authToken = newToken();
  await db.query(
    `insert into auth_tokens (token_hash, member_id, created_at, expires_at)
     values ($1, $2, now(), now() + $3::int * interval '1 hour')`,
    [hashToken(authToken), member.id, opts.tokenTtlHours],
  );
  return { ok: true, msg: 'Logged in', authToken };
}

export interface User {
  id: number;
  name: string;
  last_name: string;
  mail: string;
  isAdmin: boolean;
}

/** The signed-in member's own record. */
export async function getUser(db: Sql, viewer: Viewer): Promise<User> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    last_name: string;
    mail: string;
    role: string;
  }>('select id, name, last_name, mail, role from members where id = $1', [viewer.memberId]);
  const row = rows[0];
  // The viewer was resolved from an active member a moment ago; a vanished row is a real fault.
  if (!row) throw new Error(`member ${viewer.memberId} of a valid token not found`);
  return {
    id: Number(row.id),
    name: row.name,
    last_name: row.last_name,
    mail: row.mail,
    isAdmin: row.role === 'admin',
  };
}

/** Spec §6: the admin check answers 'Authorized' for admins and 'Unauthorized' otherwise. */
export function adminCheck(viewer: Viewer): { msg: 'Authorized' | 'Unauthorized' } {
  return { msg: viewer.role === 'admin' ? 'Authorized' : 'Unauthorized' };
}

export type ChangePasswordRefusal = Refusal & {
  code: 'BAD_REQUEST' | 'PASSWORD_MISMATCH' | 'PASSWORD_TOO_SHORT' | 'WRONG_OLD_PASSWORD';
};

/** Spec §6 answers every refusal of this call with the msg 'Bad Requrest' (its own spelling). */
export const CHANGE_PASSWORD_REFUSED_MSG = 'Bad Requrest';

export type ChangePasswordOutcome = { ok: true; msg: 'OK' } | { ok: false; error: ChangePasswordRefusal };

const changePasswordInput = z.object({ oldPass: text, newPass: text, repPass: text });

function refusal(code: ChangePasswordRefusal['code'], message: string): ChangePasswordOutcome {
  return { ok: false, error: { code, message } };
}

/**
 * Changes the viewer's password: the old one must match, the new one be repeated exactly and
 * have at least PASSWORD_MIN_LENGTH characters. On success every other token of the member
 * is revoked; the one making this call keeps working.
 */
export async function changePassword(
  db: Database,
  viewer: Viewer,
  input: unknown,
): Promise<ChangePasswordOutcome> {
  const parsed = changePasswordInput.safeParse(input);
  if (!parsed.success) return refusal('BAD_REQUEST', texts.generic.badRequest);
  const { oldPass, newPass, repPass } = parsed.data;
  // Cheap checks first, so a typo does not cost an argon2 verify.
  if (newPass !== repPass) return refusal('PASSWORD_MISMATCH', texts.changePassword.mismatch);
  if ([...newPass].length < PASSWORD_MIN_LENGTH) {
    return refusal('PASSWORD_TOO_SHORT', texts.changePassword.tooShort);
  }
  const { rows } = await db.query<{ password_hash: string }>(
    'select password_hash from members where id = $1',
    [viewer.memberId],
  );
  const current = rows[0];
  if (!current || !(await verifyPassword(current.password_hash, oldPass))) {
    return refusal('WRONG_OLD_PASSWORD', texts.changePassword.wrongOldPassword);
  }
  const newHash = await hashPassword(newPass);
  await db.transaction(async (tx) => {
    await tx.query('update members set password_hash = $1 where id = $2', [newHash, viewer.memberId]);
    await tx.query(
      `update auth_tokens set revoked_at = now()
        where member_id = $1 and token_hash <> $2 and revoked_at is null`,
      [viewer.memberId, viewer.tokenHash],
    );
  });
  return { ok: true, msg: 'OK' };
}

/** Revokes the token the viewer called with, on the server: it stops working everywhere. */
export async function logout(db: Sql, viewer: Viewer): Promise<void> {
  await db.query('update auth_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null', [
    viewer.tokenHash,
  ]);
}
