import type { Permission } from '@club/domain/roles';
import { texts } from '@club/domain/texts';
import { isBackOfficeViewer, type Viewer } from './viewer.ts';

// The one permission rule, used by the REST guards and by the GraphQL scopes alike.

/**
 * 'account': any valid token, also one signed in with a temporary password or by a back-office
 * person who still has to enrol a second factor: enough to see oneself, change the password,
 * enrol, sign out. 'member' (holds `storefront.use`), 'back-office' (holds any permission but the
 * storefront's: the `/admin` group) and a permission need neither pending. 'inspection': an
 * inspector's link alone (the legal records' fields also name the permission their people need).
 */
export type Scope = 'account' | 'member' | 'back-office' | 'inspection' | Permission;

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
 * with a temporary password still to change, for a back-office person the club asks to enrol a
 * second factor first (on storefront calls too: such a person can only enrol), or without the
 * permission the call needs.
 */
export function authorize(viewer: Viewer | null, scope: Scope): AuthFailure | null {
  if (viewer === null) return unauthenticated;
  // A reporting key is no account: it reads the reporting scope and nothing else.
  if (viewer.reportingKey) return scope === 'reports.view' ? null : forbidden;
  // An inspector's link is no account either: it reads the legal records and nothing else.
  if (viewer.inspectionLink) return scope === 'inspection' ? null : forbidden;
  if (scope === 'inspection') return forbidden;
  if (scope === 'account') return null;
  if (viewer.temporaryPassword) return passwordChangeRequired;
  if (viewer.needsSecondFactor) return twoFactorRequired;
  if (scope === 'member') return viewer.permissions.has('storefront.use') ? null : forbidden;
  if (scope === 'back-office') return isBackOfficeViewer(viewer) ? null : forbidden;
  return viewer.permissions.has(scope) ? null : forbidden;
}

/** The failure to report when a scope check failed without saying which (GraphQL's scopes). */
export function failureFor(viewer: Viewer | null): AuthFailure {
  return authorize(viewer, 'back-office') ?? forbidden;
}
