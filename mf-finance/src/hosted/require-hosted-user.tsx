import { useApolloClient } from '@apollo/client/react';
import { hostedSettings } from '@club/web-kit/hosted/hosted-settings';
import { RetryAlert } from '@club/web-kit/page/page.tsx';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { type ReactNode, useMemo } from 'react';
import { Navigate } from 'react-router';
import { financeTexts } from '../back-office/finance-texts.ts';
import { signInWithClubSession } from './club-session.ts';
import { useHostedUser } from './use-hosted-user.ts';

export const HOSTED_SIGN_IN_PATH = '/admin/supabase';

/**
 * Spec §2/§6: the expense screens show a loading placeholder while the hosted service's current
 * user resolves, and send whoever has none to /admin/supabase (replacing the history entry, so
 * Back does not bounce between the two). Signed in there, it links back to both screens. With
 * the built-in stand-in the club session signs them in instead (decision 021).
 */
export function RequireHostedUser({
  children,
}: {
  children: (session: { client: SupabaseClient; user: User }) => ReactNode;
}) {
  const apollo = useApolloClient();
  const withClubSession = useMemo(
    () =>
      hostedSettings()?.builtIn
        ? (client: SupabaseClient) => signInWithClubSession(client, apollo)
        : undefined,
    [apollo],
  );
  const hosted = useHostedUser(withClubSession);
  if (hosted.status === 'loading')
    return (
      <p role="status" className="kit-status kit-page">
        {financeTexts.loading}
      </p>
    );
  if (hosted.status === 'unavailable')
    return (
      <RetryAlert
        className="kit-alert kit-page"
        message={financeTexts.hostedUnavailable}
        retryLabel={financeTexts.retry}
        onRetry={hosted.retry}
      />
    );
  if (hosted.status === 'signed-out') return <Navigate to={HOSTED_SIGN_IN_PATH} replace />;
  return children({ client: hosted.client, user: hosted.user });
}
