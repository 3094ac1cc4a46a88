import { type ReactNode, Suspense, use, useState } from 'react';
import { LoadingIndicator } from '../loading/loading-indicator.tsx';
import { NotFoundScreen } from '../status/status-screens.tsx';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { forgetFailedLoad, loadRemoteRoutes, screenOf } from './remote-loader.ts';
import type { RemoteName } from './remote-names.ts';

/** The screen a loaded remote gives for this path pattern (404 if this build of it has none). */
export function RemoteScreen({ remote, path }: { remote: RemoteName; path: string }) {
  const route = use(loadRemoteRoutes(remote)).routes.find((candidate) => candidate.path === path);
  const Screen = route && screenOf(route);
  return Screen ? <Screen /> : <NotFoundScreen />;
}

/** Remote content: the loading indicator meanwhile, and a fallback with retry if a remote fails. */
export function RemoteBoundary({
  remotes,
  children,
}: {
  remotes: readonly RemoteName[];
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    for (const remote of remotes) forgetFailedLoad(remote);
    setAttempt((value) => value + 1);
  };
  const name = remotes.join();
  return (
    <RemoteErrorBoundary key={`${name}#${attempt}`} remote={name} onRetry={retry}>
      <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}

/** One remote route: loaded on first visit. */
export function RemoteOutlet({ remote, path }: { remote: RemoteName; path: string }) {
  return (
    <RemoteBoundary remotes={[remote]}>
      <RemoteScreen remote={remote} path={path} />
    </RemoteBoundary>
  );
}
