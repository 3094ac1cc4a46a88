import type { ApolloClient } from '@apollo/client';
import { graphql } from '@club/web-kit/graphql/gql';
import type { SupabaseClient, User } from '@supabase/supabase-js';

// With the built-in stand-in the gateway is also the hosted service, so the expense screens need
// no second sign-in: the club session asks it for a hosted session, which supabase-js takes as
// its own (docs/decisions/021-one-sign-out.md). A Supabase project keeps its own sign-in.

export const OPEN_HOSTED_SESSION_MUTATION = graphql(`
  mutation OpenHostedSession {
    openHostedSession { accessToken refreshToken }
  }
`);

/** Signs `client` in with a hosted session opened by the club session; the hosted user, or null. */
export async function signInWithClubSession(
  client: SupabaseClient,
  apollo: ApolloClient,
): Promise<User | null> {
  // Not cached: the tokens are for supabase-js's storage only.
  const { data } = await apollo.mutate({ mutation: OPEN_HOSTED_SESSION_MUTATION, fetchPolicy: 'no-cache' });
  if (!data) return null;
  const { accessToken, refreshToken } = data.openHostedSession;
  const { data: set, error } = await client.auth.setSession({
    access_token: accessToken,
    refresh_token: refreshToken,
  });
  if (error) throw error;
  return set.user;
}
