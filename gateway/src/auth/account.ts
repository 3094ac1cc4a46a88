import type { Database, Sql } from '@club/db/connection';
import { hashPassword, verifyPassword } from '@club/db/passwords';
import { changePasswordTexts, genericTexts } from '@club/domain/account-texts';
import {
  MAX_CREDENTIAL_LENGTH,
  type PasswordChangeCode,
  passwordChangeSchema,
} from '@club/domain/password-change-schema';
import type { Permission, RoleKey } from '@club/domain/roles';
import { checkRules } from '@club/domain/rule-schema';
import { z } from 'zod';
import { isBackOfficeViewer, type Viewer } from '../kernel/access/viewer.ts';
import type { RequestOrigin } from '../kernel/http/request-origin.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { recordSecurity } from './security-log.ts';

// The signed-in member's own account: who they are, their password, signing out. REST
// (routes.ts) and GraphQL (graphql.ts) both call these, and only translate the outcome to their
// transport. The `msg` words are the spec's wire texts. Signing in is sign-in.ts.

/** A credential as typed: any string up to MAX_CREDENTIAL_LENGTH (sign-in.ts checks its fields with it). */
export const credentialText = z.string().max(MAX_CREDENTIAL_LENGTH);

export interface User {
  id: number;
  name: string;
  last_name: string;
  mail: string;
  /** Holds any back-office permission. */
  isAdmin: boolean;
  roles: RoleKey[];
  permissions: Permission[];
}

/** The signed-in member's own record. */
export async function getUser(db: Sql, viewer: Viewer): Promise<User> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    last_name: string;
    mail: string;
  }>('select id, name, last_name, mail from members where id = $1', [viewer.memberId]);
  const row = rows[0];
  // The viewer was resolved from an active member a moment ago; a vanished row is a real fault.
  if (!row) throw new Error(`member ${viewer.memberId} of a valid token not found`);
  return {
    id: Number(row.id),
    name: row.name,
    last_name: row.last_name,
    mail: row.mail,
    isAdmin: isBackOfficeViewer(viewer),
    roles: viewer.roles,
    permissions: [...viewer.permissions].sort(),
  };
}

export interface AdminCheck {
  msg: 'Authorized' | 'Unauthorized';
  roles: RoleKey[];
  permissions: Permission[];
}

/**
 * Spec §6: the admin check answers 'Authorized' for back-office people and 'Unauthorized'
 * otherwise; with the roles and permissions, so the shell shows only what the person may use.
 */
export function adminCheck(viewer: Viewer): AdminCheck {
  return {
    msg: isBackOfficeViewer(viewer) ? 'Authorized' : 'Unauthorized',
    roles: viewer.roles,
    permissions: [...viewer.permissions].sort(),
  };
}

export type ChangePasswordRefusal = Refusal & {
  code:
    | 'BAD_REQUEST'
    | 'PASSWORD_MISMATCH'
    | 'PASSWORD_TOO_SHORT'
    | 'PASSWORD_SAME_AS_OLD'
    | 'WRONG_OLD_PASSWORD';
};

/** Spec §6 answers every refusal of this call with the msg 'Bad Requrest' (its own spelling). */
export const CHANGE_PASSWORD_REFUSED_MSG = 'Bad Requrest';

export type ChangePasswordOutcome = { ok: true; msg: 'OK' } | { ok: false; error: ChangePasswordRefusal };

function refusal(code: ChangePasswordRefusal['code'], message: string): ChangePasswordOutcome {
  return { ok: false, error: { code, message } };
}

/**
 * Changes the viewer's password: the old one must match, the new one be repeated exactly, differ
 * from the old and have at least PASSWORD_MIN_LENGTH characters. It is the member's own from then
 * on (no longer temporary). Every other token of the member is revoked; the one making this call
 * keeps working.
 */
export async function changePassword(
  db: Database,
  viewer: Viewer,
  input: unknown,
  origin: RequestOrigin,
): Promise<ChangePasswordOutcome> {
  // Cheap checks first (the shared schema), so a typo does not cost an argon2 verify.
  const checked = checkRules<typeof passwordChangeSchema, PasswordChangeCode | 'DATOS_INVALIDOS'>(
    passwordChangeSchema,
    input,
  );
  if (!checked.ok) {
    const { code, message } = checked.problem;
    // A field missing or not text: the shape, not a rule.
    return code === 'DATOS_INVALIDOS'
      ? refusal('BAD_REQUEST', genericTexts.badRequest)
      : refusal(code, message);
  }
  const { oldPass, newPass } = checked.value;
  const { rows } = await db.query<{ password_hash: string }>(
    'select password_hash from members where id = $1',
    [viewer.memberId],
  );
  const current = rows[0];
  if (!current || !(await verifyPassword(current.password_hash, oldPass))) {
    return refusal('WRONG_OLD_PASSWORD', changePasswordTexts.wrongOldPassword);
  }
  const newHash = await hashPassword(newPass);
  await db.transaction(async (tx) => {
    await tx.query('update members set password_hash = $1, password_temporary_until = null where id = $2', [
      newHash,
      viewer.memberId,
    ]);
    const revoked = await tx.query(
      `update auth_tokens set revoked_at = now()
        where member_id = $1 and token_hash <> $2 and revoked_at is null and expires_at > now()`,
      [viewer.memberId, viewer.tokenHash],
    );
    await recordSecurity(tx, { action: 'password_changed', memberId: viewer.memberId }, origin);
    if (revoked.rowCount > 0) {
      await recordSecurity(tx, { action: 'tokens_revoked', memberId: viewer.memberId }, origin);
    }
  });
  return { ok: true, msg: 'OK' };
}

/** Revokes the token the viewer called with, on the server: it stops working everywhere. */
export async function logout(db: Database, viewer: Viewer, origin: RequestOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update auth_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null', [
      viewer.tokenHash,
    ]);
    await recordSecurity(tx, { action: 'signed_out', memberId: viewer.memberId }, origin);
  });
}
