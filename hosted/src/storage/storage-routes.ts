import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireApiKey } from '../auth/auth-routes.ts';
import { type Authenticated, authenticate } from '../auth/auth-service.ts';
import { bearerToken } from '../auth/tokens.ts';
import { AuthApiError, StorageApiError, storageErrors } from '../http/errors.ts';
import type { HostedDeps } from '../http/hosted-deps.ts';
import { sniffMime } from './file-type.ts';
import { checkObjectName, decodeObjectName } from './object-path.ts';
import {
  MAX_SIGNED_URL_SECONDS,
  mayRead,
  sessionAlive,
  signObjectUrl,
  verifySignedUrl,
} from './signed-url.ts';
import {
  BUCKETS,
  findObject,
  type ListOptions,
  listObjects,
  MAX_LIST_LIMIT,
  MAX_UPLOAD_BYTES,
  PUBLIC_BUCKETS,
  readObject,
  removeObjects,
  type SortColumn,
  type StoredObject,
  storeObject,
} from './storage-service.ts';

// The subset of the Supabase Storage HTTP API that supabase-js's `storage.from(bucket)` calls:
// upload (POST, or PUT to replace), list, remove, signed URLs (createSignedUrl(s) and the link
// itself), and the public object URL of a public bucket. Mounted at /storage/v1.

/** Room for the multipart envelope around a file of the largest size. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;
export const UPLOAD_PATH_PREFIX = '/storage/v1/object/';

/** The raw (still percent-encoded) path segments after /storage/v1/object/[skip...]. */
function rawSegmentsAfter(c: Context, skip: number): string[] {
  const pathname = new URL(c.req.url).pathname;
  return pathname.slice(UPLOAD_PATH_PREFIX.length).split('/').slice(skip);
}

/** The bucket and the checked object name of the request path (after `skip` fixed segments). */
function target(c: Context, skip: number): { bucket: string; name: string; segments: string[] } {
  const [rawBucket = '', ...rest] = rawSegmentsAfter(c, skip);
  const bucket = decodeObjectName(rawBucket) ?? '';
  if (!BUCKETS.has(bucket)) throw storageErrors.bucketNotFound();
  const name = decodeObjectName(rest.join('/'));
  if (name === null) throw storageErrors.badPath('no se puede decodificar');
  const checked = checkObjectName(name);
  if (!checked.ok) throw storageErrors.badPath(checked.reason);
  return { bucket, name, segments: checked.segments };
}

/** The signed-in user, or null for a caller without a user session (only the public key). */
async function signedIn({ db, config, now }: HostedDeps, c: Context): Promise<Authenticated | null> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token || token === config.supabaseAnonKey) return null;
  try {
    return await authenticate(db, config, token, now());
  } catch (error) {
    if (error instanceof AuthApiError) throw storageErrors.invalidJwt();
    throw error;
  }
}

interface Upload {
  bytes: Uint8Array;
  cacheControl: string;
}

async function readUpload(c: Context): Promise<Upload> {
  const type = c.req.header('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw storageErrors.badRequest('El formulario (multipart) está mal formado.');
    }
    // supabase-js sends the file under the empty field name; accept the first file otherwise.
    const named = form.get('');
    const file =
      named instanceof Blob
        ? named
        : [...form.values()].find((value): value is File => value instanceof Blob);
    if (!file) throw storageErrors.noFile();
    if (file.size > MAX_UPLOAD_BYTES) throw storageErrors.tooLarge();
    const cacheControl = form.get('cacheControl');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      cacheControl: typeof cacheControl === 'string' ? cacheControl : '3600',
    };
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw storageErrors.tooLarge();
  const header = /max-age=(\d+)/.exec(c.req.header('cache-control') ?? '');
  return { bytes, cacheControl: header?.[1] ?? '3600' };
}

function cacheControlValue(seconds: string): string {
  const n = /^\d{1,9}$/.test(seconds.trim()) ? seconds.trim() : '3600';
  return `max-age=${n}`;
}

async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = JSON.parse((await c.req.text()) || '{}');
  } catch {
    throw storageErrors.badRequest('El cuerpo de la solicitud no es JSON válido.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw storageErrors.badRequest('El cuerpo de la solicitud debe ser un objeto JSON.');
  }
  return body as Record<string, unknown>;
}

const sortColumns = new Set<SortColumn>(['name', 'created_at', 'updated_at', 'last_accessed_at']);

function listOptions(body: Record<string, unknown>): ListOptions {
  const int = (value: unknown, fallback: number, min: number, max: number, what: string) => {
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw storageErrors.badRequest(`${what} debe ser un entero entre ${min} y ${max}.`);
    }
    return value;
  };
  const text = (value: unknown, what: string) => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string' || value.length > 1024)
      throw storageErrors.badRequest(`${what} debe ser un texto.`);
    return value;
  };
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = sortBy.column ?? 'name';
  const order = typeof sortBy.order === 'string' ? sortBy.order.toLowerCase() : 'asc';
  if (!sortColumns.has(column as SortColumn)) throw storageErrors.badRequest('sortBy.column no es válido.');
  if (order !== 'asc' && order !== 'desc')
    throw storageErrors.badRequest('sortBy.order debe ser asc o desc.');
  return {
    prefix: text(body.prefix, 'prefix'),
    search: text(body.search, 'search'),
    limit: int(body.limit, 100, 1, MAX_LIST_LIMIT, 'limit'),
    offset: int(body.offset, 0, 0, 1_000_000, 'offset'),
    sortBy: { column: column as SortColumn, order },
  };
}

export interface HostedStorageOptions extends HostedDeps {
  /**
   * Caps uploads per caller, counting every one: the mounter's limiter (the stand-in keeps no
   * counters of its own), refusing with `storageErrors.tooManyUploads`.
   */
  uploadLimit: MiddlewareHandler;
}

export function hostedStorageRoutes(deps: HostedStorageOptions): Hono {
  const { db, config, now, uploadLimit } = deps;
  const routes = new Hono();

  routes.onError((error, c) => {
    if (error instanceof StorageApiError) return c.json(error.body, error.status);
    throw error;
  });

  // Public and signed object URLs are plain links (an <a>, an <img>): no key needed, as on
  // Supabase. A signed one carries its own proof in ?token.
  routes.use('*', async (c, next) => {
    if (
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      (c.req.path.startsWith('/storage/v1/object/public/') ||
        c.req.path.startsWith('/storage/v1/object/sign/'))
    ) {
      return next();
    }
    return requireApiKey(config.supabaseAnonKey, storageErrors.noApiKey)(c, next);
  });

  routes.post('/object/list/:bucket', async (c) => {
    const bucket = c.req.param('bucket');
    if (!BUCKETS.has(bucket)) throw storageErrors.bucketNotFound();
    const options = listOptions(await jsonObject(c));
    const who = await signedIn(deps, c);
    // Like row-level security on owner: without a user there is nothing of yours to list.
    if (!who) return c.json([]);
    return c.json(await listObjects(db, bucket, who.user.id, options));
  });

  // remove([paths]): DELETE /object/{bucket} with { prefixes: [...] }.
  routes.delete('/object/:bucket', async (c) => {
    const bucket = c.req.param('bucket');
    if (!BUCKETS.has(bucket)) throw storageErrors.bucketNotFound();
    // Who first: a caller without a session learns nothing from how the body is checked.
    const who = await signedIn(deps, c);
    if (!who) throw storageErrors.signInRequired();
    const body = await jsonObject(c);
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > MAX_LIST_LIMIT) {
      throw storageErrors.badRequest(`prefixes debe ser una lista de 1 a ${MAX_LIST_LIMIT} rutas.`);
    }
    const names = prefixes.map((entry: unknown) => {
      const name = typeof entry === 'object' && entry !== null ? (entry as { path?: unknown }).path : entry;
      const checked = typeof name === 'string' ? checkObjectName(name) : null;
      if (!checked?.ok) throw storageErrors.badPath(checked ? checked.reason : 'no es un texto');
      return name as string;
    });
    return c.json(await removeObjects(db, config.uploadsDir, bucket, who.user.id, names));
  });

  const serve = (
    c: Context,
    row: StoredObject,
    bytes: Uint8Array<ArrayBuffer>,
    segments: string[],
    cacheControl: string,
  ) => {
    const fileName = encodeURIComponent(segments[segments.length - 1] ?? 'archivo');
    const inlineSafe = row.mime.startsWith('image/') || row.mime === 'application/pdf';
    const download = c.req.query('download') !== undefined || !inlineSafe;
    return c.body(bytes, 200, {
      'content-type': row.mime,
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'content-disposition': `${download ? 'attachment' : 'inline'}; filename*=UTF-8''${fileName}`,
      'cache-control': cacheControl,
      etag: `"${row.id}"`,
      'last-modified': new Date(row.updated_at).toUTCString(),
    });
  };

  routes.get('/object/public/*', async (c) => {
    const { bucket, name, segments } = target(c, 1);
    // A private bucket has no public URLs: Supabase answers as if it did not exist.
    if (!PUBLIC_BUCKETS.has(bucket)) throw storageErrors.bucketNotFound();
    const found = await readObject(db, config.uploadsDir, bucket, name);
    if (!found) throw storageErrors.objectNotFound();
    return serve(c, found.row, found.bytes, segments, found.row.cache_control);
  });

  // The link a signed URL is: its token names the object, the session that asked and the expiry.
  routes.get('/object/sign/*', async (c) => {
    const { bucket, name, segments } = target(c, 1);
    const token = c.req.query('token') ?? '';
    const claims = token ? await verifySignedUrl(config.supabaseJwtSecret, token, bucket, name, now()) : null;
    if (!claims || !(await sessionAlive(db, claims))) throw storageErrors.badSignedUrl();
    const found = await readObject(db, config.uploadsDir, bucket, name);
    const who = { userId: claims.sub, sessionId: claims.sid };
    if (!found || !(await mayRead(deps, db, who, bucket, found.row.owner))) {
      throw storageErrors.objectNotFound();
    }
    // Whoever holds the link reads it while it lives; no shared cache keeps a copy.
    return serve(c, found.row, found.bytes, segments, 'private, no-store');
  });

  const expiresIn = (body: Record<string, unknown>): number => {
    const seconds = body.expiresIn;
    if (
      typeof seconds !== 'number' ||
      !Number.isInteger(seconds) ||
      seconds < 1 ||
      seconds > MAX_SIGNED_URL_SECONDS
    ) {
      throw storageErrors.badRequest(
        `expiresIn debe ser un entero de segundos entre 1 y ${MAX_SIGNED_URL_SECONDS}.`,
      );
    }
    return seconds;
  };

  /** The signedURL of one object for a signed-in reader, or null when it is missing or not theirs to read. */
  const signFor = async (who: Authenticated, bucket: string, name: string, seconds: number) => {
    const found = await findObject(db, bucket, name);
    const reader = { userId: who.user.id, sessionId: who.sessionId };
    if (!found || !(await mayRead(deps, db, reader, bucket, found.owner))) return null;
    return signObjectUrl(config.supabaseJwtSecret, who, bucket, name, seconds, now());
  };

  // createSignedUrl(path, expiresIn): POST /object/sign/{bucket}/{path}; createSignedUrls(paths,
  // expiresIn): POST /object/sign/{bucket} with { expiresIn, paths }.
  routes.post('/object/sign/*', async (c) => {
    // Who first: a caller without a session learns nothing from how the path or body is checked.
    const who = await signedIn(deps, c);
    if (!who) throw storageErrors.signInToRead();
    const [rawBucket = '', ...rest] = rawSegmentsAfter(c, 1);
    const batch = rest.length === 0 || (rest.length === 1 && rest[0] === '');
    const bucket = decodeObjectName(rawBucket) ?? '';
    if (!BUCKETS.has(bucket)) throw storageErrors.bucketNotFound();
    const body = await jsonObject(c);
    const seconds = expiresIn(body);
    if (!batch) {
      const { name } = target(c, 1);
      const signedURL = await signFor(who, bucket, name, seconds);
      if (!signedURL) throw storageErrors.objectNotFound();
      return c.json({ signedURL });
    }
    const paths = body.paths;
    if (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_LIST_LIMIT) {
      throw storageErrors.badRequest(`paths debe ser una lista de 1 a ${MAX_LIST_LIMIT} rutas.`);
    }
    const answers = [];
    for (const path of paths) {
      const checked = typeof path === 'string' ? checkObjectName(path) : null;
      if (!checked?.ok) throw storageErrors.badPath(checked ? checked.reason : 'no es un texto');
      const signedURL = await signFor(who, bucket, path as string, seconds);
      answers.push({
        error: signedURL ? null : storageErrors.objectNotFound().message,
        path,
        signedURL,
      });
    }
    return c.json(answers);
  });

  const upload = async (c: Context, mode: 'create' | 'replace') => {
    const { bucket, name, segments } = target(c, 0);
    const who = await signedIn(deps, c);
    if (!who) throw storageErrors.signInRequired();
    // Each user writes only inside their own folder: {userId}/...
    if (segments[0] !== who.user.id || segments.length < 2) throw storageErrors.notYourFolder();
    const { bytes, cacheControl } = await readUpload(c);
    const mime = sniffMime(bytes);
    if (!mime) throw storageErrors.badType();
    const upsert = mode === 'replace' || c.req.header('x-upsert')?.toLowerCase() === 'true';
    const stored = await storeObject(
      db,
      config.uploadsDir,
      {
        bucket,
        name,
        owner: who.user.id,
        bytes,
        mime,
        cacheControl: cacheControlValue(cacheControl),
        upsert,
        quotaBytes: config.storageQuotaBytes,
      },
      now(),
    );
    return c.json({ Id: stored.id, Key: stored.key });
  };
  const limitUpload = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT,
    onError: (c) => c.json(storageErrors.tooLarge().body, 413),
  });
  routes.post('/object/*', uploadLimit, limitUpload, (c) => upload(c, 'create'));
  routes.put('/object/*', uploadLimit, limitUpload, (c) => upload(c, 'replace'));

  routes.all('*', () => {
    throw new StorageApiError(404, 'not_found', 'Esta ruta del servicio de archivos no existe.');
  });

  return routes;
}
