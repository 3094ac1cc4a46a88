import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { TWO_FACTOR_PATH } from '../routing/paths.ts';
import { useToken } from './token-store.ts';
import { useSession } from './use-session.ts';

/** Where a temporary password may be: changing it (the gateway refuses everything else too). */
const TEMPORARY_PASSWORD_PATH = '/changepassword';

/**
 * Spec §2: without a stored token every screen but /login sends the user to /login. Issue 18: a
 * member signed in with a temporary password is sent to change it first, and an admin the club
 * asks for a second factor to enrol (the gateway refuses them everything else, a member's calls
 * too); either may still change the password.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!token) return <Navigate to="/login" replace />;
  if (user?.mustChangePassword && pathname !== TEMPORARY_PASSWORD_PATH) {
    return <Navigate to={TEMPORARY_PASSWORD_PATH} replace />;
  }
  if (user?.needsSecondFactor && pathname !== TWO_FACTOR_PATH && pathname !== TEMPORARY_PASSWORD_PATH) {
    return <Navigate to={TWO_FACTOR_PATH} replace />;
  }
  return children;
}
