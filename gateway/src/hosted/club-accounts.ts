import type { Sql } from '@club/db/connection';
import type { ClubAccounts } from '@club/hosted/auth/auth-service';
import { AuthApiError, authErrors } from '@club/hosted/http/errors';
import type { Context } from 'hono';
import { type LoginRefusal, login } from '../auth/public.ts';
import { authorize } from '../kernel/access/authorize.ts';
import { hashToken, viewerForToken } from '../kernel/access/viewer.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { requestOrigin } from '../kernel/http/request-origin.ts';
import { openClubHostedSession } from './club-hosted-session.ts';

// The built-in stand-in's accounts of club members are the club's: only the club signs them in.
// An admin's way in is the club session (openHostedSession, docs/decisions/021-one-sign-out.md);
// the stand-in's own password sign-in, which the auth UI at /admin/supabase offers, is a club
// sign-in: the club password, the club's limits and lockout, and no session at all where the club
// would ask for a code, since that form cannot ask for one. The session hangs on the club token of
// that sign-in, so whatever ends it (a password change, a reset, a deactivation) ends the session.

/** A second factor the club asks for: this form cannot ask for it, the club's sign-in can. */
const secondFactorFirst = (text: string) => new AuthApiError(403, 'insufficient_aal', text);

/** The club's refusal of the password, as GoTrue would word it for this form. */
function refusalOf(error: LoginRefusal): AuthApiError {
  switch (error.code) {
    case 'CODE_REQUIRED':
      return secondFactorFirst(
        'Tu cuenta del club pide un código de verificación, que este formulario no puede pedir: entrá al club con tu contraseña y tu código, y abrí los gastos desde ahí.',
      );
    case 'ACCOUNT_LOCKED':
      return new AuthApiError(400, 'user_banned', error.message);
    case 'TOO_MANY_ATTEMPTS':
      return new AuthApiError(429, 'over_request_rate_limit', error.message);
    case 'TEMPORARY_PASSWORD_EXPIRED':
      return new AuthApiError(400, 'invalid_credentials', error.message);
    default:
      return authErrors.invalidCredentials();
  }
}

export const clubAccounts: ClubAccounts = {
  async owns(sql: Sql, email: string): Promise<boolean> {
    const { rows } = await sql.query<{ owned: boolean }>(
      'select exists (select 1 from members where lower(mail) = lower($1)) as owned',
      [email.trim()],
    );
    return rows[0]?.owned === true;
  },

  async signInWithPassword(request: unknown, email: string, password: string) {
    const c = request as Context<AppEnv>;
    const { db, config } = c.var;
    const now = c.var.now();
    const outcome = await login(
      db,
      { mail: email, password },
      { tokenTtlHours: config.tokenTtlHours, origin: requestOrigin(c), now },
    );
    if (!outcome.ok) throw refusalOf(outcome.error);
    const tokenHash = hashToken(outcome.authToken);
    // What the club token could do in the back office is what it may open here: an admin's, with
    // no temporary password to change and no second factor still to enrol.
    const failure = authorize(await viewerForToken(db, outcome.authToken, now), 'expenses.manage');
    const session = failure ? null : await openClubHostedSession(db, config, tokenHash, now);
    if (session) return session;
    // The token was only ever this session's anchor: nobody holds it.
    await db.query('update auth_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null', [
      tokenHash,
    ]);
    if (failure?.code === 'FORBIDDEN') {
      throw new AuthApiError(403, 'not_admin', 'Este servicio es solo para los administradores del club.');
    }
    if (failure?.code === 'TWO_FACTOR_REQUIRED') {
      throw secondFactorFirst(
        'El club te pide la verificación en dos pasos: entrá al club, activala y abrí los gastos desde ahí.',
      );
    }
    if (failure?.code === 'PASSWORD_CHANGE_REQUIRED') {
      throw new AuthApiError(400, 'invalid_credentials', `${failure.error}: entrá al club y cambiala.`);
    }
    throw authErrors.invalidCredentials();
  },
};
