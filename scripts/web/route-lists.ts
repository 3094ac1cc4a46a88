// Each remote's route list (the routes.json its build writes beside mf-manifest.json), for the
// web server to fold into /config.json (decision 023): the shell then knows every remote's paths,
// guards and menu entries with no request of its own, and a remote redeployed with a new screen
// shows it without a shell build or a server restart.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRouteList, ROUTES_FILE, type RouteInfo } from '@club/web-kit/routes/remote-route';
import type { RemoteName } from './apps.ts';

/**
 * Where one remote is: its files on this machine (a folder, or where its active published version
 * is now), or the manifest URL of its own origin.
 */
export type RouteListSource = { remote: RemoteName } & (
  | { dist: string | (() => Promise<string>) }
  | { manifestUrl: string }
);

/** How long a remote on another origin gets to answer, and how long its list is trusted. */
const FETCH_TIMEOUT_MS = 2000;
const REFRESH_AFTER_MS = 30_000;

export interface RouteLists {
  /** The lists known now; a remote never reached is missing (the shell then asks it itself). */
  current(): Promise<Partial<Record<RemoteName, RouteInfo[]>>>;
}

async function readList(source: RouteListSource): Promise<RouteInfo[] | undefined> {
  try {
    const text =
      'dist' in source
        ? await readFile(
            path.join(typeof source.dist === 'string' ? source.dist : await source.dist(), ROUTES_FILE),
            'utf8',
          )
        : await fetch(new URL(ROUTES_FILE, source.manifestUrl), {
            signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
          }).then((response) => (response.ok ? response.text() : ''));
    const list = parseRouteList(JSON.parse(text));
    if (!list) console.warn(`${source.remote}: ${ROUTES_FILE} is not a route list`);
    return list;
  } catch {
    return undefined;
  }
}

/**
 * A dist on disk is read on every call (a redeploy shows at once). A remote on another origin is
 * fetched at start and then at most every 30 s in the background, never on the config's own
 * request path; while it cannot be reached its last list stays.
 */
export async function watchRouteLists(sources: readonly RouteListSource[]): Promise<RouteLists> {
  const remembered = new Map<RemoteName, { list?: RouteInfo[]; at: number; pending?: Promise<void> }>();
  const refresh = (source: RouteListSource) => {
    const entry = remembered.get(source.remote) ?? { at: 0 };
    remembered.set(source.remote, entry);
    entry.pending ??= readList(source).then((list) => {
      if (list) entry.list = list;
      entry.at = Date.now();
      entry.pending = undefined;
    });
    return entry.pending;
  };
  const distant = sources.filter((source) => !('dist' in source));
  await Promise.all(distant.map(refresh));
  return {
    async current() {
      const lists: Partial<Record<RemoteName, RouteInfo[]>> = {};
      await Promise.all(
        sources.map(async (source) => {
          let list: RouteInfo[] | undefined;
          if ('dist' in source) list = await readList(source);
          else {
            const entry = remembered.get(source.remote);
            if (!entry || Date.now() - entry.at > REFRESH_AFTER_MS) void refresh(source);
            list = entry?.list;
          }
          if (list) lists[source.remote] = list;
        }),
      );
      return lists;
    },
  };
}
