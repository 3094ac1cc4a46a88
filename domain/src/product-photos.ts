// A product's photo: what the back office may upload and what the server makes of it
// (docs/decisions/046-product-photos-with-sharp.md). The upload control checks the same limits
// before sending, and shows the same words the gateway answers with.

/** Largest file accepted: a phone's photo is 2-5 MB, a 48 MP one up to ~12 MB. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/**
 * Most pixels a photo may declare (about 8000 × 8000): past every phone's camera, below what would
 * take the server's memory when decoded. A file declaring more is refused before it is decoded.
 */
export const MAX_PHOTO_PIXELS = 64_000_000;

/** The types accepted, by what the bytes are (never the file's name or declared type). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the file input offers; HEIC is listed so a phone's own photo reaches our clear refusal. */
export const PHOTO_INPUT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/** Widths the server makes of each photo (never wider than the photo itself). */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

/** The formats of each width, best first: a browser picks the first it can show. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const photoTexts = {
  missing: 'Elegí una foto para subir.',
  notAnImage: 'El archivo no es una foto: subí una imagen JPEG, PNG o WebP.',
  heic: 'Las fotos HEIC no se pueden cargar: exportala como JPEG desde el teléfono (o configurá la cámara en "Más compatible").',
  tooLarge: 'La foto pesa más de 15 MB: elegí una más liviana.',
  tooManyPixels: 'La foto es demasiado grande (más de 64 megapíxeles): reducila antes de subirla.',
  unreadable: 'No pudimos leer la foto: puede estar dañada. Probá con otra.',
  busy: 'Hay otras fotos procesándose. Probá de nuevo en un momento.',
  unknownProduct: 'No existe ese producto.',
} as const;

export type PhotoProblemCode =
  | 'FOTO_REQUERIDA'
  | 'FOTO_NO_ES_IMAGEN'
  | 'FOTO_HEIC'
  | 'FOTO_DEMASIADO_PESADA'
  | 'FOTO_DEMASIADO_GRANDE'
  | 'FOTO_ILEGIBLE';

/** A photo refused before upload, or null: the checks a browser can make from the file alone. */
export function photoFileProblem(file: { size: number; type: string; name: string }): string | null {
  if (file.size === 0) return photoTexts.missing;
  if (file.size > MAX_PHOTO_BYTES) return photoTexts.tooLarge;
  if (/^image\/hei[cf]$/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return photoTexts.heic;
  return null;
}
