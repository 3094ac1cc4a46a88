// Serves the built web app from one origin:
//   /                          shell/dist (SPA: unknown page paths get index.html)
//   /remotes/<workspace-dir>/  each remote's dist (e.g. /remotes/mf-storefront/mf-manifest.json)
//   /remotes/<dir>/v/<ver>/    a version published alone (decision 059), from the releases folder;
//                              the config then names the remote's active version instead of its dist
//   /config.json               the shell's run-time config, generated from the options, with
//                              each remote's routes.json folded in (decision 023)
//   any page (/, /carta, ...)  the shell's index.html with that config inlined, preloads of the
//                              route's remote files and its prefetch queries (decision 031)
// Any remote can live elsewhere instead: pass its manifest URL (or REMOTE_MF_<NAME>_URL).
//   node --import tsx scripts/serve-web.ts   (WEB_PORT, HOST, GATEWAY_URL,
//   EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_ORIGIN, SUPABASE_URL,
//   SUPABASE_ANON_KEY, WEB_FIRST_VIEW, WEB_RELEASES_DIR)
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { INLINE_CONFIG_ID } from '@club/web-kit/config/inline-config';
import {
  FIRST_VIEW_FILE,
  type PrefetchQuery,
  type RemoteFirstView,
  type RouteInfo,
  SERVER_RENDER_FILE,
} from '@club/web-kit/routes/remote-route';
import { DEFAULT_HOST, listenUrl } from '../gateway/src/kernel/http/listen-url.ts';
import { activeVersionsReader, isVersion, releasesDirFromEnv } from './deploy/releases.ts';
import { MANIFEST_FILE, type RemoteName, remoteApps, remoteUrlEnvName, shellApp } from './web/apps.ts';
import { watchRouteLists } from './web/route-lists.ts';
import { repoRoot } from './web/rspack-base.ts';
import { webSecurityHeaders } from './web/security-headers.ts';
import {
  dropPageSession,
  handlePageSession,
  PAGE_SESSION_PATH,
  pageSessionOf,
  pageWithServerView,
  rendererAt,
  serverView,
} from './web/server-view.ts';
import { compressBody, negotiateEncoding, sendNotFound, serveFile } from './web/static-files.ts';

/** The order e-mail's EmailJS settings as the browser gets them (shell/src/config/runtime-config.ts). */
export interface EmailJsOptions {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** EmailJS API origin; default the gateway, whose EmailJS stand-in keeps each mail in its outbox. */
  origin: string;
}

/** What the gateway's stand-in accepts; a real EmailJS account replaces these through the options. */
export const defaultEmailJs = {
  serviceId: 'service_club',
  templateId: 'template_pedido',
  publicKey: 'club-public-key',
} as const;

/** The hosted auth + storage service as the browser gets it (mf-finance's `@supabase/supabase-js`). */
export interface SupabaseOptions {
  /** Default: `gatewayUrl`, whose stand-in serves the Supabase Auth and Storage APIs the client uses. */
  url: string;
  /** The public (anon) key; default the stand-in's. */
  anonKey: string;
}

export const defaultSupabaseAnonKey = 'club-anon-key';

/**
 * What the server does for a member's first view over a slow network (decision 031), each one
 * measurable alone (docs/performance.md): brotli copies of the build's files; the run-time config
 * inside the page instead of a request for /config.json; preloads of the shell's first chunks and
 * of the opened route's remote files; the route's first queries sent by the page itself; and the
 * route's screen drawn on the server for a member whose session this server holds (decision 060).
 */
export const firstViewFeatures = ['brotli', 'inline-config', 'preload', 'prefetch', 'server-render'] as const;
export type FirstViewFeature = (typeof firstViewFeatures)[number];

/** WEB_FIRST_VIEW: unset or `all` every feature, `off` none (as before them), or a comma list. */
export function firstViewFromEnv(env: NodeJS.ProcessEnv = process.env): FirstViewFeature[] {
  const value = (env.WEB_FIRST_VIEW ?? 'all').trim();
  if (value === 'all') return [...firstViewFeatures];
  if (value === 'off') return [];
  const asked = value.split(',').map((feature) => feature.trim());
  const unknown = asked.filter((feature) => !(firstViewFeatures as readonly string[]).includes(feature));
  if (unknown.length > 0) throw new Error(`WEB_FIRST_VIEW: unknown ${unknown.join(', ')}`);
  return asked as FirstViewFeature[];
}

export interface WebServerOptions {
  port: number;
  /** Origin of the gateway, e.g. http://localhost:4000 (GraphQL at /graphql). */
  gatewayUrl: string;
  /**
   * Where this server asks the gateway for a drawn page's data (decision 060), when it reaches the
   * gateway on this machine more directly than browsers do (behind a proxy with TLS); default
   * `gatewayUrl`.
   */
  serverRenderGatewayUrl?: string | undefined;
  /** Manifest URL per remote; a missing one is this server's /remotes/<dir>/mf-manifest.json. */
  remoteUrls?: Partial<Record<RemoteName, string>>;
  /** Interface to listen on (default 127.0.0.1: this machine only). */
  host?: string;
  /** Order e-mail settings; each missing one gets its default (origin: `gatewayUrl`). */
  emailjs?: Partial<EmailJsOptions>;
  /** Hosted auth + storage; each missing one gets its default (url: `gatewayUrl`). */
  supabase?: Partial<SupabaseOptions>;
  /** Default every one of `firstViewFeatures`. */
  firstView?: readonly FirstViewFeature[];
  /**
   * Where `npm run remote:deploy` publishes remotes' versions (decision 059). A remote with an
   * active version there is served from it; without one (or without this option), from its dist.
   */
  releasesDir?: string;
}

export interface WebServer {
  url: string;
  port: number;
  /** The address it listens on. */
  address: string;
  close(): Promise<void>;
}

/** Remote manifest URLs from REMOTE_MF_<NAME>_URL variables, for callers that read the environment. */
export function remoteUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<Record<RemoteName, string>> {
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const app of remoteApps) {
    const value = env[remoteUrlEnvName(app.name)];
    if (value) urls[app.name] = value;
  }
  return urls;
}

/** EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_ORIGIN, for callers that read the environment. */
export function emailJsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<EmailJsOptions> {
  const options: Partial<EmailJsOptions> = {};
  if (env.EMAILJS_SERVICE_ID) options.serviceId = env.EMAILJS_SERVICE_ID;
  if (env.EMAILJS_TEMPLATE_ID) options.templateId = env.EMAILJS_TEMPLATE_ID;
  if (env.EMAILJS_PUBLIC_KEY) options.publicKey = env.EMAILJS_PUBLIC_KEY;
  if (env.EMAILJS_ORIGIN) options.origin = env.EMAILJS_ORIGIN;
  return options;
}

/** SUPABASE_URL, SUPABASE_ANON_KEY, for callers that read the environment. */
export function supabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<SupabaseOptions> {
  const options: Partial<SupabaseOptions> = {};
  if (env.SUPABASE_URL) options.url = env.SUPABASE_URL;
  if (env.SUPABASE_ANON_KEY) options.anonKey = env.SUPABASE_ANON_KEY;
  return options;
}

function runtimeConfig(options: WebServerOptions) {
  const gatewayUrl = options.gatewayUrl.replace(/\/+$/, '');
  return {
    gatewayUrl,
    remotes: Object.fromEntries(
      remoteApps.map((app) => [
        app.name,
        // Relative to the page's origin unless told otherwise; the shell resolves it against location.
        options.remoteUrls?.[app.name] ?? `/remotes/${app.dir}/${MANIFEST_FILE}`,
      ]),
    ),
    emailjs: {
      serviceId: options.emailjs?.serviceId ?? defaultEmailJs.serviceId,
      templateId: options.emailjs?.templateId ?? defaultEmailJs.templateId,
      publicKey: options.emailjs?.publicKey ?? defaultEmailJs.publicKey,
      origin: (options.emailjs?.origin ?? gatewayUrl).replace(/\/+$/, ''),
    } satisfies EmailJsOptions,
    supabase: {
      url: (options.supabase?.url ?? gatewayUrl).replace(/\/+$/, ''),
      anonKey: options.supabase?.anonKey ?? defaultSupabaseAnonKey,
    } satisfies SupabaseOptions,
  };
}

function absoluteUrlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(absoluteUrlsIn);
  return [];
}

/** Whether a react-router path pattern (`/products/:product`, `/admin/*`) matches a pathname. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const part = actual[index];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment !== part) return false;
  }
  return wanted.length === actual.length;
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Text for a `<script type="application/json">`: nothing in it can close the element. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function preloadLink(href: string, as: 'script' | 'style' | 'fetch' | 'image'): string {
  // A fetch() preload needs `crossorigin` to be the request the federation runtime then makes.
  return `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${as === 'fetch' ? ' crossorigin' : ''}>`;
}

interface FirstView {
  links: string[];
  queries: PrefetchQuery[];
  /** Where the remote's server renderer would be, the base its images are served under, the route. */
  serverRender?: { rendererFile: string; assetBase: string; route: string } | undefined;
}

const noFirstView: FirstView = { links: [], queries: [] };

const serverRenderDir = `/${path.posix.dirname(SERVER_RENDER_FILE)}/`;

/** Whether a remote's path names its server renderer, however it is spelled (serveFile decodes it too). */
function isServerRenderFile(relativePath: string): boolean {
  try {
    return path.posix.normalize(`/${decodeURIComponent(relativePath)}`).startsWith(serverRenderDir);
  } catch {
    return false;
  }
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const shellRoot = path.join(repoRoot, shellApp.dir, 'dist');
  const remoteRoots = new Map<string, string>(
    remoteApps.map((app) => [app.dir, path.join(repoRoot, app.dir, 'dist')]),
  );
  const config = runtimeConfig(options);
  const releasesDir = options.releasesDir;
  const activeVersions: ReturnType<typeof activeVersionsReader> = releasesDir
    ? activeVersionsReader(releasesDir)
    : async () => ({});
  /** Each remote's files on this machine now: its active published version, else its dist. */
  async function filesOf(app: (typeof remoteApps)[number]): Promise<{ dir: string; manifestUrl: string }> {
    const version = (await activeVersions())[app.dir];
    return releasesDir && version
      ? {
          dir: path.join(releasesDir, app.dir, version),
          manifestUrl: `/remotes/${app.dir}/v/${version}/${MANIFEST_FILE}`,
        }
      : { dir: path.join(repoRoot, app.dir, 'dist'), manifestUrl: `/remotes/${app.dir}/${MANIFEST_FILE}` };
  }
  /** The run-time config as of now: a remote deployed alone shows at the next page load. */
  async function currentConfig() {
    const remotes = { ...config.remotes };
    for (const app of remoteApps) {
      if (!options.remoteUrls?.[app.name]) remotes[app.name] = (await filesOf(app)).manifestUrl;
    }
    return { ...config, remotes, routes: await routeLists.current() };
  }
  const routeLists = await watchRouteLists(
    remoteApps.map((app) => {
      const manifestUrl = options.remoteUrls?.[app.name];
      return manifestUrl
        ? { remote: app.name, manifestUrl }
        : { remote: app.name, dist: async () => (await filesOf(app)).dir };
    }),
  );
  const securityHeaders = Object.entries(
    webSecurityHeaders({
      gatewayUrl: config.gatewayUrl,
      remoteUrls: Object.values(config.remotes),
      // Every absolute URL of the run-time config (EmailJS, the hosted auth service, ...) is one the
      // browser calls: a setting added there is allowed without touching the policy.
      connectUrls: absoluteUrlsIn(config),
    }),
  );

  const features = new Set<FirstViewFeature>(options.firstView ?? firstViewFeatures);

  /** The remote that owns a page's path, by the route lists of the config. */
  function routeOf(
    lists: Partial<Record<RemoteName, RouteInfo[]>>,
    pathname: string,
  ): { remote: (typeof remoteApps)[number]; route: RouteInfo } | undefined {
    for (const app of remoteApps) {
      const route = lists[app.name]?.find((candidate) => routeMatches(candidate.path, pathname));
      if (route) return { remote: app, route };
    }
    return undefined;
  }

  /**
   * What the page of one route needs first, read from the remote's dist on this machine: its
   * manifest, remoteEntry.js, the exposed routes module, the screen's files, and the queries it
   * declares. A remote on another origin gets none of it (its files are not here to read).
   */
  async function routeFirstView(remote: (typeof remoteApps)[number], route: RouteInfo): Promise<FirstView> {
    if (options.remoteUrls?.[remote.name]) return noFirstView;
    const { dir: dist, manifestUrl } = await filesOf(remote);
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const [manifest, firstView] = await Promise.all([
      readJson<RemoteManifest>(path.join(dist, MANIFEST_FILE)),
      readJson<RemoteFirstView>(path.join(dist, FIRST_VIEW_FILE)),
    ]);
    const links: string[] = [];
    const queries: PrefetchQuery[] = firstView?.[route.path]?.queries ?? [];
    if (manifest) {
      links.push(preloadLink(manifestUrl, 'fetch'));
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) links.push(preloadLink(`${base}${entry.path ?? ''}${entry.name}`, 'script'));
      const routesModule = manifest.exposes?.find((expose) => expose.path === './routes');
      for (const file of routesModule?.assets?.js?.sync ?? [])
        links.push(preloadLink(`${base}${file}`, 'script'));
      for (const file of routesModule?.assets?.css?.sync ?? [])
        links.push(preloadLink(`${base}${file}`, 'style'));
    }
    for (const file of firstView?.[route.path]?.assets ?? []) {
      const as = file.endsWith('.css') ? 'style' : file.endsWith('.js') ? 'script' : 'image';
      links.push(preloadLink(`${base}${file}`, as));
    }
    const serverRender = {
      rendererFile: path.join(dist, SERVER_RENDER_FILE),
      assetBase: base,
      route: route.path,
    };
    return { links, queries, serverRender };
  }

  let template: { mtimeMs: number; html: string } | undefined;
  async function shellPage(): Promise<string> {
    const file = path.join(shellRoot, 'index.html');
    const { mtimeMs } = await stat(file);
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, html: await readFile(file, 'utf8') };
    return template.html;
  }

  /** The shell's page for any app path, with what that path needs first in its head. */
  async function sendPage(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    let html = await shellPage();
    let drawn: string | undefined;
    if (!features.has('preload')) html = html.replace(/<link[^>]*\bdata-first-view\b[^>]*>/g, '');
    const head: string[] = [];
    if (features.has('inline-config') || features.has('preload')) {
      const current = await currentConfig();
      const owner = routeOf(current.routes, pathname);
      const first = owner ? await routeFirstView(owner.remote, owner.route) : noFirstView;
      if (features.has('preload')) head.push(...first.links);
      const token = pageSessionOf(req);
      if (features.has('server-render') && first.serverRender && token) {
        const view = await serverView({
          gatewayUrl: config.gatewayUrl,
          askGatewayUrl: options.serverRenderGatewayUrl,
          token,
          pathname,
          queries: first.queries,
          ...first.serverRender,
        });
        if (view && 'refused' in view) dropPageSession(req, res);
        else if (view) drawn = view.html;
      }
      if (features.has('inline-config')) {
        const prefetch =
          features.has('prefetch') && first.queries.length > 0 ? { prefetch: first.queries } : {};
        // Data, not a script: the CSP (no inline script) does not apply, and the shell parses it.
        head.push(
          `<script id="${INLINE_CONFIG_ID}" type="application/json">${jsonInHtml({ ...current, ...prefetch })}</script>`,
        );
      }
    }
    html = html.replace('</head>', `${head.join('')}</head>`);
    const body = Buffer.from(drawn === undefined ? html : pageWithServerView(html, drawn));
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The config inside changes with any deploy: always asked again (a 304 when nothing changed).
    // A drawn screen is one member's: kept by that browser alone.
    res.setHeader('Cache-Control', drawn === undefined ? 'no-cache' : 'private, no-cache');
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = negotiateEncoding(req, features.has('brotli'));
    const sent = await compressBody(body, encoding);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', sent.length);
    res.end(req.method === 'HEAD' ? undefined : sent);
  }

  async function isShellFile(pathname: string): Promise<boolean> {
    if (pathname === '/' || pathname === '/index.html') return false;
    const file = path.join(shellRoot, path.posix.normalize(pathname));
    return (await stat(file).catch(() => null))?.isFile() === true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === PAGE_SESSION_PATH) {
      await handlePageSession(req, res);
      return;
    }
    if (pathname === '/config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(await currentConfig()));
      return;
    }
    const brotli = features.has('brotli');
    const remote = /^\/remotes\/([^/]+)(\/.*)?$/.exec(pathname);
    if (remote) {
      const dir = remote[1] ?? '';
      const published = /^\/v\/([^/]+)(\/.*)?$/.exec(remote[2] ?? '');
      // Every published version stays reachable until retired: a page loaded on it keeps
      // fetching its own chunks while a newer one is active.
      const [root, relativePath] =
        published && releasesDir && remoteRoots.has(dir)
          ? [
              isVersion(published[1] ?? '') ? path.join(releasesDir, dir, published[1] ?? '') : undefined,
              published[2],
            ]
          : [remoteRoots.get(dir), remote[2]];
      // The server renderer is for this server to run, not for browsers to download.
      const served =
        root !== undefined &&
        !isServerRenderFile(relativePath ?? '/') &&
        (await serveFile(req, res, {
          root,
          relativePath: relativePath ?? '/',
          spaFallback: false,
          cors: true,
          brotli,
        }));
      if (!served) sendNotFound(res);
      return;
    }
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (path.extname(pathname) === '' ||
        pathname === '/index.html' ||
        String(req.headers.accept ?? '').includes('text/html'));
    let decodedPath: string | undefined;
    try {
      decodedPath = decodeURIComponent(pathname);
    } catch {
      decodedPath = undefined;
    }
    if (wantsPage && decodedPath !== undefined && !(await isShellFile(decodedPath))) {
      await sendPage(req, res, decodedPath);
      return;
    }
    if (
      !(await serveFile(req, res, { root: shellRoot, relativePath: pathname, spaFallback: true, brotli }))
    ) {
      sendNotFound(res);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('web server error', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const host = options.host ?? DEFAULT_HOST;
    server.listen(options.port, host, () => {
      const { port, address } = server.address() as AddressInfo;
      // The remotes' server renderers load now, beside the first requests, not in the first
      // member's page.
      if (features.has('server-render')) {
        for (const app of remoteApps) {
          void filesOf(app)
            .then(({ dir }) => rendererAt(path.join(dir, SERVER_RENDER_FILE)))
            .catch(() => undefined);
        }
      }
      resolve({
        url: listenUrl(host, port),
        port,
        address,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startWebServer({
    port: Number(process.env.WEB_PORT ?? 8080),
    host: process.env.HOST || undefined,
    gatewayUrl: process.env.GATEWAY_URL ?? 'http://localhost:4000',
    remoteUrls: remoteUrlsFromEnv(),
    emailjs: emailJsFromEnv(),
    supabase: supabaseFromEnv(),
    firstView: firstViewFromEnv(),
    releasesDir: releasesDirFromEnv(),
  });
  console.log(`web: ${server.url}`);
}
