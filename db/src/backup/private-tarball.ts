import { gunzipSync, gzipSync } from 'node:zlib';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.ts';

// PGlite's dump of its folder is a tar whose entries carry the modes PGlite gave its files (0666
// from its initdb): whoever unpacks a copy with `tar` would get files anyone may read. Each entry
// is written private instead (folders 0700, files 0600), the bytes of every file left as they are.

const BLOCK = 512;
const MODE = { offset: 100, length: 8 };
const SIZE = { offset: 124, length: 12 };
const CHECKSUM = { offset: 148, length: 8 };
const TYPE = 156;

/** The gzipped tar `gzipped` with every file entry 0600 and every folder entry 0700. */
export function privateTarball(gzipped: Uint8Array): Buffer {
  const tar = gunzipSync(gzipped);
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    if (checksumOf(header) !== octal(header, CHECKSUM)) {
      throw new Error(`La copia no es un tar válido (cabecera en el byte ${offset}).`);
    }
    const type = String.fromCharCode(header[TYPE] ?? 0);
    if (type === '5') writeMode(header, PRIVATE_DIR_MODE);
    else if (type === '0' || type === '\0' || type === '7') writeMode(header, PRIVATE_FILE_MODE);
    offset += BLOCK + Math.ceil(sizeOf(header) / BLOCK) * BLOCK;
  }
  return gzipSync(tar);
}

function field(header: Uint8Array, { offset, length }: { offset: number; length: number }): Uint8Array {
  return header.subarray(offset, offset + length);
}

function octal(header: Uint8Array, at: { offset: number; length: number }): number {
  const text = Buffer.from(field(header, at))
    .toString('latin1')
    .replace(/[\0 ]+/g, '');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

/** Sizes past 8 GB are written in base 256 (GNU), flagged by the first byte's high bit. */
function sizeOf(header: Uint8Array): number {
  const bytes = field(header, SIZE);
  if (((bytes[0] ?? 0) & 0x80) === 0) return octal(header, SIZE);
  let size = (bytes[0] ?? 0) & 0x7f;
  for (const byte of bytes.subarray(1)) size = size * 256 + byte;
  return size;
}

/** The sum of the header's bytes, its checksum field counted as spaces (POSIX ustar). */
function checksumOf(header: Uint8Array): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) {
    const inChecksum = index >= CHECKSUM.offset && index < CHECKSUM.offset + CHECKSUM.length;
    sum += inChecksum ? 0x20 : (header[index] ?? 0);
  }
  return sum;
}

function writeMode(header: Uint8Array, mode: number): void {
  field(header, MODE).set(Buffer.from(`${mode.toString(8).padStart(7, '0')}\0`, 'latin1'));
  field(header, CHECKSUM).set(Buffer.from(`${checksumOf(header).toString(8).padStart(6, '0')}\0 `, 'latin1'));
}
