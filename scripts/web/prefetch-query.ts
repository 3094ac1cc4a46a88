// A route's prefetch query as the shell's Apollo client will send it (decision 031): the cache's
// document transforms applied (`__typename` on every selection), printed. The shell's prefetch link
// hands a prefetched answer to the screen's query only when the texts are equal, so this must be
// what HttpLink prints (with the browser's printer, which a production build puts in place of
// graphql-js's); route-prefetch.test.ts checks it against the real client.
import { InMemoryCache } from '@apollo/client';
import { print } from '@club/web-kit/graphql/print-operation';
import type { PrefetchQuery } from '@club/web-kit/routes/remote-route';
import type { DocumentNode } from 'graphql';

export function printedForLink(document: DocumentNode): PrefetchQuery {
  const cache = new InMemoryCache();
  const query = cache.transformForLink(cache.transformDocument(document));
  const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition' || !operation.name || operation.operation !== 'query') {
    throw new Error('a route can only prefetch named queries');
  }
  if (operation.variableDefinitions?.length) {
    throw new Error(`${operation.name.value}: prefetch takes no variables`);
  }
  return { operationName: operation.name.value, query: print(query) };
}
