import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AdminHome } from '../admin/admin-home.tsx';
import { ChangePasswordPage } from '../auth/change-password-page.tsx';
import { LoginPage } from '../auth/login-page.tsx';
import { TwoFactorPage } from '../auth/two-factor-page.tsx';
import { useRuntimeConfig } from '../config/config-context.tsx';
import { loadRemoteRoutes } from '../federation/remote-loader.ts';
import { remoteNames } from '../federation/remote-names.ts';
import { RemoteBoundary, RemoteOutlet, RemoteScreen } from '../federation/remote-outlet.tsx';
import { Layout } from '../layout/layout.tsx';
import { NotFoundScreen, PingScreen, PruebaScreen } from '../status/status-screens.tsx';
import { guardRoute } from './guard-route.tsx';
import { asServed, remoteRouteTable, type ShellScreen, shellRoutes } from './route-table.ts';

const shellScreens: Record<ShellScreen, () => ReactNode> = {
  login: () => <LoginPage />,
  'change-password': () => <ChangePasswordPage />,
  'two-factor': () => <TwoFactorPage />,
  ping: () => <PingScreen />,
  'admin-home': () => <AdminHome />,
  prueba: () => <PruebaScreen />,
};

// Only needed while a remote's routes are unknown, so not part of any first view.
const UnknownPath = lazy(() =>
  import('../federation/unknown-path.tsx').then((m) => ({ default: m.UnknownPath })),
);

export function AppRoutes() {
  const { routes } = useRuntimeConfig();
  const unknown = remoteNames.filter((name) => !routes[name]);
  return (
    <Routes>
      <Route element={<Layout />}>
        {shellRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={guardRoute(route, shellScreens[route.screen]())}
          />
        ))}
        {remoteRouteTable(routes).map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={guardRoute(
              route,
              <RemoteOutlet key={route.path} remote={route.remote} path={route.path} />,
            )}
          />
        ))}
        <Route
          path="*"
          element={guardRoute(
            {},
            unknown.length > 0 ? (
              <RemoteBoundary remotes={unknown}>
                <UnknownPath
                  remotes={unknown}
                  load={loadRemoteRoutes}
                  element={(route, remote) =>
                    guardRoute(asServed(route, remote), <RemoteScreen remote={remote} path={route.path} />)
                  }
                  notFound={<NotFoundScreen />}
                />
              </RemoteBoundary>
            ) : (
              <NotFoundScreen />
            ),
          )}
        />
      </Route>
    </Routes>
  );
}
