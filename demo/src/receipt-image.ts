import { deflateSync } from 'node:zlib';
import { seededRandom } from './seeded-random.ts';

// The demo's receipt photos: a tiny grey PNG drawn like a till ticket (a header, item lines of
// varying length, a rule, the total), a few hundred bytes each, so 'Ver Recibo' opens a real image.

const WIDTH = 72;
const HEIGHT = 108;
const PAPER = 246;
const INK = 96;
const BOLD = 36;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(typed.length + 8);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), typed.length + 4);
  return out;
}

/** A ticket whose lines `seed` chooses: the same seed, the same picture. */
export function receiptPng(seed: number): Uint8Array {
  const random = seededRandom(seed);
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(PAPER);
  const bar = (y: number, x: number, length: number, shade: number, height = 2) => {
    for (let row = y; row < Math.min(y + height, HEIGHT); row++) {
      pixels.fill(shade, row * WIDTH + x, row * WIDTH + Math.min(x + length, WIDTH - 6));
    }
  };
  bar(6, 18, 36, BOLD, 4);
  bar(13, 14, 44, INK);
  let y = 24;
  const items = random.int(3, 8);
  for (let i = 0; i < items; i++, y += 7) {
    bar(y, 6, random.int(18, 40), INK);
    bar(y, 52, random.int(8, 14), INK);
  }
  for (let x = 6; x < WIDTH - 6; x += 4) bar(y, x, 2, INK, 1);
  bar(y + 5, 6, 20, BOLD, 3);
  bar(y + 5, 44, 22, BOLD, 3);
  const rows = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let row = 0; row < HEIGHT; row++) {
    // Filter type 0 (none) before each row.
    rows.set(pixels.subarray(row * WIDTH, (row + 1) * WIDTH), row * (WIDTH + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
