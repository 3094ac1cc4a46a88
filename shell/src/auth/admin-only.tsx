import type { Permission } from '@club/domain/roles';
import { texts } from '@club/domain/texts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingIndicator } from '../loading/loading-indicator.tsx';
import { TWO_FACTOR_PATH } from '../routing/paths.ts';
import { useSession } from './use-session.ts';

/**
 * Every back-office screen, the shell's and the remotes', shows the 401 text to a signed-in
 * member, and to a back-office person without the screen's permission.
 */
export function AdminOnly({ children, permission }: { children: ReactNode; permission?: Permission }) {
  const { isAdmin, loading, user, permissions } = useSession();
  if (loading) return <LoadingIndicator />;
  // The club asks admins for a second factor and this one has none: the gateway refuses every
  // admin call until they enrol, so the screen they wanted waits behind the enrolment.
  if (isAdmin && user?.needsSecondFactor) return <Navigate to={TWO_FACTOR_PATH} replace />;
  if (!isAdmin || (permission !== undefined && !permissions.has(permission))) {
    return (
      <section className="status-screen">
        <h1 className="status-screen__text">{texts.auth.adminUnauthorized}</h1>
      </section>
    );
  }
  return children;
}
