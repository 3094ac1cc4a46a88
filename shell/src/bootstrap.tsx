import '@club/web-kit/theme/theme.css';
import { texts } from '@club/domain/texts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/apollo-client.ts';
import { App } from './app/app.tsx';
import { clearToken, getToken } from './auth/token-store.ts';
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config.ts';
import { registerConfiguredRemotes } from './federation/register-remotes.ts';
import { takePrefetched } from './prefetch/route-prefetch.ts';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  document.title = texts.brand.title;

  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('could not read /config.json', error);
    root.render(
      <p className="status-screen" role="alert">
        {texts.startup.configFailed}
      </p>,
    );
    return;
  }

  registerConfiguredRemotes(config.remotes);
  const client = createApolloClient({
    uri: `${config.gatewayUrl}/graphql`,
    getToken,
    prefetched: takePrefetched,
    onUnauthenticated: () => {
      // Dropping the token re-renders every guarded route as a redirect to /login.
      clearToken();
      void client.clearStore().catch(() => undefined);
    },
  });

  root.render(
    <StrictMode>
      <App config={config} client={client} />
    </StrictMode>,
  );
}

void start();
