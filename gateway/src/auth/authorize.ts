import { texts } from '@club/domain/texts';
import type { Viewer } from './viewer.ts';

// The one role rule, used by the REST guards and by the GraphQL scopes alike.

export type Scope = 'member' | 'admin';

export interface AuthFailure {
  status: 401 | 403;
  code: 'UNAUTHENTICATED' | 'FORBIDDEN';
  error: string;
}

const unauthenticated: AuthFailure = {
  status: 401,
  code: 'UNAUTHENTICATED',
  error: texts.auth.unauthenticated,
};
const forbidden: AuthFailure = { status: 403, code: 'FORBIDDEN', error: texts.auth.forbidden };

/** null when the viewer may act in that scope; otherwise why not: 401 without a valid token, 403 for a member. */
export function authorize(viewer: Viewer | null, scope: Scope): AuthFailure | null {
  if (viewer === null) return unauthenticated;
  if (scope === 'admin' && viewer.role !== 'admin') return forbidden;
  return null;
}

/** The failure to report when a scope check failed, decided by whether anyone is signed in. */
export function failureFor(viewer: Viewer | null): AuthFailure {
  return viewer === null ? unauthenticated : forbidden;
}
