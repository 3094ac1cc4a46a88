import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isUnauthenticated } from './unauthenticated.ts';

export interface ApolloClientOptions {
  /** `${gatewayUrl}/graphql` */
  uri: string;
  getToken: () => string | null;
  /** Called when the gateway refuses the token (revoked, expired). */
  onUnauthenticated: () => void;
  fetch?: typeof fetch;
}

// A failed login answers with a typed result, never a redirect to the login screen itself.
const OPERATIONS_WITHOUT_SESSION = new Set(['Login']);

/** The one Apollo client of the app: the shell creates it and every remote uses it through context. */
export function createApolloClient({ uri, getToken, onUnauthenticated, fetch }: ApolloClientOptions) {
  const authLink = new SetContextLink((previous) => {
    const token = getToken();
    return token ? { headers: { ...previous.headers, auth_token: token } } : {};
  });
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (!OPERATIONS_WITHOUT_SESSION.has(operation.operationName ?? '') && isUnauthenticated(error)) {
      onUnauthenticated();
    }
  });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new HttpLink({ uri, fetch })]),
    cache: new InMemoryCache(),
  });
}
