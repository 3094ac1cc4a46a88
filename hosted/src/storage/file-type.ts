// What a stored file really is, from its first bytes (never its name or declared type).
// Only images (JPEG, PNG, WebP, GIF, HEIC/HEIF) and PDF are accepted: receipts are photos or PDFs,
// and none of these types runs script when served inline.

export type AcceptedMime =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'image/heic'
  | 'image/heif'
  | 'application/pdf';

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((ch) => ch.charCodeAt(0));
}

const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const heifBrands = new Set(['mif1', 'msf1', 'heif']);

/** The accepted type the bytes are, or null. */
export function sniffMime(bytes: Uint8Array): AcceptedMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  // ISO base media file: a box size, then 'ftyp' and the major brand.
  if (startsWith(bytes, ascii('ftyp'), 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (heicBrands.has(brand)) return 'image/heic';
    if (heifBrands.has(brand)) return 'image/heif';
  }
  return null;
}
