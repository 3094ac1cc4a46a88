import { MAX_PHOTO_BYTES, photoTexts } from '@club/domain/product-photos';
import { productKey } from '@club/domain/products';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { notFoundBody } from '../kernel/http/errors.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { type PhotoOutcome, removeProductPhoto, setProductPhoto } from './commands.ts';
import { readPhotoFile, storePhotoFiles } from './photo-files.ts';
import { makePhotoVariantsInTurn } from './photo-variants.ts';
import { PHOTOS_PATH, photoUrl, productExists } from './queries.ts';

// The photo REST calls. Back office, under /admin (the app's guard answers 401 and 403 first):
// POST /admin/products/{key}/photo (multipart, the file in `photo`) and DELETE of the same path.
// Anyone: GET /photos/{name}, the files, which an <img> fetches without a token; their names are
// their content's hash, so they are cached for a year and never change.

/** Room for the multipart envelope around the largest photo. */
export const PHOTO_UPLOAD_BODY_LIMIT = MAX_PHOTO_BYTES + 64 * 1024;

/** The upload's path (the app leaves its body to the route's own, larger limit). */
export function isPhotoUpload(method: string, path: string): boolean {
  return method === 'POST' && /^\/admin\/products\/[^/]+\/photo$/.test(path);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The answer of a photo change: the photo's files as the carta names them. */
function photoAnswer(key: string, outcome: Extract<PhotoOutcome, { ok: true }>) {
  const { photo, changed } = outcome;
  return {
    key,
    changed,
    photo: photo && {
      width: photo.width,
      height: photo.height,
      placeholder: photo.placeholder,
      variants: photo.variants.map((variant) => ({
        url: photoUrl(variant),
        format: variant.format,
        width: variant.width,
        height: variant.height,
        bytes: variant.bytes,
      })),
    },
  };
}

/** The uploaded file's bytes, or null when the body holds no `photo` file. */
export async function uploadedPhoto(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<Uint8Array | null> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) return null;
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return null;
  }
  const file = form.get('photo');
  if (!(file instanceof Blob)) return null;
  return new Uint8Array(await file.arrayBuffer());
}

export function photoAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const mayManage: MiddlewareHandler<AppEnv> = async (c, next) => {
    await requireViewer(c, 'stock.manage');
    await next();
  };
  const limit = bodyLimit({
    maxSize: PHOTO_UPLOAD_BODY_LIMIT,
    onError: (c) => refusalResponse(c, refusal('FOTO_DEMASIADO_PESADA')),
  });
  const unknownProduct = { code: 'PRODUCTO_DESCONOCIDO', message: photoTexts.unknownProduct } as const;

  // 200 { key, changed, photo: { width, height, placeholder, variants: [{ url, format, width, height, bytes }] } }.
  routes.post('/products/:key/photo', mayManage, limit, async (c) => {
    const viewer = await requireViewer(c, 'stock.manage');
    const key = productKey(c.req.param('key'));
    // An unknown key is refused before the file is read or processed.
    if (!(await productExists(c.var.db, key))) {
      return refusalResponse(c, unknownProduct, { addressed: true });
    }
    const bytes = await uploadedPhoto(c);
    if (bytes === null) return refusalResponse(c, refusal('FOTO_REQUERIDA'));
    const made = await makePhotoVariantsInTurn(bytes);
    if (!made.ok) return refusalResponse(c, made.error);
    await storePhotoFiles(c.var.config.photosDir, made.files);
    const outcome = await setProductPhoto(c.var.db, viewer.memberId, key, made.photo);
    if (!outcome.ok) return refusalResponse(c, outcome.error, { addressed: true });
    return c.json(photoAnswer(key, outcome));
  });

  // 200 { key, changed, photo: null }: the carta shows the product's illustration again.
  routes.delete('/products/:key/photo', mayManage, async (c) => {
    const viewer = await requireViewer(c, 'stock.manage');
    const key = productKey(c.req.param('key'));
    const outcome = await removeProductPhoto(c.var.db, viewer.memberId, key);
    if (!outcome.ok) return refusalResponse(c, outcome.error, { addressed: true });
    return c.json(photoAnswer(key, outcome));
  });

  return routes;
}

export function photoRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(`${PHOTOS_PATH}/:name`, async (c) => {
    const file = await readPhotoFile(c.var.config.photosDir, c.req.param('name'));
    if (!file) return c.json(notFoundBody, 404);
    c.header('Cache-Control', IMMUTABLE);
    c.header('Content-Type', file.contentType);
    // <img> on the web app's origin: the gateway's own pages are not the only ones that show them.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(new Uint8Array(file.bytes));
  });
  return routes;
}
