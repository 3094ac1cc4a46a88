// Serves the built web app from one origin:
//   /                          shell/dist (SPA: unknown page paths get index.html)
//   /remotes/<workspace-dir>/  each remote's dist (e.g. /remotes/mf-storefront/mf-manifest.json)
//   /config.json               the shell's run-time config, generated from the options, with
//                              each remote's routes.json folded in (decision 023)
// Any remote can live elsewhere instead: pass its manifest URL (or REMOTE_MF_<NAME>_URL).
//   node --import tsx scripts/serve-web.ts   (WEB_PORT, GATEWAY_URL,
//   EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_ORIGIN, SUPABASE_URL,
//   SUPABASE_ANON_KEY)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MANIFEST_FILE, type RemoteName, remoteApps, remoteUrlEnvName, shellApp } from './web/apps.ts';
import { watchRouteLists } from './web/route-lists.ts';
import { repoRoot } from './web/rspack-base.ts';
import { webSecurityHeaders } from './web/security-headers.ts';
import { sendNotFound, serveFile } from './web/static-files.ts';

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

export interface WebServerOptions {
  port: number;
  /** Origin of the gateway, e.g. http://localhost:4000 (GraphQL at /graphql). */
  gatewayUrl: string;
  /** Manifest URL per remote; a missing one is this server's /remotes/<dir>/mf-manifest.json. */
  remoteUrls?: Partial<Record<RemoteName, string>>;
  /** Interface to listen on (default all). */
  host?: string;
  /** Order e-mail settings; each missing one gets its default (origin: `gatewayUrl`). */
  emailjs?: Partial<EmailJsOptions>;
  /** Hosted auth + storage; each missing one gets its default (url: `gatewayUrl`). */
  supabase?: Partial<SupabaseOptions>;
}

export interface WebServer {
  url: string;
  port: number;
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

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const shellRoot = path.join(repoRoot, shellApp.dir, 'dist');
  const remoteRoots = new Map<string, string>(
    remoteApps.map((app) => [app.dir, path.join(repoRoot, app.dir, 'dist')]),
  );
  const config = runtimeConfig(options);
  const routeLists = await watchRouteLists(
    remoteApps.map((app) => {
      const manifestUrl = options.remoteUrls?.[app.name];
      return manifestUrl
        ? { remote: app.name, manifestUrl }
        : { remote: app.name, dist: path.join(repoRoot, app.dir, 'dist') };
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

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify({ ...config, routes: await routeLists.current() }));
      return;
    }
    const remote = /^\/remotes\/([^/]+)(\/.*)?$/.exec(pathname);
    if (remote) {
      const root = remoteRoots.get(remote[1] ?? '');
      const served =
        root !== undefined &&
        (await serveFile(req, res, { root, relativePath: remote[2] ?? '/', spaFallback: false, cors: true }));
      if (!served) sendNotFound(res);
      return;
    }
    if (!(await serveFile(req, res, { root: shellRoot, relativePath: pathname, spaFallback: true }))) {
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
    server.listen(options.port, options.host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${port}`,
        port,
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
    gatewayUrl: process.env.GATEWAY_URL ?? 'http://localhost:4000',
    remoteUrls: remoteUrlsFromEnv(),
    emailjs: emailJsFromEnv(),
    supabase: supabaseFromEnv(),
  });
  console.log(`web: ${server.url}`);
}
