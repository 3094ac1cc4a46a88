import { texts } from '@club/domain/texts';
import type { Viewer } from './viewer.ts';

// The one role rule, used by the REST guards and by the GraphQL scopes alike.

/**
 * 'account': any valid token, also one signed in with a temporary password or by an admin who
 * still has to enrol a second factor: enough to see oneself, change the password, enrol, sign
 * out. 'member' and 'admin' need neither pending.
 */
export type Scope = 'account' | 'member' | 'admin';

export interface AuthFailure {
  status: 401 | 403;
  code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'PASSWORD_CHANGE_REQUIRED' | 'TWO_FACTOR_REQUIRED';
  error: string;
}

const unauthenticated: AuthFailure = {
  status: 401,
  code: 'UNAUTHENTICATED',
  error: texts.auth.unauthenticated,
};
const forbidden: AuthFailure = { status: 403, code: 'FORBIDDEN', error: texts.auth.forbidden };
const passwordChangeRequired: AuthFailure = {
  status: 403,
  code: 'PASSWORD_CHANGE_REQUIRED',
  error: texts.auth.passwordChangeRequired,
};
const twoFactorRequired: AuthFailure = {
  status: 403,
  code: 'TWO_FACTOR_REQUIRED',
  error: texts.twoFactor.required,
};

/**
 * null when the viewer may act in that scope; otherwise why not: 401 without a valid token, 403
 * with a temporary password still to change, for an admin the club asks to enrol a second factor
 * first (on member calls too: such an admin can only enrol), or for a member on an admin call.
 */
export function authorize(viewer: Viewer | null, scope: Scope): AuthFailure | null {
  if (viewer === null) return unauthenticated;
  if (scope === 'account') return null;
  if (viewer.temporaryPassword) return passwordChangeRequired;
  if (viewer.needsSecondFactor) return twoFactorRequired;
  if (scope === 'admin' && viewer.role !== 'admin') return forbidden;
  return null;
}

/** The failure to report when a scope check failed without saying which (GraphQL's scopes). */
export function failureFor(viewer: Viewer | null): AuthFailure {
  return authorize(viewer, 'admin') ?? forbidden;
}
