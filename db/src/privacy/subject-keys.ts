import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Sql } from '../connection.ts';
import { currentMasterKey, masterKeyById } from './master-keys.ts';

// Crypto-shredding: each person's data enters the append-only log only sealed with a key of that
// person's own (AES-256-GCM), kept in `subject_keys` wrapped by the installation's master key.
// Destroying the key leaves the sealed bytes in the log, unreadable by anyone, so the log's hash
// chain stays intact while the person is forgotten. The subject is bound into every seal as
// associated data: a sealed value copied into another person's event does not open there.

/** A value sealed for one subject: 'v1.<iv>.<ciphertext>.<tag>', base64url parts. */
export type Sealed = string & { readonly __sealed: unique symbol };

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

function encrypt(key: Buffer, plain: Buffer, associated: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(associated));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, iv, data, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

function decrypt(key: Buffer, sealed: string, associated: string): Buffer {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== VERSION || iv === undefined || data === undefined || tag === undefined) {
    throw new Error('Dato cifrado con un formato desconocido');
  }
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(associated));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
}

interface KeyRow {
  subject: string;
  wrapped_key: string | null;
  master_key_id: string | null;
}

/** The subject's key, unwrapped; null once destroyed. Throws when its master key is not this process's. */
function unwrap(row: KeyRow): Buffer | null {
  if (row.wrapped_key === null || row.master_key_id === null) return null;
  const master = masterKeyById(row.master_key_id);
  if (master === null) {
    throw new Error(
      `La clave de ${row.subject} está envuelta con una clave maestra que este proceso no tiene (${row.master_key_id})`,
    );
  }
  return decrypt(master, row.wrapped_key, `subject-key:${row.subject}`);
}

/** The subject's key: made and stored wrapped on first use; null when it was destroyed. */
async function keyFor(tx: Sql, subject: string): Promise<Buffer | null> {
  const master = currentMasterKey();
  const key = randomBytes(32);
  // Two transactions sealing for a new subject at once: the second waits on the first's row and
  // then reads it, so both seal with the one key that is stored.
  await tx.query(
    `insert into subject_keys (subject, wrapped_key, master_key_id)
     values ($1, $2, $3) on conflict (subject) do nothing`,
    [subject, encrypt(master.key, key, `subject-key:${subject}`), master.id],
  );
  const { rows } = await tx.query<KeyRow>(
    'select subject, wrapped_key, master_key_id from subject_keys where subject = $1',
    [subject],
  );
  const row = rows[0];
  return row ? unwrap(row) : null;
}

/** `data` as JSON, sealed with the subject's key. Refused once the subject was forgotten. */
export async function sealFor(tx: Sql, subject: string, data: unknown): Promise<Sealed> {
  const key = await keyFor(tx, subject);
  if (key === null) throw new Error(`${subject} fue olvidado: no se guardan datos nuevos suyos`);
  return encrypt(key, Buffer.from(JSON.stringify(data)), subject) as Sealed;
}

/** Each item opened with its subject's key, in order; null where the key was destroyed. */
export async function openMany<T>(
  sql: Sql,
  items: ReadonlyArray<{ subject: string; sealed: Sealed }>,
): Promise<Array<T | null>> {
  if (items.length === 0) return [];
  const subjects = [...new Set(items.map((item) => item.subject))];
  const { rows } = await sql.query<KeyRow>(
    'select subject, wrapped_key, master_key_id from subject_keys where subject = any($1::text[])',
    [subjects],
  );
  const keys = new Map(rows.map((row) => [row.subject, unwrap(row)]));
  return items.map(({ subject, sealed }) => {
    const key = keys.get(subject);
    if (key === undefined) throw new Error(`${subject} no tiene clave: el dato no se selló con subject-keys`);
    if (key === null) return null;
    return JSON.parse(decrypt(key, sealed, subject).toString('utf8')) as T;
  });
}

/** The subject's data, or null when the subject was forgotten. */
export async function openFor<T>(sql: Sql, subject: string, sealed: Sealed): Promise<T | null> {
  const [opened] = await openMany<T>(sql, [{ subject, sealed }]);
  return opened ?? null;
}

/** Forgets the subject: the key is gone, so everything sealed for them is unreadable. False if already forgotten or never sealed. */
export async function destroyKey(tx: Sql, subject: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update subject_keys set wrapped_key = null, master_key_id = null, destroyed_at = now()
      where subject = $1 and wrapped_key is not null`,
    [subject],
  );
  return rowCount > 0;
}

/** Whether the subject's key was destroyed. */
export async function isForgotten(sql: Sql, subject: string): Promise<boolean> {
  const { rows } = await sql.query<{ destroyed: boolean }>(
    'select wrapped_key is null as destroyed from subject_keys where subject = $1',
    [subject],
  );
  return rows[0]?.destroyed ?? false;
}
