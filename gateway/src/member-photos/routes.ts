import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { PHOTO_UPLOAD_BODY_LIMIT, uploadedPhoto } from '../photos/public.ts';
import { makeMemberPhoto, memberPhotoUrl, removeMemberPhoto, saveMemberPhoto } from './member-photo.ts';

// Uploading and taking away a member's photo (multipart, the file in `photo`): the member their
// own on Mi carnet, an admin any member's. Reading goes through GraphQL (myPhoto, memberPhoto),
// as a data URL: the photo is never a public file.

const UPLOADS = [/^\/mi-carnet\/foto$/, /^\/admin\/members\/[^/]+\/photo$/];

/** The uploads' paths (the app leaves their bodies to the route's own, larger limit). */
export function isMemberPhotoUpload(method: string, path: string): boolean {
  return method === 'POST' && UPLOADS.some((upload) => upload.test(path));
}

const limit = bodyLimit({
  maxSize: PHOTO_UPLOAD_BODY_LIMIT,
  onError: (c) => refusalResponse(c, refusal('FOTO_DEMASIADO_PESADA')),
});

/** 200 { photo: dataUrl } once kept; the refusal otherwise, and nothing kept. */
async function upload(c: Context<AppEnv>, memberId: number, by: number) {
  const bytes = await uploadedPhoto(c);
  if (bytes === null) return refusalResponse(c, refusal('FOTO_REQUERIDA'));
  const made = await makeMemberPhoto(bytes);
  if (!made.ok) return refusalResponse(c, made.error);
  const saved = await saveMemberPhoto(c.var.db, memberId, by, made.jpeg);
  if (!saved.ok) return refusalResponse(c, saved.error, { addressed: true });
  return c.json({ photo: await memberPhotoUrl(c.var.db, memberId) });
}

const memberIdOf = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

export function memberPhotoRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/mi-carnet/foto', limit, async (c) => {
    const viewer = await requireViewer(c, 'member');
    return upload(c, viewer.memberId, viewer.memberId);
  });
  routes.delete('/mi-carnet/foto', async (c) => {
    const viewer = await requireViewer(c, 'member');
    return c.json({ removed: await removeMemberPhoto(c.var.db, viewer.memberId) });
  });
  return routes;
}

export function memberPhotoAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/members/:id/photo', limit, async (c) => {
    const viewer = await requireViewer(c, 'members.manage');
    const memberId = memberIdOf(c.req.param('id'));
    if (memberId === null) return refusalResponse(c, refusal('DATOS_INVALIDOS'));
    return upload(c, memberId, viewer.memberId);
  });
  routes.delete('/members/:id/photo', async (c) => {
    await requireViewer(c, 'members.manage');
    const memberId = memberIdOf(c.req.param('id'));
    if (memberId === null) return refusalResponse(c, refusal('DATOS_INVALIDOS'));
    return c.json({ removed: await removeMemberPhoto(c.var.db, memberId) });
  });
  return routes;
}
