import { randomUUID } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

// What the app writes (the database, uploads, backups, its secrets) holds password hashes, TOTP
// secrets and sign-in links: only the user the app runs as may read it. Folders 0700, files 0600.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Every file and folder this process creates from now on is its user's alone. Called first by
 * each entry point that writes data (a library never changes the process's umask behind its back).
 */
export function restrictUmask(): void {
  process.umask(0o077);
}

/** Creates `dir` (and missing parents) as private folders, and makes an existing `dir` private. */
export function privateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodIfNeeded(dir, PRIVATE_DIR_MODE);
  return dir;
}

/**
 * Writes `bytes` as `path`, private, whole or not at all: to a temporary name beside it first, synced,
 * then renamed, so no reader ever sees half a file. The folder must exist.
 */
export async function writePrivateFile(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = join(path, '..', `.tmp-${randomUUID()}`);
  const handle = await open(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Makes `path` and everything under it private: folders 0700, files 0600; symbolic links are left
 * alone and not followed. Needed beside the umask because PGlite sets its own modes (its initdb
 * writes 0666, its relation cache 0644) and copies keep the modes they were made with. Answers
 * how many entries it changed; a missing `path` is nothing to do.
 */
export function makePrivate(path: string): number {
  let stats: ReturnType<typeof lstatSync>;
  try {
    stats = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (stats.isSymbolicLink()) return 0;
  if (!stats.isDirectory()) return chmodIfNeeded(path, PRIVATE_FILE_MODE, stats.mode) ? 1 : 0;
  let changed = chmodIfNeeded(path, PRIVATE_DIR_MODE, stats.mode) ? 1 : 0;
  let entries: string[];
  try {
    entries = readdirSync(path);
  } catch (error) {
    // A folder of another user's that this one may not list: not ours to fix.
    if ((error as NodeJS.ErrnoException).code === 'EACCES') return changed;
    throw error;
  }
  for (const entry of entries) changed += makePrivate(join(path, entry));
  return changed;
}

function chmodIfNeeded(path: string, mode: number, current = lstatSync(path).mode): boolean {
  if ((current & 0o777) === mode) return false;
  try {
    chmodSync(path, mode);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Gone meanwhile (PostgreSQL removes its temporary files), or another user's file.
    if (code === 'ENOENT' || code === 'EPERM') return false;
    throw error;
  }
}
