import { loadTrustedDocuments } from '../src/graphql-server/trusted-documents.ts';

// The app's listed documents by operation name, for suites that send them as the browser does:
// by id (graphql/trusted-documents.ts).

export interface ListedDocument {
  name: string;
  id: string;
  text: string;
}

const byName = new Map<string, ListedDocument>();
for (const [id, text] of loadTrustedDocuments()) {
  const name = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
  if (name) byName.set(name, { name, id, text });
}

/** Every operation the web app sends. */
export function listedDocuments(): ListedDocument[] {
  return [...byName.values()];
}

/** The id and text of the app's operation `name`; throws for a name the app does not send. */
export function listedDocument(name: string): ListedDocument {
  const document = byName.get(name);
  if (!document) throw new Error(`${name} is not one of the app's documents`);
  return document;
}

/** The extensions that name a listed document by id, as the browser sends them. */
export const byIdExtensions = (id: unknown) => ({ persistedQuery: { version: 1, sha256Hash: id } });

/** A request body naming the operation by id, as the browser sends it. */
export function byIdBody(name: string, variables: Record<string, unknown> = {}) {
  return { operationName: name, variables, extensions: byIdExtensions(listedDocument(name).id) };
}
