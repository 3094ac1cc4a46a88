import { screenTitles } from '@club/domain/menu-texts';
import { texts } from '@club/domain/texts';
import { useDocumentTitle } from '@club/web-kit/page/document-title';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useSession } from '../auth/use-session.ts';
import { useRuntimeConfig } from '../config/config-context.tsx';
import { loadRemoteRoutes } from '../federation/remote-loader.ts';
import { remoteNames } from '../federation/remote-names.ts';
import { RemoteBoundary, RemoteOutlet, RemoteScreen } from '../federation/remote-outlet.tsx';
import { Layout } from '../layout/layout.tsx';
import { LoadingIndicator } from '../loading/loading-indicator.tsx';
import { NotFoundScreen, PingScreen, PruebaScreen } from '../status/status-screens.tsx';
import { guardRoute } from './guard-route.tsx';
import { asServed, menuLinks, remoteRouteTable, type ShellScreen, shellRoutes } from './route-table.ts';

// The account screens are not part of a member's usual first view (the catalogue with a stored
// session): loaded when opened, ~4 KB less for every other page (decision 031).
const LoginPage = lazy(() => import('../auth/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const ChangePasswordPage = lazy(() =>
  import('../auth/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);
const TwoFactorPage = lazy(() =>
  import('../auth/two-factor-page.tsx').then((m) => ({ default: m.TwoFactorPage })),
);

const ApplicationPage = lazy(() =>
  import('../applications/application-page.tsx').then((m) => ({ default: m.ApplicationPage })),
);

// The back office's home with today's work: never part of a member's first view.
const AdminHome = lazy(() => import('../admin/admin-home.tsx').then((m) => ({ default: m.AdminHome })));

/** The admin home's buttons, worked out here so the lazy screen takes no route table or texts. */
function AdminHomeRoute() {
  const { routes } = useRuntimeConfig();
  const { permissions } = useSession();
  const links = menuLinks(routes, 'admin', true, permissions).map((link) => ({
    path: link.path,
    label: link.menu?.label ?? link.path,
  }));
  return whenLoaded(<AdminHome title={texts.menu.admin} links={links} />);
}

const SetupPage = lazy(() => import('../setup/setup-page.tsx').then((m) => ({ default: m.SetupPage })));

// An inspector's read-only page: never part of anyone else's first view.
const InspectionPage = lazy(() =>
  import('../inspection/inspection-page.tsx').then((m) => ({ default: m.InspectionPage })),
);

const whenLoaded = (screen: ReactNode) => <Suspense fallback={<LoadingIndicator />}>{screen}</Suspense>;

const shellScreens: Record<ShellScreen, () => ReactNode> = {
  login: () => whenLoaded(<LoginPage />),
  'change-password': () => whenLoaded(<ChangePasswordPage />),
  'two-factor': () => whenLoaded(<TwoFactorPage words={texts.twoFactor} loading={<LoadingIndicator />} />),
  ping: () => <PingScreen />,
  'admin-home': () => <AdminHomeRoute />,
  prueba: () => <PruebaScreen />,
  application: () => whenLoaded(<ApplicationPage />),
  setup: () => whenLoaded(<SetupPage />),
  inspection: () => whenLoaded(<InspectionPage />),
};

// Only needed while a remote's routes are unknown, so not part of any first view.
const UnknownPath = lazy(() =>
  import('../federation/unknown-path.tsx').then((m) => ({ default: m.UnknownPath })),
);

/** A route's screen, naming the document after the route (the title comes from the route list, not the remote). */
function Titled({ title, children }: { title: string | undefined; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

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
            element={<Titled title={route.title}>{guardRoute(route, shellScreens[route.screen]())}</Titled>}
          />
        ))}
        {remoteRouteTable(routes).map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <Titled title={route.title}>
                {guardRoute(route, <RemoteOutlet key={route.path} remote={route.remote} path={route.path} />)}
              </Titled>
            }
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
                  element={(route, remote) => (
                    <Titled title={route.title}>
                      {guardRoute(
                        asServed(route, remote),
                        <RemoteScreen remote={remote} path={route.path} />,
                      )}
                    </Titled>
                  )}
                  notFound={
                    <Titled title={screenTitles.notFound}>
                      <NotFoundScreen />
                    </Titled>
                  }
                />
              </RemoteBoundary>
            ) : (
              <Titled title={screenTitles.notFound}>
                <NotFoundScreen />
              </Titled>
            ),
          )}
        />
      </Route>
    </Routes>
  );
}
