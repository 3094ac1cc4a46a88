import { Suspense, use, useState } from 'react';
import { LoadingIndicator } from '../loading/loading-indicator.tsx';
import { NotFoundScreen } from '../status/status-screens.tsx';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { forgetFailedLoad, loadRemoteRoutes } from './remote-loader.ts';
import type { RemoteName } from './remote-names.ts';

function RemoteScreen({ remote, path }: { remote: RemoteName; path: string }) {
  const { routes } = use(loadRemoteRoutes(remote));
  const Screen = routes[path];
  return Screen ? <Screen /> : <NotFoundScreen />;
}

/** One remote route: loaded on first visit, the loading indicator meanwhile, a fallback with retry. */
export function RemoteOutlet({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetFailedLoad(remote);
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteErrorBoundary key={`${remote}#${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<LoadingIndicator />}>
        <RemoteScreen remote={remote} path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
