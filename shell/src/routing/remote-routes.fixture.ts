// The `routes` block the web server folds into /config.json from today's four remote builds,
// taken from the remotes' own declarations (the same lists their builds write to routes.json),
// so the shell's menus and routes are tested against what the remotes really declare.
import { type RemoteRoute, routeInfo } from '@club/web-kit/routes/remote-route';
import { routes as finance } from '../../../mf-finance/src/routes.ts';
import { routes as harvest } from '../../../mf-harvest/src/routes.ts';
import { routes as orders } from '../../../mf-orders/src/routes.ts';
import { routes as storefront } from '../../../mf-storefront/src/routes.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';

const infoOf = (routes: readonly RemoteRoute[]) => routes.map(routeInfo);

export const remoteRoutesFixture: RuntimeConfig['routes'] = {
  mf_storefront: infoOf(storefront),
  mf_orders: infoOf(orders),
  mf_harvest: infoOf(harvest),
  mf_finance: infoOf(finance),
};
