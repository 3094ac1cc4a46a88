import type { AuthError, SupabaseClient, User } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { loadSupabase } from './supabase-client.ts';

export type HostedState =
  | { status: 'loading' }
  | { status: 'signed-out'; client: SupabaseClient }
  | { status: 'signed-in'; client: SupabaseClient; user: User }
  /** The library or the service could not be reached: a retry may help. */
  | { status: 'unavailable' };

/** A network failure or a 5xx: not an answer about the session, so not a reason to sign in again. */
function isOutage(error: AuthError): boolean {
  return error.name === 'AuthRetryableFetchError' || (error.status ?? 0) >= 500;
}

/** Signs the client in some other way than a form (the club session's); the user, or null. */
export type SignInWithoutForm = (client: SupabaseClient) => Promise<User | null>;

/**
 * The hosted service's current user (spec §7 "get current user"): 'loading' until the client is
 * up and the service has answered, then kept in step with sign-in and sign-out events. Given
 * `signInWithoutForm`, a browser without a hosted session tries it before it counts as signed out.
 */
export function useHostedUser(signInWithoutForm?: SignInWithoutForm): HostedState & { retry: () => void } {
  const [state, setState] = useState<HostedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The attempt counter re-runs the effect on retry.
    void attempt;
    let alive = true;
    let unsubscribe = () => {};
    loadSupabase()
      .then(async (client) => {
        const { data, error } = await client.auth.getUser();
        if (!alive) return;
        if (data.user) setState({ status: 'signed-in', client, user: data.user });
        else if (error && isOutage(error)) {
          console.error('hosted service unavailable', error);
          setState({ status: 'unavailable' });
        } else if (signInWithoutForm) {
          const user = await signInWithoutForm(client).catch((failure: unknown) => {
            console.error('hosted sign-in with the club session failed', failure);
            return undefined;
          });
          if (!alive) return;
          if (user === undefined) setState({ status: 'unavailable' });
          else setState(user ? { status: 'signed-in', client, user } : { status: 'signed-out', client });
        } else setState({ status: 'signed-out', client });
        const { data: listener } = client.auth.onAuthStateChange((event, session) => {
          if (!alive) return;
          if (event === 'SIGNED_OUT' || !session) setState({ status: 'signed-out', client });
          else if (event === 'SIGNED_IN' || event === 'USER_UPDATED')
            setState({ status: 'signed-in', client, user: session.user });
        });
        unsubscribe = () => listener.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        console.error('hosted service client failed to start', error);
        if (alive) setState({ status: 'unavailable' });
      });
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [attempt, signInWithoutForm]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { ...state, retry };
}
