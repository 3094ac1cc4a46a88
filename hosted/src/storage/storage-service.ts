import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Sql } from '@club/db/connection';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '@club/db/private-files';
import { storageErrors } from '../http/errors.ts';

// The Storage stand-in: metadata in `storage_objects`, bytes on disk at UPLOADS_DIR/{bucket}/{id}.
// Object names never become file names, so no name can reach outside the folder.

/** The buckets that exist. */
export const BUCKETS: ReadonlySet<string> = new Set(['Bills']);
/**
 * The buckets whose objects anyone with the URL reads (Supabase's public buckets): none. Receipts
 * are read through short-lived signed URLs (signed-url.ts) that only a signed-in reader gets.
 */
export const PUBLIC_BUCKETS: ReadonlySet<string> = new Set();
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_LIST_LIMIT = 1000;

export interface StoredObject {
  id: string;
  owner: string;
  /** What holds it (`expense-<uuid>`): nobody may replace or remove it. Null when free. */
  held_by: string | null;
  size: number;
  mime: string;
  cache_control: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** An object's owner, size and type (other helpers check a receipt path with it), or null. */
export async function findObject(
  db: Sql,
  bucket: string,
  name: string,
): Promise<{ owner: string; size: number; mime: string } | null> {
  const row = await findStoredObject(db, bucket, name);
  return row ? { owner: row.owner, size: Number(row.size), mime: row.mime } : null;
}

async function findStoredObject(db: Sql, bucket: string, name: string): Promise<StoredObject | null> {
  const { rows } = await db.query<StoredObject>(
    `select id, owner, held_by, size, mime, cache_control, created_at, updated_at
       from storage_objects where bucket = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0] ?? null;
}

function filePath(uploadsDir: string, bucket: string, id: string): string {
  return join(uploadsDir, bucket, id);
}

async function writeDurably(path: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(path, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface NewObject {
  bucket: string;
  name: string;
  owner: string;
  bytes: Uint8Array;
  mime: string;
  cacheControl: string;
  /** Replace an existing object of the same owner (unless held) instead of refusing with Duplicate. */
  upsert: boolean;
  /** Most bytes the owner's objects may take together, this one included. */
  quotaBytes: number;
}

/**
 * Refuses (rolling the upload back) when the owner's objects, the new one counted, pass the quota.
 * The owner's row is locked first, so two uploads at once are judged one after the other.
 */
async function checkQuota(tx: Sql, owner: string, quotaBytes: number): Promise<void> {
  await tx.query('select id from hosted_users where id = $1 for update', [owner]);
  const { rows } = await tx.query<{ total: number }>(
    'select coalesce(sum(size), 0) as total from storage_objects where owner = $1',
    [owner],
  );
  if (Number(rows[0]?.total) > quotaBytes) {
    throw storageErrors.quotaExceeded(Math.floor(quotaBytes / (1024 * 1024)));
  }
}

/**
 * Stores an object. The bytes go to a temporary file first; the metadata row is then inserted
 * (a Duplicate stops here, and the unique index keeps the name reserved until commit); only then
 * is the file renamed into place, still inside the transaction. A failure at any step removes
 * the file, so there is neither a row without its file nor a file without its row.
 */
export async function storeObject(db: Database, uploadsDir: string, object: NewObject, now: Date) {
  const id = randomUUID();
  const dir = join(uploadsDir, object.bucket);
  // Receipts are the club's private papers: the folders are the running user's alone, as the files.
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const temporary = join(dir, `.tmp-${id}`);
  const final = filePath(uploadsDir, object.bucket, id);
  await writeDurably(temporary, object.bytes);
  let renamed = false;
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const values = [
        id,
        object.bucket,
        object.name,
        object.owner,
        object.bytes.byteLength,
        object.mime,
        object.cacheControl,
        now,
      ];
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage_objects (id, bucket, name, owner, size, mime, cache_control, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
         on conflict (bucket, name) do nothing
         returning id`,
        values,
      );
      if (rows.length === 0) {
        if (!object.upsert) throw storageErrors.duplicate();
        const existing = await tx.query<{ id: string; owner: string; held_by: string | null }>(
          'select id, owner, held_by from storage_objects where bucket = $1 and name = $2 for update',
          [object.bucket, object.name],
        );
        const current = existing.rows[0];
        if (!current) throw storageErrors.duplicate();
        if (current.owner !== object.owner) throw storageErrors.notYourFolder();
        if (current.held_by !== null) throw storageErrors.held();
        await tx.query(
          `update storage_objects set id = $1, size = $5, mime = $6, cache_control = $7, updated_at = $8
            where bucket = $2 and name = $3 and owner = $4`,
          values,
        );
        replaced = current.id;
      }
      await checkQuota(tx, object.owner, object.quotaBytes);
      await rename(temporary, final);
      renamed = true;
    });
  } catch (error) {
    await rm(renamed ? final : temporary, { force: true });
    throw error;
  }
  if (replaced) await rm(filePath(uploadsDir, object.bucket, replaced), { force: true });
  return { id, key: `${object.bucket}/${object.name}` };
}

/** An object's metadata and bytes, or null. */
export async function readObject(db: Sql, uploadsDir: string, bucket: string, name: string) {
  const row = await findStoredObject(db, bucket, name);
  if (!row) return null;
  const bytes = await readStoredBytes(uploadsDir, bucket, row.id);
  return bytes ? { row, bytes } : null;
}

async function readStoredBytes(uploadsDir: string, bucket: string, id: string) {
  try {
    return await readFile(filePath(uploadsDir, bucket, id));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** What a file is, by its bytes: what a record keeps to tell later whether it is the same file. */
export interface Fingerprint {
  size: number;
  /** SHA-256 of the bytes, lowercase hex. */
  sha256: string;
}

export function fingerprintOf(bytes: Uint8Array): Fingerprint {
  return { size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** An object's owner, its holder and the fingerprint of the bytes stored now; null when missing. */
export async function objectFingerprint(
  sql: Sql,
  uploadsDir: string,
  bucket: string,
  name: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<({ owner: string; heldBy: string | null } & Fingerprint) | null> {
  // Locked, the row cannot be replaced (upsert) before the caller's transaction ends, so the bytes
  // read here stay the ones the caller then holds.
  const { rows } = await sql.query<{ id: string; owner: string; held_by: string | null }>(
    `select id, owner, held_by from storage_objects where bucket = $1 and name = $2${lock ? ' for update' : ''}`,
    [bucket, name],
  );
  const row = rows[0];
  if (!row) return null;
  const bytes = await readStoredBytes(uploadsDir, bucket, row.id);
  if (!bytes) return null;
  return { owner: row.owner, heldBy: row.held_by, ...fingerprintOf(bytes) };
}

/**
 * Puts a hold on a free object: from then on it cannot be replaced or removed (the migration's
 * trigger refuses it too). False when the object is gone or already held.
 */
export async function holdObject(sql: Sql, bucket: string, name: string, holder: string): Promise<boolean> {
  const { rows } = await sql.query(
    `update storage_objects set held_by = $3 where bucket = $1 and name = $2 and held_by is null returning id`,
    [bucket, name, holder],
  );
  return rows.length === 1;
}

export type SortColumn = 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  sortBy: { column: SortColumn; order: 'asc' | 'desc' };
  search: string;
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

/**
 * The entries directly inside folder `prefix` (files, and sub-folders as entries with null id),
 * among `owner`'s objects only: a folder of someone else lists as empty.
 */
export async function listObjects(
  db: Sql,
  bucket: string,
  owner: string,
  options: ListOptions,
): Promise<ListEntry[]> {
  const folder = options.prefix.replace(/^\/+|\/+$/g, '');
  const start = folder === '' ? '' : `${folder}/`;
  const { rows } = await db.query<StoredObject & { name: string }>(
    `select id, name, owner, held_by, size, mime, cache_control, created_at, updated_at
       from storage_objects
      where bucket = $1 and owner = $2 and left(name, length($3)) = $3`,
    [bucket, owner, start],
  );
  const search = options.search.toLowerCase();
  const folders = new Map<string, ListEntry>();
  const files: ListEntry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(start.length);
    const slash = rest.indexOf('/');
    const entryName = slash === -1 ? rest : rest.slice(0, slash);
    if (!entryName.toLowerCase().startsWith(search)) continue;
    if (slash !== -1) {
      if (!folders.has(entryName)) {
        folders.set(entryName, {
          name: entryName,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
      continue;
    }
    const created = new Date(row.created_at).toISOString();
    const updated = new Date(row.updated_at).toISOString();
    files.push({
      name: entryName,
      id: row.id,
      updated_at: updated,
      created_at: created,
      last_accessed_at: updated,
      metadata: {
        eTag: `"${row.id}"`,
        size: Number(row.size),
        mimetype: row.mime,
        cacheControl: row.cache_control,
        lastModified: updated,
        contentLength: Number(row.size),
        httpStatusCode: 200,
      },
    });
  }
  const { column, order } = options.sortBy;
  const direction = order === 'desc' ? -1 : 1;
  const key = (entry: ListEntry) => (column === 'name' ? entry.name : (entry[column] ?? ''));
  const entries = [...folders.values(), ...files].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const byColumn = x < y ? -1 : x > y ? 1 : 0;
    return (byColumn || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) * direction;
  });
  return entries.slice(options.offset, options.offset + options.limit);
}

/**
 * Deletes `owner`'s objects among `names` (others' are left alone, as row-level security on the
 * owner would) and answers the deleted ones; none when one of them is held (a record's file).
 * The row goes first: a crash before the file is removed leaves an unreachable file, never a row
 * without its file.
 */
export async function removeObjects(
  db: Sql,
  uploadsDir: string,
  bucket: string,
  owner: string,
  names: string[],
) {
  const held = await db.query(
    `select 1 from storage_objects
      where bucket = $1 and owner = $2 and name = any($3::text[]) and held_by is not null limit 1`,
    [bucket, owner, names],
  );
  if (held.rows.length > 0) throw storageErrors.held();
  // A hold that lands in between keeps its row: the delete skips it.
  const { rows } = await db.query<StoredObject & { name: string }>(
    `delete from storage_objects
      where bucket = $1 and owner = $2 and name = any($3::text[]) and held_by is null
     returning id, name, owner, held_by, size, mime, cache_control, created_at, updated_at`,
    [bucket, owner, names],
  );
  await Promise.all(rows.map((row) => rm(filePath(uploadsDir, bucket, row.id), { force: true })));
  return rows.map((row) => ({
    name: row.name,
    id: row.id,
    bucket_id: bucket,
    owner: row.owner,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    last_accessed_at: new Date(row.updated_at).toISOString(),
    metadata: { size: Number(row.size), mimetype: row.mime, cacheControl: row.cache_control },
  }));
}
