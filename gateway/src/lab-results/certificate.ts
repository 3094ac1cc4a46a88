import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, writePrivateFile } from '@club/db/private-files';
import { type CertificateFile, MAX_CERTIFICATE_BYTES, MAX_CERTIFICATE_PAGES } from '@club/domain/lab-results';
import { getDocumentProxy } from 'unpdf';
import type { RefusalCode } from '../kernel/refusals/refusal-table.ts';

// A lab's certificate of analysis: checked to be a PDF by its first bytes and by parsing it with
// pdf.js (unpdf's build for servers), then kept once under UPLOADS_DIR/lab-certificates, named by
// its SHA-256, private to the app's user (0600 in a 0700 folder) as receipts are. The event records
// the name, size and pages, so a file changed on disk is found by hashing it again.

export type CertificateCode = Extract<
  RefusalCode,
  'CERTIFICADO_REQUERIDO' | 'CERTIFICADO_NO_PDF' | 'CERTIFICADO_ILEGIBLE' | 'CERTIFICADO_GRANDE'
>;

export type CertificateCheck =
  | { ok: true; file: CertificateFile; bytes: Uint8Array }
  | { ok: false; code: CertificateCode };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'

const problem = (code: CertificateCode): CertificateCheck => ({ ok: false, code });

/** Pages of a PDF pdf.js can open, or null when it cannot (damaged, encrypted, not a PDF after all). */
async function pageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    // A copy: pdf.js may detach the buffer it is given. Fonts are not turned into code (pdf.js 5
    // compiles none), and nothing is drawn: opening the document parses its structure only.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), {
      stopAtErrors: true,
      disableFontFace: true,
      verbosity: 0,
    });
    const pages = pdf.numPages;
    await pdf.loadingTask.destroy();
    return pages;
  } catch {
    return null;
  }
}

/** Whether `bytes` (null: no file sent) are a certificate the club can keep. */
export async function inspectCertificate(bytes: Uint8Array | null): Promise<CertificateCheck> {
  if (bytes === null || bytes.byteLength === 0) return problem('CERTIFICADO_REQUERIDO');
  if (bytes.byteLength > MAX_CERTIFICATE_BYTES) return problem('CERTIFICADO_GRANDE');
  if (!PDF_MAGIC.every((byte, index) => bytes[index] === byte)) return problem('CERTIFICADO_NO_PDF');
  const pages = await pageCount(bytes);
  if (pages === null || pages < 1 || pages > MAX_CERTIFICATE_PAGES) return problem('CERTIFICADO_ILEGIBLE');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { ok: true, file: { sha256, size: bytes.byteLength, pages }, bytes };
}

const SHA256 = /^[0-9a-f]{64}$/;

function certificatesDir(uploadsDir: string): string {
  return join(uploadsDir, 'lab-certificates');
}

function certificatePath(uploadsDir: string, sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error('a certificate is named by its SHA-256');
  return join(certificatesDir(uploadsDir), `${sha256}.pdf`);
}

/** Keeps the bytes under their SHA-256 (once: the same certificate sent again is the same file). */
export async function storeCertificate(uploadsDir: string, file: CertificateFile, bytes: Uint8Array) {
  const dir = certificatesDir(uploadsDir);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const final = certificatePath(uploadsDir, file.sha256);
  const existing = await stat(final).catch(() => null);
  if (existing?.size === file.size) return;
  await writePrivateFile(final, bytes);
}

/** The stored bytes of a certificate, when they are still the recorded ones; null otherwise. */
export async function readCertificate(uploadsDir: string, file: CertificateFile): Promise<Uint8Array | null> {
  const bytes = await readFile(certificatePath(uploadsDir, file.sha256)).catch(() => null);
  if (bytes === null || bytes.byteLength !== file.size) return null;
  return createHash('sha256').update(bytes).digest('hex') === file.sha256 ? new Uint8Array(bytes) : null;
}
