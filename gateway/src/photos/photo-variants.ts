import { createHash } from 'node:crypto';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_TYPES,
  PHOTO_WIDTHS,
  type PhotoFormat,
} from '@club/domain/product-photos';
import { sniffMime } from '@club/hosted/storage/file-type';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import type { PhotoVariant, ProductPhoto } from './events.ts';

// What the server makes of an uploaded photo, once, with sharp (libvips): the checks first (what
// the bytes are, how many pixels they declare, before any is decoded), then the photo turned
// upright by its EXIF orientation, converted to sRGB, every piece of metadata left behind (EXIF
// with its GPS position, XMP, IPTC, the ICC profile), and written in several widths as AVIF, WebP
// and a JPEG fallback, with a tiny placeholder (docs/decisions/046-product-photos-with-sharp.md).

/** A file to store under its content-addressed name. */
export interface PhotoFile {
  name: string;
  bytes: Buffer;
}

export type MadePhoto = { ok: true; photo: ProductPhoto; files: PhotoFile[] } | { ok: false; error: Refusal };

// Operations run once per upload: nothing is gained by keeping libvips' cache of them.
sharp.cache(false);

const EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Encoder settings: each format near the same visible quality; AVIF at a low effort, which costs a fifth of the default's time for a few percent more bytes. */
function encode(pipeline: Sharp, format: PhotoFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 72 });
    case 'jpeg':
      return pipeline.jpeg({ quality: 78, mozjpeg: true });
  }
}

/** Seconds any one libvips operation may take before it is stopped. */
const TIMEOUT = { seconds: 60 };

/** Whether the bytes are a type we take, or the refusal; HEIC/HEIF gets its own words. */
function typeProblem(bytes: Uint8Array): Refusal | null {
  if (bytes.byteLength === 0) return refusal('FOTO_REQUERIDA');
  if (bytes.byteLength > MAX_PHOTO_BYTES) return refusal('FOTO_DEMASIADO_PESADA');
  const type = sniffMime(bytes);
  // The prebuilt libvips reads AVIF but has no HEVC decoder: an iPhone's HEIC cannot be read here.
  if (type === 'image/heic' || type === 'image/heif') return refusal('FOTO_HEIC');
  if (type === null || !(PHOTO_TYPES as readonly string[]).includes(type))
    return refusal('FOTO_NO_ES_IMAGEN');
  return null;
}

/** The widths to make of a photo `width` pixels wide: the standard ones below it, and its own width when narrower than the widest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w < width);
  const widest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;
  if (width <= widest && !widths.includes(width)) widths.push(width);
  if (width > widest) widths.push(widest);
  return widths;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A photo decoded once, upright, in sRGB, on white, no wider than asked: raw pixels. */
export type UprightPhoto = { ok: true; data: Buffer; info: OutputInfo } | { ok: false; error: Refusal };

/**
 * The checks (what the bytes are, how many pixels they declare, before any is decoded), then the
 * photo decoded once: upright by its EXIF orientation, sRGB through the embedded profile, on white
 * where it was transparent, no wider than `maxWidth`; no metadata survives raw pixels.
 */
export async function uprightPhoto(upload: Uint8Array, maxWidth: number): Promise<UprightPhoto> {
  const problem = typeProblem(upload);
  if (problem) return { ok: false, error: problem };
  // `limitInputPixels` stops libvips decoding past the limit too, but the declared size is judged
  // first from the header alone, so a bomb costs nothing but reading its first bytes.
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', sequentialRead: true } as const;
  let header: Metadata;
  try {
    header = await sharp(upload, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, error: refusal('FOTO_ILEGIBLE') };
  }
  const declared = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0);
  if (declared === 0) return { ok: false, error: refusal('FOTO_ILEGIBLE') };
  if (declared > MAX_PHOTO_PIXELS) return { ok: false, error: refusal('FOTO_DEMASIADO_GRANDE') };
  try {
    const { data, info } = await sharp(upload, options)
      .timeout(TIMEOUT)
      .autoOrient()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, info };
  } catch {
    return { ok: false, error: refusal('FOTO_ILEGIBLE') };
  }
}

/** The photo as the server keeps it, or the refusal (nothing made then). */
export async function makePhotoVariants(upload: Uint8Array): Promise<MadePhoto> {
  const widest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;
  const upright = await uprightPhoto(upload, widest);
  if (!upright.ok) return upright;
  const { width, height, channels } = upright.info;
  const raw = { raw: { width, height, channels: channels as 3 } };
  const files: PhotoFile[] = [];
  const variants: PhotoVariant[] = [];
  for (const target of variantWidths(width)) {
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const resized = sharp(upright.data, raw).timeout(TIMEOUT).resize({ width: target });
      const { data, info } = await encode(resized, format).toBuffer({ resolveWithObject: true });
      const name = `${sha256(data).slice(0, 32)}.${EXTENSIONS[format]}`;
      files.push({ name, bytes: data });
      variants.push({ name, format, width: info.width, height: info.height, bytes: data.byteLength });
    }
  }
  const tiny = await sharp(upright.data, raw).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return {
    ok: true,
    photo: {
      hash: sha256(upload),
      width,
      height,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      variants,
    },
    files,
  };
}

/** Photos made at once: libvips uses every core for one, so a second waits its turn. */
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
/** Uploads that may wait their turn; past them, a refusal instead of held megabytes. */
const MAX_WAITING = 4;

/** `work` on one photo at a time, refusing (FOTOS_OCUPADAS) when too many wait. */
export function inPhotoTurn<T>(
  work: () => Promise<T | { ok: false; error: Refusal }>,
): Promise<T | { ok: false; error: Refusal }> {
  if (waiting >= MAX_WAITING) return Promise.resolve({ ok: false, error: refusal('FOTOS_OCUPADAS') });
  waiting += 1;
  const turn = queue.then(work);
  queue = turn.catch(() => undefined);
  return turn.finally(() => {
    waiting -= 1;
  });
}

/** makePhotoVariants one upload at a time (inPhotoTurn). */
export function makePhotoVariantsInTurn(upload: Uint8Array): Promise<MadePhoto> {
  return inPhotoTurn(() => makePhotoVariants(upload));
}
