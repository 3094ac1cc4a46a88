import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useToken } from './token-store.ts';
import { useSession } from './use-session.ts';

/** Where a temporary password may be: changing it (the gateway refuses everything else too). */
const TEMPORARY_PASSWORD_PATH = '/changepassword';

/**
 * Spec §2: without a stored token every screen but /login sends the user to /login. Issue 18: a
 * member signed in with a temporary password is sent to change it first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!token) return <Navigate to="/login" replace />;
  if (user?.mustChangePassword && pathname !== TEMPORARY_PASSWORD_PATH) {
    return <Navigate to={TEMPORARY_PASSWORD_PATH} replace />;
  }
  return children;
}
