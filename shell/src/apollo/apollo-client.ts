import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { documentIdOf, gatewayLink } from './gateway-link.ts';
import { isUnauthenticated } from './unauthenticated.ts';

export interface ApolloClientOptions {
  /** `${gatewayUrl}/graphql` */
  uri: string;
  getToken: () => string | null;
  /** Called when the gateway refuses the token (revoked, expired). */
  onUnauthenticated: () => void;
  fetch?: typeof fetch;
  /** An answer the page already asked for (shell/src/prefetch/route-prefetch.ts), if any. */
  prefetched?: (operationName: string, documentId: string) => Promise<unknown> | undefined;
}

// A failed login answers with a typed result, never a redirect to the login screen itself.
const OPERATIONS_WITHOUT_SESSION = new Set(['Login']);

/** The one Apollo client of the app: the shell creates it and every remote uses it through context. */
/**
 * Answers an operation with the page's prefetched response when it is the very document the page
 * sent (the same id); any other operation, or a prefetch that failed, goes on to the gateway as usual.
 */
function prefetchLink(prefetched: NonNullable<ApolloClientOptions['prefetched']>): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const documentId = documentIdOf(operation.query);
    const answer =
      operation.operationName && documentId ? prefetched(operation.operationName, documentId) : undefined;
    if (!answer) return forward(operation);
    return new Observable((observer) => {
      let inner: { unsubscribe(): void } | undefined;
      answer.then(
        (result) => {
          observer.next(result as ApolloLink.Result);
          observer.complete();
        },
        () => {
          inner = forward(operation).subscribe(observer);
        },
      );
      return () => inner?.unsubscribe();
    });
  });
}

export function createApolloClient({
  uri,
  getToken,
  onUnauthenticated,
  fetch,
  prefetched,
}: ApolloClientOptions) {
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
    link: ApolloLink.from([
      errorLink,
      ...(prefetched ? [prefetchLink(prefetched)] : []),
      authLink,
      gatewayLink(uri, fetch),
    ]),
    cache: new InMemoryCache(),
  });
}
