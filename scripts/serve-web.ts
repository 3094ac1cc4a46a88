// Serves the built web app from one origin:
//   /                          shell/dist (SPA: unknown page paths get index.html)
//   /remotes/<workspace-dir>/  each remote's dist (e.g. /remotes/mf-storefront/mf-manifest.json)
//   /config.json               the shell's run-time config, generated from the options
// Any remote can live elsewhere instead: pass its manifest URL (or REMOTE_MF_<NAME>_URL).
//   node --import tsx scripts/serve-web.ts   (WEB_PORT, GATEWAY_URL, CONTACT_EMAIL, CONTACT_PHONE)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MANIFEST_FILE, type RemoteName, remoteApps, remoteUrlEnvName, shellApp } from './web/apps.ts';
import { repoRoot } from './web/rspack-base.ts';
import { sendNotFound, serveFile } from './web/static-files.ts';

export interface WebServerOptions {
  port: number;
  /** Origin of the gateway, e.g. http://localhost:4000 (GraphQL at /graphql). */
  gatewayUrl: string;
  contact: { email: string; phone: string };
  /** Manifest URL per remote; a missing one is this server's /remotes/<dir>/mf-manifest.json. */
  remoteUrls?: Partial<Record<RemoteName, string>>;
  /** Interface to listen on (default all). */
  host?: string;
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

function runtimeConfig(options: WebServerOptions) {
  return {
    gatewayUrl: options.gatewayUrl.replace(/\/+$/, ''),
    remotes: Object.fromEntries(
      remoteApps.map((app) => [
        app.name,
        // Relative to the page's origin unless told otherwise; the shell resolves it against location.
        options.remoteUrls?.[app.name] ?? `/remotes/${app.dir}/${MANIFEST_FILE}`,
      ]),
    ),
    contact: options.contact,
  };
}

export function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const shellRoot = path.join(repoRoot, shellApp.dir, 'dist');
  const remoteRoots = new Map<string, string>(
    remoteApps.map((app) => [app.dir, path.join(repoRoot, app.dir, 'dist')]),
  );
  const configBody = JSON.stringify(runtimeConfig(options));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(configBody);
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
    contact: {
      email: process.env.CONTACT_EMAIL ?? 'contacto@club.uy',
      phone: process.env.CONTACT_PHONE ?? '+598 99 000 000',
    },
    remoteUrls: remoteUrlsFromEnv(),
  });
  console.log(`web: ${server.url}`);
}
