import { describe, expect, it } from 'vitest';
import { sniffMime } from './file-type.ts';
import { PDF_BYTES, PNG_BYTES } from './sample-files.fixture.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffMime', () => {
  it('recognises each accepted type by its first bytes', () => {
    expect(sniffMime(PNG_BYTES)).toBe('image/png');
    expect(sniffMime(PDF_BYTES)).toBe('application/pdf');
    expect(sniffMime(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffMime(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(sniffMime(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffMime(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffMime(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
    expect(sniffMime(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0]))).toBe('image/heif');
  });

  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffMime(bytes('hola, no soy una imagen'))).toBeNull();
    expect(sniffMime(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffMime(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffMime(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffMime(bytes([0, 0, 0, 0x18], 'ftypavif'))).toBeNull();
    expect(sniffMime(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeNull();
    expect(sniffMime(bytes('PK', [3, 4]))).toBeNull();
    expect(sniffMime(new Uint8Array())).toBeNull();
    expect(sniffMime(bytes([0x89], 'PN'))).toBeNull();
  });
});
