// Our static file responder (scripts/web/static-files.ts) against sirv serving the same built
// remote, set up to send what ours sends (decision 041). sirv is not a dependency: install it
// anywhere and point LIBS_DIR at that folder.
//   mkdir -p /tmp/libs && npm --prefix /tmp/libs install sirv@3
//   LIBS_DIR=/tmp/libs node --import tsx bench/library-comparison/static-files.ts
// Both servers run in one child process (autocannon stays out of their event loop); the rounds
// alternate which one goes first.
import { fork } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../../scripts/web/rspack-base.ts';
import { sendNotFound, serveFile } from '../../scripts/web/static-files.ts';
import { fmt, load } from '../support/measure.ts';

const root = path.join(repoRoot, 'mf-storefront', 'dist');
const hashedName = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

type Handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

function sirvHandler(dev: boolean): Handler {
  const libs = process.env.LIBS_DIR;
  if (!libs) throw new Error('LIBS_DIR: the folder where sirv is installed');
  const sirv = createRequire(path.join(libs, 'package.json'))('sirv') as (
    dir: string,
    options: Record<string, unknown>,
  ) => Handler;
  const serve = sirv(root, {
    dev,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res: ServerResponse, pathname: string) {
      res.setHeader(
        'Cache-Control',
        hashedName.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  return (req, res) => {
    // sirv serves any file it finds; source maps must not leave the server.
    if (req.url?.toLowerCase().endsWith('.map')) return sendNotFound(res);
    serve(req, res, () => sendNotFound(res));
  };
}

const oursHandler: Handler = (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  void serveFile(req, res, { root, relativePath: pathname, spaFallback: false, cors: true }).then((sent) => {
    if (!sent) sendNotFound(res);
  });
};

function listen(handler: Handler): Promise<number> {
  const server = createServer((req, res) => handler(req, res));
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  );
}

async function serveAll(): Promise<void> {
  const ports = {
    ours: await listen(oursHandler),
    'sirv (files listed at start)': await listen(sirvHandler(false)),
    'sirv dev (a stat per request)': await listen(sirvHandler(true)),
  };
  process.send?.(ports);
}

async function measure(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx'] });
  const ports = await new Promise<Record<string, number>>((done) => child.once('message', done as never));
  const chunk = (await import('node:fs'))
    .readdirSync(path.join(root, 'static', 'js'))
    .find((f) => f.endsWith('.js'));
  const entry = await stat(path.join(root, 'remoteEntry.js'));
  const cases = [
    {
      name: 'hashed chunk, brotli copy',
      path: `/static/js/${chunk}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    {
      name: 'remoteEntry.js, brotli copy',
      path: '/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    { name: 'remoteEntry.js, no encoding', path: '/remoteEntry.js', headers: {} },
    {
      name: 'remoteEntry.js, 304',
      path: '/remoteEntry.js',
      headers: {
        'accept-encoding': 'gzip, deflate, br',
        'if-modified-since': entry.mtime.toUTCString(),
        // sirv's ETag for the .br copy; ours answers the date.
        'if-none-match': `W/"${(await stat(path.join(root, 'remoteEntry.js.br'))).size}-${(await stat(path.join(root, 'remoteEntry.js.br'))).mtime.getTime()}"`,
      },
    },
  ];
  const rounds = Number(process.env.ROUNDS ?? 3);
  const names = Object.keys(ports);
  for (const testCase of cases) {
    const rps: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
    const statuses: Record<string, string> = {};
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? names : [...names].reverse();
      for (const name of order) {
        const result = await load({
          url: `http://127.0.0.1:${ports[name]}${testCase.path}`,
          headers: testCase.headers,
          connections: 10,
          duration: Number(process.env.SECONDS ?? 4),
        });
        rps[name]?.push(result.rps);
        statuses[name] = `${result.ok} 2xx, ${result.other} other, ${result.errors} errors`;
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const ours = median(rps.ours ?? []);
    console.log(`\n${testCase.name} (${rounds} rounds, median req/s)`);
    for (const name of names) {
      const value = median(rps[name] ?? []);
      console.log(
        `  ${name.padEnd(30)} ${fmt(value).padStart(7)}  ${(value / ours).toFixed(2)}× ours  [${(rps[name] ?? []).map((v) => fmt(v)).join(', ')}]  ${statuses[name]}`,
      );
    }
  }
  child.kill();
}

await (process.argv.includes('--serve') ? serveAll() : measure());
