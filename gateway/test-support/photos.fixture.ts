import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Photos for tests and the bench, made here so nothing is downloaded: phone-like JPEGs whose
// content compresses as a photograph does (smooth light, textures, sensor grain), the same bytes
// for the same seed, with the EXIF a phone writes (GPS position, orientation, camera), and files
// that must be refused (a decompression bomb, a HEIC, a truncated JPEG).

/** Where the test photos were "taken": a position that must never reach a served file. */
export const GPS_EXIF = {
  GPSLatitudeRef: 'S',
  GPSLatitude: '34/1 54/1 3000/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '56/1 9/1 4500/100',
};

/** A small deterministic generator (mulberry32): the same photo for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A raw RGB layer of `w` × `h` cells of seeded noise around `base`. */
function noise(w: number, h: number, next: () => number, spread: number, base: number[]): Buffer {
  const data = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const shade = (next() - 0.5) * spread;
    for (let c = 0; c < 3; c++) {
      const tint = (next() - 0.5) * spread * 0.35;
      data[i * 3 + c] = Math.max(0, Math.min(255, Math.round((base[c] ?? 128) + shade + tint)));
    }
  }
  return data;
}

/** `layer` (w × h) enlarged to the photo's size, smooth. */
function enlarged(layer: Buffer, w: number, h: number, width: number, height: number) {
  return sharp(layer, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

export interface PhonePhotoOptions {
  width?: number;
  height?: number;
  seed?: number;
  /** EXIF orientation (6: the phone held upright, the pixels stored sideways). */
  orientation?: number;
  /** Whether the EXIF carries the GPS position (default true, as phones write it). */
  gps?: boolean;
  quality?: number;
}

/**
 * A phone's JPEG: by default 4032 × 3024 (a 12 MP camera) and 2-5 MB, with EXIF (camera, GPS),
 * an XMP packet and an sRGB ICC profile, as a phone writes them.
 */
export async function phonePhoto(options: PhonePhotoOptions = {}): Promise<Buffer> {
  const { width = 4032, height = 3024, seed = 1, orientation = 1, gps = true, quality = 92 } = options;
  const next = random(seed);
  const hue = [60 + next() * 80, 90 + next() * 90, 40 + next() * 70];
  // Light and shapes, then leaves and buds, then grain: each layer finer and fainter.
  const light = await enlarged(noise(12, 9, next, 160, hue), 12, 9, width, height);
  const shapes = await enlarged(noise(96, 72, next, 90, [128, 128, 128]), 96, 72, width, height);
  const detailW = Math.ceil(width / 6);
  const detailH = Math.ceil(height / 6);
  const detail = await enlarged(
    noise(detailW, detailH, next, 70, [128, 128, 128]),
    detailW,
    detailH,
    width,
    height,
  );
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    const grain = (next() - 0.5) * 10;
    const value =
      (light[i] as number) +
      ((shapes[i] as number) - 128) * 0.8 +
      ((detail[i] as number) - 128) * 0.5 +
      grain;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'ClubPhone', Model: 'Prueba 12', Software: 'camara 1.0' },
      ...(gps ? { IFD3: GPS_EXIF } : {}),
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="34,54.5S"/>' +
        '</rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a valid grey PNG of `side` × `side` pixels, all black, whose few hundred
 * kilobytes decode to `side`² bytes (10,000: 100 MP, three times that as RGB).
 */
export function pngBomb(side = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // Each row: filter byte 0 and `side` zero bytes, compressed one row at a time would be slower.
  const rows = Buffer.alloc((side + 1) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of an iPhone's HEIC (its `ftyp` box), then filler. */
export function heicPhoto(): Buffer {
  const ftyp = Buffer.from([
    0,
    0,
    0,
    0x18,
    ...Buffer.from('ftypheic'),
    0,
    0,
    0,
    0,
    ...Buffer.from('mif1heic'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(2048, 7)]);
}
