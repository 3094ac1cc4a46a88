import { readFile, writeFile } from 'node:fs/promises';
import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';

// pdf.js 5 hands pages between its parts with ES2024's ArrayBuffer#transferToFixedLength, which
// Node gains only in 22; on 20 it draws blank pages without failing. A copy does what a transfer
// does for pdf.js here (it never touches the old buffer again).
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

export interface PdfText {
  pages: number;
  /** Every page's text, pages joined by a line break. */
  text: string;
}

/** A PDF's page count and text, read with pdf.js (no system program); a file's path or its bytes. */
export async function readPdf(file: string | Uint8Array): Promise<PdfText> {
  const bytes = typeof file === 'string' ? new Uint8Array(await readFile(file)) : new Uint8Array(file);
  const pdf = await getDocumentProxy(bytes);
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}

/**
 * Draws one page of a PDF into a PNG file to be looked at, and answers the share of its pixels
 * that are not white, so a test can tell a drawn page from a blank one.
 */
export async function renderPdfPage(path: string, page: number, pngPath: string): Promise<{ inked: number }> {
  const canvasImport = () => import('@napi-rs/canvas');
  const png = await renderPageAsImage(new Uint8Array(await readFile(path)), page, {
    canvasImport,
    scale: 1.2,
  });
  await writeFile(pngPath, Buffer.from(png));
  const { createCanvas, loadImage } = await canvasImport();
  const image = await loadImage(Buffer.from(png));
  const context = createCanvas(image.width, image.height).getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let inked = 0;
  for (let i = 0; i + 2 < data.length; i += 4)
    if (Math.min(data[i] ?? 255, data[i + 1] ?? 255, data[i + 2] ?? 255) < 200) inked++;
  return { inked: inked / (image.width * image.height) };
}

/** A page of a PDF drawn at `scale` as RGBA pixels (to look for a QR code in it, say). */
export async function pdfPagePixels(
  bytes: Uint8Array,
  page: number,
  scale = 3,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const canvasImport = () => import('@napi-rs/canvas');
  const png = await renderPageAsImage(new Uint8Array(bytes), page, { canvasImport, scale });
  const { createCanvas, loadImage } = await canvasImport();
  const image = await loadImage(Buffer.from(png));
  const context = createCanvas(image.width, image.height).getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return { data: new Uint8ClampedArray(data), width: image.width, height: image.height };
}

/** The region of `pixels` from (x, y), `width` by `height` (fractions of the page). */
export function cropPixels(
  pixels: { data: Uint8ClampedArray; width: number; height: number },
  region: { x: number; y: number; width: number; height: number },
): { data: Uint8ClampedArray; width: number; height: number } {
  const left = Math.floor(region.x * pixels.width);
  const top = Math.floor(region.y * pixels.height);
  const width = Math.floor(region.width * pixels.width);
  const height = Math.floor(region.height * pixels.height);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((top + row) * pixels.width + left) * 4;
    data.set(pixels.data.subarray(from, from + width * 4), row * width * 4);
  }
  return { data, width, height };
}
