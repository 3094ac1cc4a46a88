import { texts } from '@club/domain/texts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingIndicator } from '../loading/loading-indicator.tsx';
import { TWO_FACTOR_PATH } from '../routing/route-table.ts';
import { useSession } from './use-session.ts';

/** Every admin screen, the shell's and the remotes', shows the 401 text to a signed-in member. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin, loading, user } = useSession();
  if (loading) return <LoadingIndicator />;
  // The club asks admins for a second factor and this one has none: the gateway refuses every
  // admin call until they enrol, so the screen they wanted waits behind the enrolment.
  if (isAdmin && user?.needsSecondFactor) return <Navigate to={TWO_FACTOR_PATH} replace />;
  if (!isAdmin) {
    return (
      <section className="status-screen">
        <h1 className="status-screen__text">{texts.auth.adminUnauthorized}</h1>
      </section>
    );
  }
  return children;
}
