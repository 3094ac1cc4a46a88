import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeMatches } from '../serve-web.ts';
import { BROTLI_SUFFIX, brotliBest, serveFile } from './static-files.ts';

// A dist with one hashed chunk (and the brotli copy a build writes) and one entry point without one.
const root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
const chunk = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let server: Server;
let base: string;

beforeAll(async () => {
  writeFileSync(path.join(root, 'app.0123abcd.js'), chunk);
  writeFileSync(path.join(root, `app.0123abcd.js${BROTLI_SUFFIX}`), await brotliBest(Buffer.from(chunk)));
  writeFileSync(path.join(root, 'remoteEntry.js'), chunk);
  server = createServer((req, res) => {
    const brotli = req.headers['x-brotli'] !== 'off';
    void serveFile(req, res, { root, relativePath: req.url ?? '/', spaFallback: false, brotli }).then(
      (sent) => {
        if (!sent) res.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: { get(name: string): string | undefined };
  body: Buffer;
}

/** The bytes as sent (fetch would decompress them). */
function get(file: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((done, fail) => {
    request(`${base}/${file}`, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        const raw: IncomingHttpHeaders = res.headers;
        done({
          status: res.statusCode ?? 0,
          headers: { get: (name) => raw[name.toLowerCase()] as string | undefined },
          body: Buffer.concat(parts),
        });
      });
    })
      .on('error', fail)
      .end();
  });
}

describe('serveFile: encodings and caching', () => {
  it("sends the build's brotli copy to a browser that takes brotli, gzip to one that does not", async () => {
    const brotli = await get('app.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(chunk);
    const gzip = await get('app.0123abcd.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(chunk);
  });

  it('falls back to gzip where the build wrote no brotli copy, or brotli is off', async () => {
    const noCopy = await get('remoteEntry.js', { 'accept-encoding': 'br, gzip' });
    expect(noCopy.headers.get('content-encoding')).toBe('gzip');
    const off = await get('app.0123abcd.js', { 'accept-encoding': 'br, gzip', 'x-brotli': 'off' });
    expect(off.headers.get('content-encoding')).toBe('gzip');
  });

  it('caches hashed files for good and makes entry points ask again, answered by a 304', async () => {
    const hashed = await get('app.0123abcd.js', {});
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await get('remoteEntry.js', {});
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const lastModified = entry.headers.get('last-modified') ?? '';
    const again = await get('remoteEntry.js', { 'if-modified-since': lastModified });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const older = await get('remoteEntry.js', { 'if-modified-since': new Date(0).toUTCString() });
    expect(older.status).toBe(200);
  });
});

describe('routeMatches: which remote route a page opens', () => {
  it.each([
    ['/carta', '/carta', true],
    ['/carta', '/carta/', true],
    ['/products/:product', '/products/kief', true],
    ['/products/:product', '/products', false],
    ['/admin/*', '/admin/stock/7', true],
    ['/', '/', true],
    ['/', '/carta', false],
    ['/carta', '/cart', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(routeMatches(pattern, pathname)).toBe(expected);
  });
});
