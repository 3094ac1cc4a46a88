// A small static file responder for built web apps: content types, brotli (precompressed by the
// build, `<file>.br`) or gzip when accepted, long caching for hashed files and none for the entry
// points, and an SPA fallback.
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const compressible = /\.(html|m?js|css|json|map|svg|txt)$/;
/** The suffix of the brotli copy the build writes beside a text file (scripts/build-web.ts). */
export const BROTLI_SUFFIX = '.br';
/** Smaller files are sent as they are: compression would not pay for its headers. */
const MIN_COMPRESSED_SIZE = 512;

/** Whether the build should write a brotli copy of this file. */
export function worthCompressing(file: string, size: number): boolean {
  return compressible.test(file) && size > MIN_COMPRESSED_SIZE;
}

/** Brotli at its best quality, as the build writes it once per file. */
export function brotliBest(body: Buffer): Promise<Buffer> {
  return brotliAsync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The encoding to answer with: brotli when the client takes it and `brotli` is on, else gzip. */
export function negotiateEncoding(req: IncomingMessage, brotli: boolean): 'br' | 'gzip' | undefined {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (brotli && /\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/** A small generated body (a page with its config), compressed on each request as negotiated. */
export async function compressBody(body: Buffer, encoding: 'br' | 'gzip' | undefined): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return encoding === 'gzip' ? gzipAsync(body, { level: 6 }) : body;
}
const hashedName = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

// Built files never change while a server runs: compress each once.
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

async function gzipped(file: string, stats: Stats): Promise<Buffer> {
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === stats.mtimeMs) return cached.body;
  // Level 9: each file is compressed once per server, and the bytes saved are on every member's first view.
  const body = await gzipAsync(await readFile(file), { level: 9 });
  gzipCache.set(file, { mtimeMs: stats.mtimeMs, body });
  return body;
}

async function fileAt(root: string, relative: string): Promise<{ file: string; stats: Stats } | null> {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
  try {
    const stats = await stat(file);
    if (stats.isFile()) return { file, stats };
    if (stats.isDirectory()) {
      const index = path.join(file, 'index.html');
      const indexStats = await stat(index).catch(() => null);
      if (indexStats?.isFile()) return { file: index, stats: indexStats };
    }
  } catch {
    // not there
  }
  return null;
}

export interface ServeOptions {
  /** Absolute folder to serve. */
  root: string;
  /** Path inside the request URL below which `root` is mounted ('' or '/remotes/mf-orders'). */
  relativePath: string;
  /** Serve root/index.html for a missing path that looks like a page (not a file). */
  spaFallback: boolean;
  /** Add `Access-Control-Allow-Origin: *` (remotes fetched from another origin). */
  cors?: boolean;
  /** Send the build's `<file>.br` to a client that accepts brotli (default true). */
  brotli?: boolean;
}

/** Answers the request from `root`; resolves false when there is nothing to send. */
export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  options: ServeOptions,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let relative: string;
  try {
    relative = decodeURIComponent(options.relativePath);
  } catch {
    return false;
  }
  let found = await fileAt(options.root, relative);
  const wantsPage = path.extname(relative) === '' || String(req.headers.accept ?? '').includes('text/html');
  if (!found && options.spaFallback && wantsPage) {
    found = await fileAt(options.root, 'index.html');
  }
  if (!found || isSourceMap(found.file)) return false;

  const { file, stats } = found;
  const name = path.basename(file);
  res.setHeader('Content-Type', contentTypeOf(file));
  res.setHeader('Cache-Control', hashedName.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
  if (worthCompressing(name, stats.size)) res.setHeader('Vary', 'Accept-Encoding');
  // A repeat visit asks again for what is not immutable (remoteEntry.js, the manifests): unchanged
  // since the browser's copy (HTTP dates are whole seconds), the answer is a bodiless 304.
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  if (!Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) * 1000 <= since) {
    res.statusCode = 304;
    res.end();
    return true;
  }

  const encoding = worthCompressing(name, stats.size)
    ? negotiateEncoding(req, options.brotli ?? true)
    : undefined;
  if (encoding === 'br') {
    const brotliFile = await stat(`${file}${BROTLI_SUFFIX}`).catch(() => null);
    // A build cleans its dist first, so a copy is always of the file beside it.
    if (brotliFile?.isFile()) {
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Length', brotliFile.size);
      if (req.method === 'HEAD') {
        res.end();
        return true;
      }
      await new Promise<void>((resolve, reject) => {
        createReadStream(`${file}${BROTLI_SUFFIX}`).on('error', reject).on('end', resolve).pipe(res);
      });
      return true;
    }
  }
  // No brotli copy (a build that wrote none): gzip, compressed here once per file.
  if (encoding !== undefined && negotiateEncoding(req, false) === 'gzip') {
    const body = await gzipped(file, stats);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  res.setHeader('Content-Length', stats.size);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((resolve, reject) => {
    createReadStream(file).on('error', reject).on('end', resolve).pipe(res);
  });
  return true;
}

/**
 * Source maps are never served: they would hand anyone the app's whole source, comments and all.
 * Production builds write none (rspack-base.ts); a folder built before may still hold some.
 */
function isSourceMap(file: string): boolean {
  return file.toLowerCase().endsWith('.map');
}

export function sendNotFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}
