import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { backupKeyOf, decryptToBuffer, encryptInto, readBackupHeader } from './backup-crypto.ts';

const work = mkdtempSync(join(tmpdir(), 'club-backup-crypto-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const key = backupKeyOf('una clave de copias de prueba, de 32 o más');
const other = backupKeyOf('otra clave de copias distinta de la primera');
/** Several chunks, the way pg_dump's output arrives, with a name in it to look for. */
const plain = Buffer.concat([
  Buffer.from('PGDMP Lucía Pereira lucia@example.uy 1.234.567-2 '),
  randomBytes(200_000),
]);
let n = 0;

async function encrypted(bytes: Buffer = plain): Promise<string> {
  const file = join(work, `copia-${n++}.enc`);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) =>
    bytes.subarray(i * 65_536, (i + 1) * 65_536),
  );
  await encryptInto(Readable.from(chunks), file, key);
  return file;
}

describe('an encrypted backup', () => {
  it('starts with its format, version, key fingerprint and nonce, holds nothing in clear, is 0600, and decrypts to the same bytes', async () => {
    const file = await encrypted();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 7).toString('latin1')).toBe('CLUBBAK');
    const header = readBackupHeader(file);
    expect(header).toMatchObject({ version: 1, keyId: key.id });
    expect(header?.nonce).toHaveLength(12);
    expect(bytes.length).toBe(28 + plain.length + 16);
    for (const text of ['PGDMP', 'Lucía', 'lucia@example.uy', '1.234.567-2']) {
      expect(bytes.includes(Buffer.from(text))).toBe(false);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await decryptToBuffer(file, key)).equals(plain)).toBe(true);
    // A new nonce each time: the same bytes never encrypt the same.
    expect(readBackupHeader(await encrypted())?.nonce.equals(header?.nonce ?? Buffer.alloc(0))).toBe(false);
  });

  it('an empty one round-trips too', async () => {
    expect((await decryptToBuffer(await encrypted(Buffer.alloc(0)), key)).length).toBe(0);
  });

  it('is useless without its key: another key is named by fingerprint, in Spanish', async () => {
    const file = await encrypted();
    await expect(decryptToBuffer(file, other)).rejects.toThrow(
      new RegExp(`se cifró con otra clave \\(huella ${key.id}\\); la de esta instalación es ${other.id}`),
    );
  });

  it('refuses a copy changed anywhere (body, header, tag) or cut short', async () => {
    const file = await encrypted();
    const bytes = readFileSync(file);
    for (const at of [28 + 1000, 20, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 1;
      const damaged = join(work, `dañada-${at}.enc`);
      writeFileSync(damaged, changed);
      await expect(decryptToBuffer(damaged, key)).rejects.toThrow(/está dañada o fue alterada/);
    }
    const cut = join(work, 'cortada.enc');
    writeFileSync(cut, bytes.subarray(0, bytes.length - 5000));
    await expect(decryptToBuffer(cut, key)).rejects.toThrow(/está dañada o fue alterada/);
  });

  it('a plain file is no encrypted backup; a key must be 32 characters or more', () => {
    const file = join(work, 'plano.dump');
    writeFileSync(file, plain);
    expect(readBackupHeader(file)).toBeNull();
    expect(() => backupKeyOf('corta')).toThrow(/al menos 32 caracteres/);
  });
});
