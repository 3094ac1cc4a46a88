import { ApolloLink } from '@apollo/client';
import type { DocumentNode } from 'graphql';

// Trusted documents (docs/decisions/033-trusted-documents.md): the gateway runs the app's own
// documents by the id codegen gave each one, and refuses members' and visitors' text. The id
// travels on the document (scripts/web/gql-loader.mjs keeps codegen's `__meta__.hash`) and goes
// out in Apollo's persisted-query extension, the form Yoga's plugin reads. Apollo's own
// persisted-queries link would add ~1.2 KB to the first view to hash and retry, neither of which
// applies here.

/** The id codegen gave this document, if it is one of the app's. */
export function documentIdOf(query: DocumentNode): string | undefined {
  return (query as { __meta__?: { hash?: string } }).__meta__?.hash;
}

/** Sends the id instead of the text for every document that has one. */
export const trustedDocumentLink = new ApolloLink((operation, forward) => {
  const sha256Hash = documentIdOf(operation.query);
  if (sha256Hash) {
    operation.extensions.persistedQuery = { version: 1, sha256Hash };
    operation.setContext(({ http }) => ({ http: { ...http, includeQuery: false, includeExtensions: true } }));
  }
  return forward(operation);
});
