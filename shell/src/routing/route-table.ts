// The shell's own screens, and how the remotes' routes join them. A remote's routes come from the
// run-time config (decision 023), so a remote adds a screen without a shell build.

import { INSPECTION_PATH } from '@club/domain/inspection-path';
import { screenTitles } from '@club/domain/menu-texts';
import type { Permission } from '@club/domain/roles';
import { SETUP_PATH } from '@club/domain/setup-path';
import { texts } from '@club/domain/texts';
import type { MenuName, RouteInfo } from '@club/web-kit/routes/remote-route';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { type RemoteName, remoteNames } from '../federation/remote-names.ts';
import { TWO_FACTOR_PATH } from './paths.ts';

export type ShellScreen =
  | 'login'
  | 'change-password'
  | 'two-factor'
  | 'ping'
  | 'admin-home'
  | 'prueba'
  | 'application'
  | 'setup'
  | 'inspection';

/** The page an invitation link opens: public, the link's token is the key. */
export const APPLICATION_PATH = '/solicitud/:token';

export interface ShellRoute extends RouteInfo {
  title: string;
  screen: ShellScreen;
  /** Reachable without a stored token. */
  public?: true;
}

export interface RemoteRouteEntry extends RouteInfo {
  remote: RemoteName;
}

export const shellRoutes: readonly ShellRoute[] = [
  { path: '/login', title: screenTitles.login, screen: 'login', public: true },
  { path: APPLICATION_PATH, title: screenTitles.application, screen: 'application', public: true },
  { path: SETUP_PATH, title: screenTitles.setup, screen: 'setup', public: true },
  // An inspector's link: no account, the link's key in the fragment is the credential.
  { path: INSPECTION_PATH, title: screenTitles.inspection, screen: 'inspection', public: true },
  { path: '/changepassword', title: screenTitles.changePassword, screen: 'change-password' },
  { path: TWO_FACTOR_PATH, title: screenTitles.twoFactor, screen: 'two-factor' },
  { path: '/ping', title: screenTitles.ping, screen: 'ping' },
  { path: '/prueba', title: screenTitles.prueba, screen: 'prueba' },
  // After the storefront's entries (10-50) in the header menu.
  {
    path: '/admin',
    title: texts.menu.admin,
    screen: 'admin-home',
    admin: true,
    menu: { menu: 'header', label: texts.menu.admin, order: 90 },
  },
];

/**
 * A remote route as the shell serves it: under /admin it is admin-only whatever the remote says,
 * so a remote that forgets the flag does not open an admin screen to members.
 */
export function asServed(route: RouteInfo, remote: RemoteName): RemoteRouteEntry {
  return { ...route, remote, admin: route.admin || /^\/admin(\/|$)/.test(route.path) };
}

/**
 * The remotes' known routes. A path the shell or an earlier remote also declares stays theirs: the
 * router ranks equal paths by their order, and AppRoutes lists the shell's first.
 */
export function remoteRouteTable(routes: RuntimeConfig['routes']): RemoteRouteEntry[] {
  return remoteNames.flatMap((remote) => (routes[remote] ?? []).map((route) => asServed(route, remote)));
}

/**
 * One menu's links in their order, whoever owns each; back-office ones only for back-office people,
 * and a screen that needs a permission only for who holds it.
 */
export function menuLinks(
  routes: RuntimeConfig['routes'],
  menu: MenuName,
  isAdmin: boolean,
  permissions?: ReadonlySet<Permission>,
): RouteInfo[] {
  return [...shellRoutes, ...remoteRouteTable(routes)]
    .filter((route) => route.menu?.menu === menu && (isAdmin || !route.admin) && mayOpen(route, permissions))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
}

/** Whether a screen is for someone with these permissions (undefined: not known, every screen). */
export function mayOpen(route: RouteInfo, permissions: ReadonlySet<Permission> | undefined): boolean {
  return route.permission === undefined || permissions === undefined || permissions.has(route.permission);
}
