// A remote's screen rendered to HTML in Node, from the answers its route's queries got (decision
// 060): what the page server shows a signed-in member before the app's code has arrived. The
// screen is the browser's own component, with the answers in an Apollo cache of its own and no
// network, so the HTML is what the app will draw once it takes over.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { setGatewayUrl } from '../config/gateway-url.server.ts';
import type { RemoteRoute, RemoteServerRender } from './remote-route.ts';

function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.kind === 'OperationDefinition' ? (operation.name?.value ?? '') : '';
}

/** Each prefetch query's answer (its `data`), by operation name. */
export type RouteAnswers = Readonly<Record<string, unknown>>;

/**
 * A remote's server renderer (what its SERVER_RENDER_FILE exports) for those of its `routes` at
 * `paths`. A path it does not draw, or a missing answer, gives undefined: the app then draws it.
 */
export function serverRenderOf(routes: readonly RemoteRoute[], paths: readonly string[]): RemoteServerRender {
  async function renderRoute(
    path: string,
    answers: RouteAnswers,
    gatewayUrl: string,
  ): Promise<string | undefined> {
    const route = paths.includes(path) ? routes.find((candidate) => candidate.path === path) : undefined;
    if (!route?.prefetch) return undefined;
    const cache = new InMemoryCache();
    for (const query of route.prefetch) {
      const data = answers[operationName(query)];
      if (data === undefined || data === null) return undefined;
      cache.writeQuery({ query, data });
    }
    const client = new ApolloClient({ cache, link: ApolloLink.empty(), ssrMode: true });
    const Screen = await route.screen();
    // Set just before the synchronous drawing: no other drawing runs in between.
    setGatewayUrl(gatewayUrl);
    return renderToString(
      <ApolloProvider client={client}>
        <StaticRouter location={path}>
          <Screen />
        </StaticRouter>
      </ApolloProvider>,
    );
  }
  return { paths, renderRoute };
}
