import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AdminHome } from '../admin/admin-home.tsx';
import { AdminOnly } from '../auth/admin-only.tsx';
import { ChangePasswordPage } from '../auth/change-password-page.tsx';
import { LoginPage } from '../auth/login-page.tsx';
import { RequireAuth } from '../auth/require-auth.tsx';
import { TwoFactorPage } from '../auth/two-factor-page.tsx';
import { RemoteOutlet } from '../federation/remote-outlet.tsx';
import { Layout } from '../layout/layout.tsx';
import { NotFoundScreen, PingScreen, PruebaScreen } from '../status/status-screens.tsx';
import { isRemoteRoute, type RouteEntry, routeTable, type ShellScreen } from './route-table.ts';

const shellScreens: Record<ShellScreen, () => ReactNode> = {
  login: () => <LoginPage />,
  'change-password': () => <ChangePasswordPage />,
  'two-factor': () => <TwoFactorPage />,
  ping: () => <PingScreen />,
  'admin-home': () => <AdminHome />,
  prueba: () => <PruebaScreen />,
  'not-found': () => <NotFoundScreen />,
};

function routeElement(route: RouteEntry): ReactNode {
  let element = isRemoteRoute(route) ? (
    <RemoteOutlet key={route.path} remote={route.remote} path={route.path} />
  ) : (
    shellScreens[route.screen]()
  );
  if (route.admin) element = <AdminOnly>{element}</AdminOnly>;
  if (!route.public) element = <RequireAuth>{element}</RequireAuth>;
  return element;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
      </Route>
    </Routes>
  );
}
