// The contract between a remote and the shell about the remote's screens (decision 023). A remote
// declares its routes once, in its exposed `./routes` module; its build also writes them, without
// the screens, to routes.json beside mf-manifest.json, and the web server folds that list into
// /config.json. So the shell knows every path, guard and menu entry before loading any remote, and
// a remote adds a screen without a new shell build.
import { isPermission, type Permission } from '@club/domain/roles';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ComponentType } from 'react';

/** The shell's menus a route can add a link to: the header's dropdown and the tiles of /admin. */
export type MenuName = 'header' | 'admin';

export interface MenuEntry {
  menu: MenuName;
  label: string;
  /** Place among every entry of that menu, whoever owns it (remotes' entries interleave). */
  order: number;
}

/** What the shell knows of a route before the remote is loaded: the JSON of routes.json. */
export interface RouteInfo {
  /** react-router path pattern. */
  path: string;
  /**
   * The screen's name in the document title ('Catálogo' → 'Catálogo · Club de socios'). Every
   * route of this build has one; a remote built before titles existed sends none.
   */
  title?: string;
  /** Admin only: a signed-in member sees 'Error 401: UnAuthorized' and the screen never loads. */
  admin?: boolean;
  /** The permission the screen's calls need: without it the tile is hidden and the screen refused. */
  permission?: Permission;
  menu?: MenuEntry;
}

export interface RemoteRoute extends RouteInfo {
  title: string;
  /** Fetches the screen's own chunk, on the first visit. */
  screen: () => Promise<ComponentType>;
  /**
   * Queries (named, without variables) the screen runs as soon as it mounts: a page that opens
   * this route sends them while the screen's code is still downloading (decision 031). Only the
   * build reads them; the screen's own `useQuery` gets the answer through the shell's client.
   */
  prefetch?: readonly TypedDocumentNode<unknown, Record<string, never>>[];
}

/** A query as the shell's client sends it: by the id of one of the app's documents (decision 034). */
export interface PrefetchQuery {
  operationName: string;
  documentId: string;
}

/** What a page opening one route needs first: its screen's files, and its queries. */
export interface RouteFirstView {
  /** JS, CSS and images of the screen's chunk group, relative to the remote's manifest. */
  assets: string[];
  queries: PrefetchQuery[];
}

/** first-view.json beside mf-manifest.json: per route path. */
export type RemoteFirstView = Record<string, RouteFirstView>;

/** Beside each remote's mf-manifest.json (decision 031). */
export const FIRST_VIEW_FILE = 'first-view.json';

/** A remote's server renderer in its dist, beside the manifest (decision 060). */
export const SERVER_RENDER_FILE = 'server/render.cjs';

/**
 * Where the server renderer's image URLs start: the page server puts the remote's own base (its
 * manifest's folder) in its place. Never fetched: `.invalid` resolves nowhere.
 */
export const SERVER_ASSET_BASE = 'https://server-render.invalid/';

/** What SERVER_RENDER_FILE exports. */
export interface RemoteServerRender {
  /**
   * The routes it draws, by their path (routes without parameters only): each a screen that needs
   * nothing but its route's `prefetch` answers to show itself.
   */
  paths: readonly string[];
  /**
   * The screen of `path` drawn from those answers (by operation name), or undefined. `gatewayUrl`
   * is the gateway's origin as the browser knows it (the config's), for the photos' URLs.
   */
  renderRoute(
    path: string,
    answers: Readonly<Record<string, unknown>>,
    gatewayUrl: string,
  ): Promise<string | undefined>;
}

/** What a remote exposes as `<name>/routes`. */
export interface RemoteRoutesModule {
  routes: readonly RemoteRoute[];
}

/** Beside each remote's mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

/** A back-office screen, for who holds `permission` (the one its gateway calls check). */
export function adminRoute(
  path: string,
  title: string,
  permission: Permission,
  screen: RemoteRoute['screen'],
): RemoteRoute {
  return { path, title, admin: true, permission, screen };
}

/**
 * A back-office screen with its tile on /admin: `order` places it among every remote's tiles. The
 * tile's label is the screen's title.
 */
export function adminTile(
  path: string,
  label: string,
  order: number,
  permission: Permission,
  screen: RemoteRoute['screen'],
): RemoteRoute {
  return { ...adminRoute(path, label, permission, screen), menu: { menu: 'admin', label, order } };
}

export function routeInfo({ path, title, admin, permission, menu }: RouteInfo): RouteInfo {
  return {
    path,
    ...(title ? { title } : {}),
    ...(admin ? { admin } : {}),
    ...(permission ? { permission } : {}),
    ...(menu ? { menu } : {}),
  };
}

function isMenuEntry(entry: MenuEntry): boolean {
  return (
    (entry.menu === 'header' || entry.menu === 'admin') &&
    typeof entry.label === 'string' &&
    typeof entry.order === 'number'
  );
}

function isRouteInfo(route: RouteInfo): boolean {
  return (
    typeof route?.path === 'string' &&
    route.path[0] === '/' &&
    (route.title === undefined || typeof route.title === 'string') &&
    (route.admin === undefined || typeof route.admin === 'boolean') &&
    (route.permission === undefined || isPermission(route.permission)) &&
    (route.menu === undefined || isMenuEntry(route.menu))
  );
}

/** The route list of routes.json or of the config, or undefined when any entry is malformed. */
export function parseRouteList(value: unknown): RouteInfo[] | undefined {
  return Array.isArray(value) && value.every(isRouteInfo) ? value : undefined;
}
