import { texts } from '@club/domain/texts';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../loading/loading-indicator.tsx';
import { useSession } from './use-session.ts';

/** Every admin screen, the shell's and the remotes', shows the 401 text to a signed-in member. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin, loading } = useSession();
  if (loading) return <LoadingIndicator />;
  if (!isAdmin) {
    return (
      <section className="status-screen">
        <p className="status-screen__text">{texts.auth.adminUnauthorized}</p>
      </section>
    );
  }
  return children;
}
