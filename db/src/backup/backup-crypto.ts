import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, fstatSync, openSync, readSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE } from '../private-files.ts';

// Every backup is encrypted (docs/decisions/043-personal-data-sealed-per-member.md): a copy holds
// the members' names, cédulas and mails in the read models, password hashes and the wrapped
// subject keys, so a copy that leaves the machine must be useless without a key that does not
// travel with it. AES-256-GCM, streamed, in this layout:
//
//   'CLUBBAK' (7 bytes) · version (1 byte, 1) · key fingerprint (8 bytes) · nonce (12 bytes)
//   · ciphertext · GCM tag (16 bytes)
//
// The 28-byte header is the cipher's associated data, so changing any of it fails the tag. The
// fingerprint names the key without revealing it: a restore with the wrong key says so instead
// of calling the copy damaged.

const MAGIC = Buffer.from('CLUBBAK', 'latin1');
const VERSION = 1;
const HEADER_LENGTH = MAGIC.length + 1 + 8 + 12;
const TAG_LENGTH = 16;

export class BackupKeyError extends Error {
  readonly code = 'BACKUP_KEY';
}

export interface BackupKey {
  /** Fingerprint, hex: what the header carries. */
  id: string;
  key: Buffer;
}

/** The AES-256 key a secret gives (any text of 32 characters or more, BACKUP_KEY or the installation's file). */
export function backupKeyOf(secret: string): BackupKey {
  if (secret.length < 32)
    throw new BackupKeyError('La clave de las copias debe tener al menos 32 caracteres.');
  const key = createHash('sha256').update(`club backup key\0${secret}`).digest();
  const id = createHash('sha256').update(key).digest().subarray(0, 8).toString('hex');
  return { id, key };
}

export interface BackupHeader {
  version: number;
  keyId: string;
  nonce: Buffer;
  bytes: Buffer;
}

function parseHeader(bytes: Buffer): BackupHeader | null {
  if (bytes.length < HEADER_LENGTH || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  return {
    version: bytes[MAGIC.length] ?? 0,
    keyId: bytes.subarray(MAGIC.length + 1, MAGIC.length + 9).toString('hex'),
    nonce: Buffer.from(bytes.subarray(MAGIC.length + 9, HEADER_LENGTH)),
    bytes: Buffer.from(bytes.subarray(0, HEADER_LENGTH)),
  };
}

/** The header of an encrypted backup, or null for a file that is not one (a copy from before encryption). */
export function readBackupHeader(file: string): BackupHeader | null {
  const fd = openSync(file, 'r');
  try {
    const bytes = Buffer.alloc(HEADER_LENGTH);
    const read = readSync(fd, bytes, 0, HEADER_LENGTH, 0);
    return parseHeader(bytes.subarray(0, read));
  } finally {
    closeSync(fd);
  }
}

/** Streams `source` encrypted into `file` (created 0600; it must not exist). */
export async function encryptInto(source: Readable, file: string, key: BackupKey): Promise<void> {
  const nonce = randomBytes(12);
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), Buffer.from(key.id, 'hex'), nonce]);
  const cipher = createCipheriv('aes-256-gcm', key.key, nonce);
  cipher.setAAD(header);
  const out = createWriteStream(file, { mode: PRIVATE_FILE_MODE, flags: 'wx' });
  out.write(header);
  await pipeline(source, cipher, out, { end: false });
  await new Promise<void>((done, fail) => {
    out.end(cipher.getAuthTag(), () => done());
    out.once('error', fail);
  });
}

/**
 * Streams the plain bytes of the encrypted `file` into the sink `openSink` opens. The tag is checked at the end: a
 * caller must not use what it received until this resolved (restore writes it to a private file
 * first, or keeps it in memory). Refuses, in Spanish, the wrong key and a damaged copy.
 */
export async function decryptInto(file: string, key: BackupKey, openSink: () => Writable): Promise<void> {
  const header = readBackupHeader(file);
  if (!header) throw new BackupKeyError(`${file} no es una copia cifrada.`);
  if (header.version !== VERSION) {
    throw new BackupKeyError(
      `${file} es una copia cifrada con un formato que esta versión no conoce (${header.version}).`,
    );
  }
  if (header.keyId !== key.id) {
    throw new BackupKeyError(
      `${file} se cifró con otra clave (huella ${header.keyId}); la de esta instalación es ${key.id}. ` +
        'Definí BACKUP_KEY con la clave con que se hizo la copia (o copiá su archivo a DATA_DIR/secrets/backup-key).',
    );
  }
  const fd = openSync(file, 'r');
  let size: number;
  const tag = Buffer.alloc(TAG_LENGTH);
  try {
    size = fstatSync(fd).size;
    if (size < HEADER_LENGTH + TAG_LENGTH)
      throw new BackupKeyError(`${file} está incompleta: la copia se cortó.`);
    readSync(fd, tag, 0, TAG_LENGTH, size - TAG_LENGTH);
  } finally {
    closeSync(fd);
  }
  const decipher = createDecipheriv('aes-256-gcm', key.key, header.nonce);
  decipher.setAAD(header.bytes);
  decipher.setAuthTag(tag);
  try {
    // A read stream from start past its end would read the whole file: an empty body is no bytes.
    const source =
      size - TAG_LENGTH === HEADER_LENGTH
        ? Readable.from([])
        : createReadStream(file, { start: HEADER_LENGTH, end: size - TAG_LENGTH - 1 });
    // Opened only now: a sink made before a refusal above would be left open, unused.
    await pipeline(source, decipher, openSink());
  } catch (error) {
    if (error instanceof Error && /auth/i.test(error.message)) {
      throw new BackupKeyError(
        `${file} está dañada o fue alterada: no pasa la verificación de su cifrado. No la restaures; usá otra copia.`,
      );
    }
    throw error;
  }
}

/** The plain bytes of a (small) encrypted backup, in memory: PGlite's tarball. */
export async function decryptToBuffer(file: string, key: BackupKey): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await decryptInto(
    file,
    key,
    () =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      }),
  );
  return Buffer.concat(chunks);
}
