import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { ConfigProvider } from '../config/config-context.tsx';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { AppRoutes } from '../routing/app-routes.tsx';

/** Providers every screen (and every remote) runs inside: config, the one Apollo client, the router. */
export function App({ config, client }: { config: RuntimeConfig; client: ApolloClient }) {
  return (
    <ConfigProvider config={config}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </ConfigProvider>
  );
}
