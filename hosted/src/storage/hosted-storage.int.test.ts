import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filesOnDisk,
  type HostedTestServer,
  PDF_BYTES,
  PNG_BYTES,
  provisionedUser,
  startHostedServer,
} from '../test-support/hosted-server.ts';
import { MAX_SIGNED_URL_SECONDS } from './signed-url.ts';
import { findObject, holdObject, MAX_UPLOAD_BYTES } from './storage-service.ts';

// The Storage stand-in driven by the real @supabase/supabase-js: upload, list, signed URLs, held
// objects, and every refusal (duplicate, other folder, size, type, odd names, no public bucket).

let hosted: HostedTestServer;
let admin: SupabaseClient;
let adminId: string;
let member: SupabaseClient;
let memberId: string;

const adminAccount = { mail: 'tesoreria@estudio.uy', password: 'clave-tesoreria-1' };

beforeAll(async () => {
  hosted = await startHostedServer();
  await provisionedUser(hosted.db, adminAccount.mail, adminAccount.password);
  admin = hosted.client();
  const { data } = await admin.auth.signInWithPassword({
    email: adminAccount.mail,
    password: adminAccount.password,
  });
  adminId = data.user?.id as string;
  memberId = await provisionedUser(hosted.db, 'socia.archivos@club.uy', 'clave-socia-1');
  member = hosted.client();
  await member.auth.signInWithPassword({ email: 'socia.archivos@club.uy', password: 'clave-socia-1' });
});
afterAll(async () => {
  await hosted?.close();
});

/** What a signed URL of `path` serves, signed by `client` for a minute. */
async function readBack(client: SupabaseClient, path: string): Promise<Response> {
  const { data, error } = await client.storage.from('Bills').createSignedUrl(path, 60);
  if (error) throw error;
  return fetch(data.signedUrl);
}

function png(name = 'factura.png'): File {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

async function storedRows(): Promise<number> {
  const { rows } = await hosted.db.query<{ n: number }>('select count(*) as n from storage_objects');
  return Number(rows[0]?.n);
}

describe('upload', () => {
  it('stores a PNG sent as multipart (a File, as the browser sends it) under the user folder', async () => {
    const path = `${adminId}/UTE/11-2026/recibo-1`;
    const { data, error } = await admin.storage.from('Bills').upload(path, png());
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `Bills/${path}`, id: expect.any(String) });
    expect(await findObject(hosted.db, 'Bills', path)).toEqual({
      owner: adminId,
      size: PNG_BYTES.byteLength,
      mime: 'image/png',
    });
  });

  it('stores a PDF sent as a raw body, typed by its content', async () => {
    const path = `${adminId}/Ferretería/11-2026/recibo-pdf`;
    const { error } = await admin.storage
      .from('Bills')
      .upload(path, PDF_BYTES, { contentType: 'application/pdf' });
    expect(error).toBeNull();
    expect((await findObject(hosted.db, 'Bills', path))?.mime).toBe('application/pdf');
  });

  it('refuses a second upload to the same path with 409 Duplicate, and keeps the first file', async () => {
    const path = `${adminId}/UTE/11-2026/recibo-1`;
    const { data, error } = await admin.storage.from('Bills').upload(path, new File([PDF_BYTES], 'otro.pdf'));
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 409, statusCode: '409' });
    expect(error?.message).toContain('Ya hay un archivo con ese nombre');
    expect((await findObject(hosted.db, 'Bills', path))?.mime).toBe('image/png');
  });

  it('replaces it with upsert (x-upsert: true), for the same owner', async () => {
    const path = `${adminId}/Varios/11-2026/reemplazable`;
    await admin.storage.from('Bills').upload(path, png());
    const { error } = await admin.storage.from('Bills').upload(path, new Blob([PDF_BYTES]), { upsert: true });
    expect(error).toBeNull();
    const answer = await readBack(admin, path);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await answer.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  it("refuses an upload outside the user's own folder (403) and without a session (401)", async () => {
    const other = await member.storage.from('Bills').upload(`${adminId}/UTE/11-2026/intruso`, png());
    expect(other.error).toMatchObject({ status: 403 });
    const root = await member.storage.from('Bills').upload('suelto.png', png());
    expect(root.error).toMatchObject({ status: 403 });
    const anonymous = await hosted.client().storage.from('Bills').upload(`${adminId}/UTE/anon`, png());
    expect(anonymous.error).toMatchObject({ status: 401 });
    expect(await findObject(hosted.db, 'Bills', `${adminId}/UTE/11-2026/intruso`)).toBeNull();
  });

  it('refuses an unknown bucket with 404', async () => {
    const { error } = await admin.storage.from('Otro').upload(`${adminId}/x`, png());
    expect(error).toMatchObject({ status: 404 });
  });

  it('refuses a file over 10 MB with 413 and a Spanish message (multipart and raw)', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG_BYTES);
    const multipart = await admin.storage
      .from('Bills')
      .upload(`${adminId}/UTE/grande`, new File([big], 'g.png'));
    expect(multipart.error).toMatchObject({ status: 413 });
    expect(multipart.error?.message).toBe('El archivo supera el máximo de 10 MB.');
    const raw = await admin.storage
      .from('Bills')
      .upload(`${adminId}/UTE/grande-raw`, big, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ status: 413 });
    const huge = await admin.storage
      .from('Bills')
      .upload(`${adminId}/UTE/enorme`, new Uint8Array(MAX_UPLOAD_BYTES + 200_000), {
        contentType: 'image/png',
      });
    expect(huge.error).toMatchObject({ status: 413 });
  });

  it('refuses a text file named x.png and typed image/png: the content decides', async () => {
    const fake = new File(['hola, no soy una imagen'], 'x.png', { type: 'image/png' });
    const { error } = await admin.storage.from('Bills').upload(`${adminId}/UTE/x.png`, fake);
    expect(error).toMatchObject({ status: 415 });
    expect(error?.message).toContain('Solo se aceptan imágenes');
    const html = await admin.storage
      .from('Bills')
      .upload(`${adminId}/UTE/pagina`, Buffer.from('<html><script>alert(1)</script></html>'), {
        contentType: 'image/jpeg',
      });
    expect(html.error).toMatchObject({ status: 415 });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', { type: 'image/svg+xml' });
    expect((await admin.storage.from('Bills').upload(`${adminId}/UTE/a.svg`, svg)).error).toMatchObject({
      status: 415,
    });
  });

  it('refuses path traversal and odd names with 400', async () => {
    const bad = [
      `${adminId}/..%2F..%2Fetc/passwd.png`,
      `${adminId}/%2E%2E%2Fotro.png`,
      `${adminId}/a%5Cb.png`,
      `${adminId}/con%01control.png`,
      `${adminId}/vacia%2F%2Fcarpeta.png`,
      `${adminId}/%2Fabsoluta.png`,
      `${adminId}/mal%E0%A4%A.png`,
    ];
    for (const path of bad) {
      const { error } = await admin.storage.from('Bills').upload(path, png());
      expect(error, path).toMatchObject({ status: 400 });
      expect(error?.message, path).toContain('Nombre de archivo inválido');
    }
  });

  it('of concurrent uploads to one path, exactly one is stored', async () => {
    const path = `${adminId}/Sueldos/11-2026/carrera`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => admin.storage.from('Bills').upload(path, png())),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(
      results.filter((r) => r.error !== null).every((r) => (r.error as { status?: number }).status === 409),
    ).toBe(true);
  });

  it('leaves no file without its row and no row without its file after all of the above', async () => {
    const files = await filesOnDisk(hosted.config.uploadsDir);
    expect(files.filter((f) => f.includes('.tmp-'))).toEqual([]);
    expect(files).toHaveLength(await storedRows());
    const { rows } = await hosted.db.query<{ id: string; bucket: string }>(
      'select id, bucket from storage_objects',
    );
    expect(files.sort()).toEqual(rows.map((r) => `${r.bucket}/${r.id}`).sort());
  });
});

describe('list', () => {
  const folder = () => `${adminId}/OSE/10-2026`;

  beforeAll(async () => {
    for (const name of ['c-recibo', 'a-recibo', 'b-recibo', 'B-otro']) {
      const { error } = await admin.storage.from('Bills').upload(`${folder()}/${name}`, png());
      if (error) throw error;
    }
    await admin.storage.from('Bills').upload(`${folder()}/sub/d-recibo`, png());
  });

  it('lists a folder sorted by name ascending with limit and offset', async () => {
    const bucket = admin.storage.from('Bills');
    const sort = { column: 'name', order: 'asc' } as const;
    const first = await bucket.list(folder(), { limit: 2, offset: 0, sortBy: sort });
    expect(first.error).toBeNull();
    expect(first.data?.map((e) => e.name)).toEqual(['B-otro', 'a-recibo']);
    const next = await bucket.list(folder(), { limit: 2, offset: 2, sortBy: sort });
    expect(next.data?.map((e) => e.name)).toEqual(['b-recibo', 'c-recibo']);
    const rest = await bucket.list(folder(), { limit: 2, offset: 4, sortBy: sort });
    expect(rest.data?.map((e) => e.name)).toEqual(['sub']);
    const desc = await bucket.list(folder(), { limit: 10, sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((e) => e.name)).toEqual(['sub', 'c-recibo', 'b-recibo', 'a-recibo', 'B-otro']);
  });

  it('gives files their metadata and sub-folders a null id', async () => {
    const { data } = await admin.storage.from('Bills').list(folder());
    const file = data?.find((e) => e.name === 'a-recibo');
    expect(file).toMatchObject({
      id: expect.any(String),
      metadata: { size: PNG_BYTES.byteLength, mimetype: 'image/png' },
    });
    expect(data?.find((e) => e.name === 'sub')).toMatchObject({ id: null, metadata: null });
  });

  it('honours search (name starts with, any case) and a trailing slash in the prefix', async () => {
    const { data } = await admin.storage.from('Bills').list(`${folder()}/`, { search: 'b' });
    expect(data?.map((e) => e.name)).toEqual(['B-otro', 'b-recibo']);
  });

  it("shows a member nothing of another user's folder, and the root only their own", async () => {
    const other = await member.storage.from('Bills').list(folder());
    expect(other.error).toBeNull();
    expect(other.data).toEqual([]);
    await member.storage.from('Bills').upload(`${memberId}/Turba/11-2026/mio`, png());
    const root = await member.storage.from('Bills').list('');
    expect(root.data?.map((e) => e.name)).toEqual([memberId]);
    const anonymous = await hosted.client().storage.from('Bills').list(folder());
    expect(anonymous.data).toEqual([]);
  });

  it('refuses a bad limit with 400', async () => {
    const { error } = await admin.storage.from('Bills').list(folder(), { limit: -1 });
    expect(error).toMatchObject({ status: 400 });
  });
});

describe('signed URL', () => {
  it('serves the bytes without a key to whoever holds it, with the stored type, nosniff, inline, not cached', async () => {
    const path = `${adminId}/Fertilizantes/11-2026/foto`;
    await admin.storage.from('Bills').upload(path, png('foto.png'));
    const { data, error } = await admin.storage.from('Bills').createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      new RegExp(`^${hosted.url}/storage/v1/object/sign/Bills/${path}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
    );
    const answer = await fetch(data?.signedUrl as string);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-disposition')).toMatch(/^inline/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await answer.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    // ?download, as createSignedUrl(path, s, { download: true }) adds it.
    const download = await admin.storage.from('Bills').createSignedUrl(path, 60, { download: true });
    const attached = await fetch(download.data?.signedUrl as string);
    expect(attached.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('serves a name with accents (supabase-js percent-encodes the path of the answer)', async () => {
    const path = `${adminId}/Ferretería/11-2026/recibo-pdf`;
    const answer = await readBack(admin, path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await answer.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  it('signs several at once (createSignedUrls), a missing one with its error', async () => {
    const found = `${adminId}/Fertilizantes/11-2026/foto`;
    const missing = `${adminId}/Fertilizantes/11-2026/no-existe`;
    const { data, error } = await admin.storage.from('Bills').createSignedUrls([found, missing], 60);
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.path, entry.error === null, entry.signedUrl !== null])).toEqual([
      [found, true, true],
      [missing, false, false],
    ]);
    expect((await fetch(data?.[0]?.signedUrl as string)).status).toBe(200);
  });

  it("signs only the user's own objects, for a signed-in user, for at most ten minutes", async () => {
    const path = `${adminId}/Fertilizantes/11-2026/foto`;
    const other = await member.storage.from('Bills').createSignedUrl(path, 60);
    expect(other.error).toMatchObject({ status: 404 });
    const anonymous = await hosted.client().storage.from('Bills').createSignedUrl(path, 60);
    expect(anonymous.error).toMatchObject({ status: 401 });
    const long = await admin.storage.from('Bills').createSignedUrl(path, MAX_SIGNED_URL_SECONDS + 1);
    expect(long.error).toMatchObject({ status: 400 });
    expect(long.error?.message).toContain('expiresIn');
    const missing = await admin.storage.from('Bills').createSignedUrl(`${adminId}/no-existe`, 60);
    expect(missing.error).toMatchObject({ status: 404 });
  });

  it('stops working at its expiry, for another path, and once its session signed out', async () => {
    const path = `${adminId}/Fertilizantes/11-2026/foto`;
    const { data } = await admin.storage.from('Bills').createSignedUrl(path, 30);
    const url = data?.signedUrl as string;
    hosted.advance(31_000);
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });

    const token = new URL(
      (await admin.storage.from('Bills').createSignedUrl(path, 60)).data?.signedUrl as string,
    ).searchParams.get('token');
    const elsewhere = await fetch(
      `${hosted.url}/storage/v1/object/sign/Bills/${adminId}/UTE/11-2026/recibo-1?token=${token}`,
    );
    expect(elsewhere.status).toBe(400);

    const session = hosted.client();
    await session.auth.signInWithPassword({ email: adminAccount.mail, password: adminAccount.password });
    const link = (await session.storage.from('Bills').createSignedUrl(path, 60)).data?.signedUrl as string;
    expect((await fetch(link)).status).toBe(200);
    await session.auth.signOut({ scope: 'local' });
    expect((await fetch(link)).status).toBe(400);
  });

  it('answers 400 for a traversal attempt', async () => {
    const traversal = await fetch(
      `${hosted.url}/storage/v1/object/sign/Bills/${adminId}/..%2F..%2Fsecreto?token=x`,
    );
    expect(traversal.status).toBe(400);
  });
});

describe('public URL', () => {
  it('serves nothing of the private bucket Bills, to anyone', async () => {
    const path = `${adminId}/Fertilizantes/11-2026/foto`;
    const { publicUrl } = admin.storage.from('Bills').getPublicUrl(path).data;
    expect(publicUrl).toBe(`${hosted.url}/storage/v1/object/public/Bills/${path}`);
    const answer = await fetch(publicUrl);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

describe('held objects', () => {
  it('cannot be replaced or removed by their owner: 403, bytes and row kept', async () => {
    const path = `${adminId}/Alquiler/10-2026/retenido`;
    await admin.storage.from('Bills').upload(path, png());
    expect(await holdObject(hosted.db, 'Bills', path, 'expense-prueba')).toBe(true);
    expect(await holdObject(hosted.db, 'Bills', path, 'expense-otra')).toBe(false);

    const upsert = await admin.storage.from('Bills').upload(path, new Blob([PDF_BYTES]), { upsert: true });
    expect(upsert.error).toMatchObject({ status: 403, statusCode: '403' });
    expect(upsert.error?.message).toContain('no se puede reemplazar ni borrar');
    const update = await admin.storage.from('Bills').update(path, new Blob([PDF_BYTES]));
    expect(update.error).toMatchObject({ status: 403 });
    const removed = await admin.storage
      .from('Bills')
      .remove([path, `${adminId}/Varios/11-2026/reemplazable`]);
    expect(removed.error).toMatchObject({ status: 403 });
    // Nothing of the batch went: the free object beside it is still there.
    expect(await findObject(hosted.db, 'Bills', `${adminId}/Varios/11-2026/reemplazable`)).not.toBeNull();
    const answer = await readBack(admin, path);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await answer.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });
});

describe('remove', () => {
  it("deletes the user's own objects (row and file), and leaves others' alone", async () => {
    const mine = `${adminId}/Varios/12-2026/borrable`;
    const theirs = `${memberId}/Varios/12-2026/ajeno`;
    await admin.storage.from('Bills').upload(mine, png());
    await member.storage.from('Bills').upload(theirs, png());
    const filesBefore = (await filesOnDisk(hosted.config.uploadsDir)).length;

    const { data, error } = await admin.storage.from('Bills').remove([mine, theirs]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual([mine]);
    expect(await findObject(hosted.db, 'Bills', mine)).toBeNull();
    expect(await findObject(hosted.db, 'Bills', theirs)).not.toBeNull();
    expect((await admin.storage.from('Bills').createSignedUrl(mine, 60)).error).toMatchObject({
      status: 404,
    });
    expect(await filesOnDisk(hosted.config.uploadsDir)).toHaveLength(filesBefore - 1);

    const anonymous = await hosted.client().storage.from('Bills').remove([theirs]);
    expect(anonymous.error).toMatchObject({ status: 401 });
    const odd = await admin.storage.from('Bills').remove([`${adminId}/../x`]);
    expect(odd.error).toMatchObject({ status: 400 });
  });
});

describe('the public key', () => {
  it('is required for upload, list and signing (not to open a signed URL)', async () => {
    const upload = await fetch(`${hosted.url}/storage/v1/object/Bills/${adminId}/sin-clave`, {
      method: 'POST',
      body: PNG_BYTES,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(401);
    expect(await upload.json()).toMatchObject({ statusCode: '401', error: 'Unauthorized' });
    const list = await fetch(`${hosted.url}/storage/v1/object/list/Bills`, { method: 'POST', body: '{}' });
    expect(list.status).toBe(401);
    const sign = await fetch(`${hosted.url}/storage/v1/object/sign/Bills/${adminId}/x`, {
      method: 'POST',
      body: '{"expiresIn":60}',
    });
    expect(sign.status).toBe(401);
  });
});
