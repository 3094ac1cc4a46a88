import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readStream } from '@club/db/event-store';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount } from '../../test-support/admin-gateway.ts';
import { heicPhoto, phonePhoto, pngBomb } from '../../test-support/photos.fixture.ts';
import {
  demoAuthHeaders,
  graphql,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { replayReadModels } from '../replay/public.ts';

// A product's photo through the real app and the real sharp: a phone's JPEG (sideways, with GPS,
// XMP and an ICC profile) becomes upright files without any metadata, served immutable; the same
// upload again changes nothing; every bad file is refused in Spanish with nothing stored; removal;
// and replay rebuilds product_photos equal to the live table.

let gw: TestGateway;
let headers: Record<'member' | 'admin', Record<string, string>>;
beforeAll(async () => {
  gw = await startTestGateway();
  headers = await demoAuthHeaders(gw.app);
});
afterAll(() => gw?.close());

async function upload(
  key: string,
  file: Uint8Array | string | null,
  options: { field?: string; type?: string } = {},
) {
  const form = new FormData();
  if (file !== null) {
    form.append(
      options.field ?? 'photo',
      new Blob([typeof file === 'string' ? file : new Uint8Array(file)], {
        type: options.type ?? 'image/jpeg',
      }),
      'foto.jpg',
    );
  }
  const response = await gw.app.request(`/admin/products/${encodeURIComponent(key)}/photo`, {
    method: 'POST',
    headers: headers.admin,
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(gw.config.photosDir)).sort();
  } catch {
    return [];
  }
}

/** Everything a refused upload must leave as it was. */
async function snapshot() {
  const rows = await gw.db.query('select product_key, hash from product_photos order by product_key');
  return { events: await eventCount(gw.db), rows: rows.rows, files: await storedFiles() };
}

const PRODUCT_PHOTO = `query ($key: String!) {
  product(key: $key) { key photo { width height placeholder variants { url format width height bytes } } }
}`;

describe('a phone photo', () => {
  let answer: Awaited<ReturnType<typeof upload>>;
  let source: Buffer;
  beforeAll(async () => {
    // Stored sideways (orientation 6), as a phone held upright stores it: 1200 × 900 pixels.
    source = await phonePhoto({ width: 1200, height: 900, orientation: 6, seed: 7 });
    const meta = await sharp(source).metadata();
    expect(meta.exif && exifReader(meta.exif).GPSInfo?.GPSLatitude).toEqual([34, 54, 30]);
    expect(meta.xmp).toBeDefined();
    expect(meta.icc).toBeDefined();
    answer = await upload('ogkush', source);
  });

  it('is set on the product, upright, in every width up to its own, as AVIF, WebP and JPEG', async () => {
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ key: 'ogkush', changed: true, photo: { width: 900, height: 1200 } });
    const variants = answer.body.photo.variants as Array<{
      url: string;
      format: string;
      width: number;
      height: number;
    }>;
    expect(variants.map((v) => `${v.width}x${v.height} ${v.format}`)).toEqual([
      '320x427 avif',
      '320x427 webp',
      '320x427 jpeg',
      '640x853 avif',
      '640x853 webp',
      '640x853 jpeg',
      '900x1200 avif',
      '900x1200 webp',
      '900x1200 jpeg',
    ]);
    expect(answer.body.photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{20,600}$/);
    const product = await graphql(gw.app, PRODUCT_PHOTO, { key: 'ogkush' }, headers.member);
    expect(product.body.data.product.photo).toEqual(answer.body.photo);
  });

  it('serves each file with its type, cached for a year, without EXIF, GPS, XMP or ICC profile', async () => {
    const types: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
    for (const variant of answer.body.photo.variants) {
      expect(variant.url).toMatch(/^\/photos\/[0-9a-f]{32}\.(avif|webp|jpg)$/);
      // No token: an <img> sends none.
      const response = await gw.app.request(variant.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(types[variant.format]);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.byteLength).toBe(variant.bytes);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect({ exif: meta.exif, xmp: meta.xmp, icc: meta.icc, iptc: meta.iptc }).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        iptc: undefined,
      });
      expect(meta.orientation ?? 1).toBe(1);
      expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
      expect(bytes.includes(Buffer.from('ClubPhone'))).toBe(false);
    }
  });

  it('records ProductPhotoSet on the product-photo stream, with nothing of the EXIF in it', async () => {
    const events = await readStream(gw.db, 'product-photo-ogkush');
    expect(events.map((event) => [event.type, event.version, event.actor])).toEqual([
      ['ProductPhotoSet', 1, 'member-1'],
    ]);
    expect(JSON.stringify(events[0]?.payload)).not.toMatch(/GPS|ClubPhone|34,54/);
  });

  it('stores the files 0600 in a 0700 folder, named by their content', async () => {
    expect((await stat(gw.config.photosDir)).mode & 0o777).toBe(0o700);
    const files = await storedFiles();
    expect(files).toHaveLength(9);
    for (const name of files) expect((await stat(join(gw.config.photosDir, name))).mode & 0o777).toBe(0o600);
  });

  it('changes nothing when the same photo is uploaded again', async () => {
    const before = await snapshot();
    const again = await upload('ogkush', source);
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('never makes a variant wider than the photo', async () => {
    const small = await upload('kief', await phonePhoto({ width: 300, height: 200, seed: 3, gps: false }));
    expect(small.status).toBe(200);
    expect(small.body.photo.variants.map((v: { width: number }) => v.width)).toEqual([300, 300, 300]);
  });
});

describe('bad files', () => {
  const cases: Array<[string, () => Promise<Awaited<ReturnType<typeof upload>>>, number, string, string]> = [
    [
      'not an image',
      () => upload('despink', 'hola, no soy una foto'),
      415,
      'FOTO_NO_ES_IMAGEN',
      'no es una foto',
    ],
    [
      'a PDF',
      () => upload('despink', '%PDF-1.7\n%…', { type: 'application/pdf' }),
      415,
      'FOTO_NO_ES_IMAGEN',
      'JPEG, PNG o WebP',
    ],
    [
      'a HEIC',
      () => upload('despink', heicPhoto(), { type: 'image/heic' }),
      415,
      'FOTO_HEIC',
      'exportala como JPEG',
    ],
    ['a decompression bomb', () => upload('despink', pngBomb()), 400, 'FOTO_DEMASIADO_GRANDE', 'megapíxeles'],
    [
      'a truncated JPEG',
      async () =>
        upload('despink', (await phonePhoto({ width: 400, height: 300, seed: 9 })).subarray(0, 900)),
      400,
      'FOTO_ILEGIBLE',
      'No pudimos leer la foto',
    ],
    [
      'over 15 MB',
      () => upload('despink', new Uint8Array(15 * 1024 * 1024 + 100 * 1024).fill(0xff)),
      413,
      'FOTO_DEMASIADO_PESADA',
      'más de 15 MB',
    ],
    ['no file', () => upload('despink', null), 400, 'FOTO_REQUERIDA', 'Elegí una foto'],
    [
      'the file in another field',
      async () => upload('despink', await phonePhoto({ width: 40, height: 30 }), { field: 'file' }),
      400,
      'FOTO_REQUERIDA',
      'Elegí una foto',
    ],
    [
      'an unknown product',
      async () => upload('gorillaglue', await phonePhoto({ width: 40, height: 30 })),
      404,
      'PRODUCTO_DESCONOCIDO',
      'No existe ese producto',
    ],
  ];

  for (const [what, send, status, code, words] of cases) {
    it(`refuses ${what} (${status} ${code}) in Spanish, storing nothing`, async () => {
      const before = await snapshot();
      const answer = await send();
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ code });
      expect(answer.body.error).toContain(words);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('refuses a JSON body and a member, storing nothing', async () => {
    const before = await snapshot();
    const json = await gw.app.request('/admin/products/despink/photo', {
      method: 'POST',
      headers: { ...headers.admin, 'content-type': 'application/json' },
      body: '{"photo":"x"}',
    });
    expect(json.status).toBe(400);
    const member = await gw.app.request('/admin/products/despink/photo', {
      method: 'POST',
      headers: headers.member,
      body: new FormData(),
    });
    expect(member.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 in Spanish for a file name that is not one', async () => {
    for (const name of ['x.jpg', '../../etc/passwd', `${'0'.repeat(32)}.jpg`, `${'0'.repeat(32)}.png`]) {
      const response = await gw.app.request(`/photos/${encodeURIComponent(name)}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe('No encontrado');
    }
  });
});

describe('removing a photo', () => {
  it('takes it off the product (ProductPhotoRemoved), keeps its files served, and a second removal changes nothing', async () => {
    const before = await graphql(gw.app, PRODUCT_PHOTO, { key: 'kief' }, headers.member);
    const url = before.body.data.product.photo.variants[0].url as string;
    const removed = await gw.app.request('/admin/products/kief/photo', {
      method: 'DELETE',
      headers: headers.admin,
    });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ key: 'kief', changed: true, photo: null });
    const after = await graphql(gw.app, PRODUCT_PHOTO, { key: 'kief' }, headers.member);
    expect(after.body.data.product.photo).toBeNull();
    expect((await gw.app.request(url)).status).toBe(200);
    const again = await gw.app.request('/admin/products/kief/photo', {
      method: 'DELETE',
      headers: headers.admin,
    });
    expect(await again.json()).toMatchObject({ changed: false });
    const unknown = await gw.app.request('/admin/products/nada/photo', {
      method: 'DELETE',
      headers: headers.admin,
    });
    expect(unknown.status).toBe(404);
  });

  it('rebuilds product_photos from the log equal to the live table', async () => {
    const report = await replayReadModels(gw.db);
    expect(report.tables.find((table) => table.table === 'product_photos')).toMatchObject({
      liveRows: 1,
      rebuiltRows: 1,
      equal: true,
    });
    expect(report.equal).toBe(true);
  });
});
