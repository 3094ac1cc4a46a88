import type { RemoteRoutesModule, RouteInfo } from '@club/web-kit/routes/remote-route';
import { type ReactNode, use } from 'react';
import { Route, Routes } from 'react-router';
import type { RemoteName } from './remote-names.ts';

interface Props {
  remotes: readonly RemoteName[];
  load: (remote: RemoteName) => Promise<RemoteRoutesModule>;
  /** The guarded screen of one of their routes. */
  element: (route: RouteInfo, remote: RemoteName) => ReactNode;
  notFound: ReactNode;
}

/**
 * A path no known route matches while the config lacks some remotes' routes (the web server could
 * not ask them): those remotes' own route lists decide, so their screens still open, with their
 * guards, and a remote that is down shows its fallback rather than a 404. The caller's boundary
 * shows the loading indicator and the fallback. (What it needs comes in as props: a module this
 * chunk shared with the first view's would no longer be merged into it, and the Spanish texts
 * there would ship whole.)
 */
export function UnknownPath({ remotes, load, element, notFound }: Props) {
  const routes: ReactNode[] = [];
  for (const remote of remotes) {
    for (const route of use(load(remote)).routes) {
      routes.push(<Route key={route.path} path={route.path} element={element(route, remote)} />);
    }
  }
  return (
    <Routes>
      {routes}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
