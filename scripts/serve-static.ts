// Serves ONE built folder on its own port, e.g. a remote's dist as if deployed on its own origin
// (CORS open, so the shell can fetch its manifest). The end-to-end suite stops and starts one of
// these to prove the shell's fallback and retry.
//   node --import tsx scripts/serve-static.ts mf-harvest/dist 8183
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_HOST, listenUrl } from '../gateway/src/kernel/http/listen-url.ts';
import { sendNotFound, serveFile } from './web/static-files.ts';

export interface StaticServerOptions {
  /** Folder to serve (absolute, or relative to the current directory). */
  root: string;
  /** 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: this machine only. */
  host?: string;
  /** index.html for unknown page paths (default true: the remote's standalone page). */
  spaFallback?: boolean;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startStaticServer({
  root,
  port = 0,
  host = DEFAULT_HOST,
  spaFallback = true,
}: StaticServerOptions): Promise<StaticServer> {
  const folder = path.resolve(root);
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    serveFile(req, res, { root: folder, relativePath: pathname, spaFallback, cors: true })
      .then((served) => {
        if (!served) sendNotFound(res);
      })
      .catch((error: unknown) => {
        console.error('static server error', error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: listenUrl(host, address.port),
        port: address.port,
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
  const [root, port] = process.argv.slice(2);
  if (!root) {
    console.error('usage: serve-static.ts <folder> [port]');
    process.exit(1);
  }
  const server = await startStaticServer({ root, port: Number(port ?? 0) });
  console.log(`${root}: ${server.url}`);
}
