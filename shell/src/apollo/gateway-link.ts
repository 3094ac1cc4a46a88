import { ApolloLink, Observable } from '@apollo/client';
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';

// How the shell's client reaches the gateway. Trusted documents (docs/decisions/034-trusted-documents.md):
// the gateway runs the app's own documents by the id codegen gave each one and refuses members'
// and visitors' text. The id travels on the document (scripts/web/gql-loader.mjs keeps codegen's
// `__meta__.hash`) and goes out in Apollo's persisted-query extension, the form Yoga's plugin reads.
// This replaces HttpLink, whose multipart, GET and printing paths the app never uses: ~2 KB less
// of first view, which pays for the ids (Apollo's persisted-queries link would add ~1.2 KB more).

/** The id codegen gave this document, if it is one of the app's. */
export function documentIdOf(query: DocumentNode): string | undefined {
  return (query as { __meta__?: { hash?: string } }).__meta__?.hash;
}

/** HttpLink's Accept: the GraphQL media type first, so errors keep their HTTP status. */
export const GRAPHQL_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/**
 * POSTs each operation (by id when it has one) and reads the answer as HttpLink does: a JSON body
 * with data or errors is the result, whatever the status, when the gateway said it is a GraphQL
 * response; otherwise a status of 300 or more is a ServerError (the ErrorLink reads its 401).
 */
export function gatewayLink(uri: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const controller = new AbortController();
        const sha256Hash = documentIdOf(operation.query);
        const { operationName, variables } = operation;
        const body = sha256Hash
          ? { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } }
          : { operationName, variables, query: print(operation.query) };
        fetchImpl(uri, {
          method: 'POST',
          headers: {
            accept: GRAPHQL_ACCEPT,
            'content-type': 'application/json',
            ...(operation.getContext().headers as Record<string, string> | undefined),
          },
          body: JSON.stringify(body),
          signal: controller.signal,
        })
          .then(async (response) => {
            const bodyText = await response.text();
            const graphqlResponse = response.headers
              .get('content-type')
              ?.includes('application/graphql-response+json');
            const fail = (message: string) => new ServerError(message, { response, bodyText });
            if (response.status >= 300 && !graphqlResponse)
              throw fail(`Response not successful: Received status code ${response.status}`);
            let result: unknown;
            try {
              result = JSON.parse(bodyText);
            } catch (error) {
              throw new ServerParseError(error, { response, bodyText });
            }
            if (typeof result !== 'object' || result === null || !('data' in result || 'errors' in result)) {
              throw fail(`Server response was malformed for query '${operationName}'.`);
            }
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            if (!controller.signal.aborted) observer.error(error);
          });
        return () => controller.abort();
      }),
  );
}
