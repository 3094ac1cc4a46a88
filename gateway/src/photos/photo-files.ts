import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { privateDir, writePrivateFile } from '@club/db/private-files';
import type { PhotoFile } from './photo-variants.ts';

// The photos' files under PHOTOS_DIR, each named by its own content (SHA-256): a name never
// changes what it holds, so browsers and proxies keep them for good, and the same file made twice
// is stored once. Files stay when a photo is replaced or removed: a page or an event may still
// name them.

/** A stored file's name: 32 hex digits of its SHA-256 and its format's extension. */
export const PHOTO_FILE_NAME = /^[0-9a-f]{32}\.(avif|webp|jpg)$/;

export const PHOTO_CONTENT_TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

async function exists(path: string): Promise<boolean> {
  try {
    await (await open(path, 'r')).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Writes each file not stored yet: to a temporary name first, then renamed, so no reader sees half of one. */
export async function storePhotoFiles(dir: string, files: readonly PhotoFile[]): Promise<void> {
  privateDir(dir);
  for (const file of files) {
    if (!PHOTO_FILE_NAME.test(file.name)) throw new Error(`not a photo file name: ${file.name}`);
    const final = join(dir, file.name);
    if (await exists(final)) continue;
    await writePrivateFile(final, file.bytes);
  }
}

/** A stored file's bytes and type, or null for a name that is not one (nothing outside `dir` is ever read). */
export async function readPhotoFile(
  dir: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!PHOTO_FILE_NAME.test(name)) return null;
  try {
    const bytes = await readFile(join(dir, name));
    return { bytes, contentType: PHOTO_CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] as string };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
