// mf-harvest's routes plus one admin screen with a tile on /admin, as a team would add it: the
// shell's code and build are not touched.
import { adminTile, type RemoteRoute } from '@club/web-kit/routes/remote-route';
import { routes as harvestRoutes } from '../../../../mf-harvest/src/routes.ts';

export const EXTRA_ROUTE_PATH = '/admin/informe-prueba';

export const routes: readonly RemoteRoute[] = [
  ...harvestRoutes,
  adminTile(EXTRA_ROUTE_PATH, 'Informe de prueba', 75, 'reports.view', () =>
    import('./extra-route-screen.fixture.tsx').then((m) => m.ExtraRouteScreen),
  ),
];
