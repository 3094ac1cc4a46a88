import { readFileSync } from 'node:fs';
import { texts } from '@club/domain/texts';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { authorize } from '../kernel/access/authorize.ts';
import type { GraphQLContext } from '../kernel/graphql/context.ts';

// Trusted documents (docs/decisions/034-trusted-documents.md): members and visitors run only the
// app's own operations, named by the id codegen gave each one (`sha256:` and the hash of its
// text, as web-kit/src/graphql/persisted-documents.json lists them, or as a remote's deploy
// registered them for its version: operation-registry, decision 058). The browser sends the id in
// Apollo's `extensions.persistedQuery.sha256Hash`, the form Yoga's persisted-operations plugin
// reads. Admins' reporting clients, and anyone when GRAPHQL_AD_HOC=everyone (development's
// default: GraphiQL, the standalone harness), may still send a document's text.

export const TRUSTED_DOCUMENTS_FILE = new URL(
  '../../../web-kit/src/graphql/persisted-documents.json',
  import.meta.url,
);

/** Codes of the refusals below; their messages are already Spanish (yoga.ts leaves them as they are). */
export const NOT_LISTED_CODE = 'CONSULTA_NO_LISTADA';
export const UNKNOWN_DOCUMENT_CODE = 'CONSULTA_DESCONOCIDA';

/**
 * Where an id's text is found: the committed list, and the operations remotes registered for
 * their versions (operation-registry, decision 058). A promise when the registry must be read.
 */
export interface TrustedDocuments {
  find(id: string): string | undefined | Promise<string | undefined>;
}

/** The committed list, read once at start: the gateway's built-in documents. */
export function loadTrustedDocuments(file: URL = TRUSTED_DOCUMENTS_FILE): ReadonlyMap<string, string> {
  const listed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const documents = new Map<string, string>();
  for (const [id, text] of Object.entries(listed)) {
    if (!id.startsWith('sha256:') || typeof text !== 'string') throw new Error(`${file}: bad entry ${id}`);
    documents.set(id, text);
  }
  return documents;
}

/** The id in a request's extensions (Apollo's persisted-query form), or null. */
export function documentIdOf(extensions: unknown): string | null {
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null)
    ?.persistedQuery;
  return persisted?.version === 1 && typeof persisted.sha256Hash === 'string' ? persisted.sha256Hash : null;
}

/**
 * Whether this caller may send a document's text rather than an id: a back-office person who may
 * act as one (not one with a password or a second factor still to settle), or a reporting key,
 * whose queries graphql-armor's depth and cost limits bound like everyone's.
 */
export function maySendText(context: Pick<GraphQLContext, 'config' | 'viewer'>): boolean {
  if (context.viewer?.reportingKey) return true;
  return context.config.graphqlAdHoc === 'everyone' || authorize(context.viewer, 'back-office') === null;
}

const refusal = (message: string, code: string) =>
  createGraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Yoga's side: text from a caller who may not send it is refused before anything is parsed; an
 * id becomes its listed text (the plugin). graphql/direct-execution.ts does the same lookup and
 * hands every refusal here, so both paths answer alike.
 */
export function trustedDocumentsPlugins(documents: TrustedDocuments): Plugin<GraphQLContext>[] {
  const onlyListedForMembers: Plugin<GraphQLContext> = {
    onParams({ params, context }) {
      // Yoga's server context: what app.ts passes per request.
      if (params.query && !maySendText(context as unknown as GraphQLContext))
        throw refusal(texts.graphql.notListed, NOT_LISTED_CODE);
    },
  };
  return [
    onlyListedForMembers,
    usePersistedOperations<GraphQLContext>({
      // Already decided above, per caller.
      allowArbitraryOperations: true,
      extractPersistedOperationId: (params) => documentIdOf(params.extensions),
      getPersistedOperation: async (id) => (await documents.find(id)) ?? null,
      customErrors: {
        notFound: () => refusal(texts.graphql.unknownDocument, UNKNOWN_DOCUMENT_CODE),
        // Neither a text nor an id: what Yoga says of a request without a query.
        keyNotFound: () =>
          createGraphQLError(texts.graphql.invalid, {
            extensions: { code: 'CONSULTA_INVALIDA', http: { status: 400 } },
          }),
      },
    }),
  ];
}
