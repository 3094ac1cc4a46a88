// Nine camera-sized photos (4032 × 3024 JPEG, 2-5 MB, photographic content, GPS in their EXIF),
// one per product of the demo carta, uploaded through the admin's path as a club would: the bench,
// `npm run check:size` and the first-view e2e measure the carta with them. Made by the gateway's
// photo fixture, the same bytes every time, and kept on disk between runs (a few seconds each).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productKeys } from '@club/domain/products';
import { phonePhoto } from '@club/gateway/test-support/photos.fixture';
import { demoAdmin, gatewayToken } from './gateway-client.ts';

const cacheDir = fileURLToPath(
  new URL('../../../node_modules/.cache/club-app/camera-photos', import.meta.url),
);

/** The camera photo of product number `index` (0-8), from the cache or made now. */
export async function cameraPhoto(index: number): Promise<Buffer> {
  const file = join(cacheDir, `v1-${index}.jpg`);
  try {
    return readFileSync(file);
  } catch {
    const photo = await phonePhoto({ seed: 100 + index });
    mkdirSync(cacheDir, { recursive: true });
    // Whole or not at all: another run may read it meanwhile.
    writeFileSync(`${file}.${process.pid}`, photo);
    renameSync(`${file}.${process.pid}`, file);
    return photo;
  }
}

/** Uploads the nine photos as the demo admin; answers each product's original bytes by key. */
export async function uploadCameraPhotos(gatewayUrl: string): Promise<Map<string, Buffer>> {
  const token = await gatewayToken(gatewayUrl, demoAdmin);
  const originals = new Map<string, Buffer>();
  for (const [index, key] of productKeys.entries()) {
    const photo = await cameraPhoto(index);
    const form = new FormData();
    form.append(
      'photo',
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      `IMG_${1000 + index}.jpg`,
    );
    const response = await fetch(`${gatewayUrl}/admin/products/${key}/photo`, {
      method: 'POST',
      headers: { auth_token: token },
      body: form,
    });
    if (response.status !== 200) throw new Error(`the photo of ${key} was refused: ${await response.text()}`);
    originals.set(key, photo);
  }
  return originals;
}
