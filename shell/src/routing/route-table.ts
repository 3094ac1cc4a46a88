// Every route of the app and who renders it. Adding a remote screen is one line here (and the
// same path pattern as a key of that remote's `routes`).

import type { RemoteName } from '../federation/remote-names.ts';

export type ShellScreen =
  | 'login'
  | 'change-password'
  | 'two-factor'
  | 'ping'
  | 'admin-home'
  | 'prueba'
  | 'not-found';

/** An admin's second factor: reachable by any signed-in account (the page tells members it is for admins). */
export const TWO_FACTOR_PATH = '/seguridad';

interface RouteBase {
  /** react-router path pattern; for a remote, also the key in its exposed `routes`. */
  path: string;
  /** Admin only: a signed-in member sees 'Error 401: UnAuthorized' (the gateway refuses the data too). */
  admin?: true;
  /** Reachable without a stored token. */
  public?: true;
}

export type ShellRoute = RouteBase & { screen: ShellScreen };
export type RemoteRoute = RouteBase & { remote: RemoteName };
export type RouteEntry = ShellRoute | RemoteRoute;

export const routeTable: readonly RouteEntry[] = [
  { path: '/login', screen: 'login', public: true },
  { path: '/changepassword', screen: 'change-password' },
  { path: TWO_FACTOR_PATH, screen: 'two-factor' },
  { path: '/ping', screen: 'ping' },
  { path: '/prueba', screen: 'prueba' },
  { path: '/admin', screen: 'admin-home', admin: true },

  { path: '/', remote: 'mf_storefront' },
  { path: '/carta', remote: 'mf_storefront' },
  { path: '/products/:product', remote: 'mf_storefront' },
  { path: '/cart', remote: 'mf_storefront' },
  { path: '/confirmation', remote: 'mf_storefront' },
  { path: '/mispedidos', remote: 'mf_storefront' },
  { path: '/aboutus', remote: 'mf_storefront' },
  { path: '/news', remote: 'mf_storefront' },

  { path: '/admin/stock', remote: 'mf_orders', admin: true },
  { path: '/admin/orders', remote: 'mf_orders', admin: true },
  { path: '/admin/socios', remote: 'mf_orders', admin: true },
  { path: '/admin/socios/:id', remote: 'mf_orders', admin: true },
  { path: '/admin/correos', remote: 'mf_orders', admin: true },
  { path: '/admin/ajustes', remote: 'mf_orders', admin: true },

  { path: '/admin/harvestfile', remote: 'mf_harvest', admin: true },
  { path: '/admin/harvests', remote: 'mf_harvest', admin: true },
  { path: '/admin/harvests/form', remote: 'mf_harvest', admin: true },
  { path: '/admin/workdone', remote: 'mf_harvest', admin: true },
  { path: '/admin/todos', remote: 'mf_harvest', admin: true },

  { path: '/admin/expensefile', remote: 'mf_finance', admin: true },
  { path: '/admin/expense', remote: 'mf_finance', admin: true },
  { path: '/admin/showExpenses', remote: 'mf_finance', admin: true },
  { path: '/admin/bills', remote: 'mf_finance', admin: true },
  { path: '/admin/supabase', remote: 'mf_finance', admin: true },

  { path: '*', screen: 'not-found' },
];

export function isRemoteRoute(route: RouteEntry): route is RemoteRoute {
  return 'remote' in route;
}
