// A route's prefetch query as the shell's Apollo client will send it (decisions 031 and 034): by
// the id codegen gave the document. The shell's prefetch link hands a prefetched answer to the
// screen's query only when the ids are equal.
import type { PrefetchQuery } from '@club/web-kit/routes/remote-route';
import type { DocumentNode } from 'graphql';

export function prefetchQueryOf(document: DocumentNode): PrefetchQuery {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition' || !operation.name || operation.operation !== 'query') {
    throw new Error('a route can only prefetch named queries');
  }
  if (operation.variableDefinitions?.length) {
    throw new Error(`${operation.name.value}: prefetch takes no variables`);
  }
  const documentId = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (!documentId)
    throw new Error(`${operation.name.value}: not one of the app's documents (npm run codegen)`);
  return { operationName: operation.name.value, documentId };
}
