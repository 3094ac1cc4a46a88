import { spawn } from 'node:child_process';
import {
  closeSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { Readable } from 'node:stream';
import { type Database, openDatabase } from '../connection.ts';
import { type ChainReport, verifyChain } from '../event-chain/verify-chain.ts';
import { PRIVATE_FILE_MODE, privateDir } from '../private-files.ts';
import { type BackupKey, decryptInto, encryptInto, readBackupHeader } from './backup-crypto.ts';

// Backups and restores of the club's database (docs/decisions/020-least-privilege-and-backups.md):
// PostgreSQL through its own pg_dump / pg_restore (custom format), PGlite through pg_dump built to
// WebAssembly (plain SQL). A copy of PGlite's data folder would also carry the rows a statement
// deleted or overwrote (dead tuples, WAL): a forgotten member would live on in every later backup.
// Tarballs of the folder that older versions wrote still restore. Every copy is encrypted with the installation's
// backup key (backup-crypto.ts, decision 043), which is kept apart from the copies. A restore goes
// only into an empty database.

export type BackupEngine = Database['kind'];

/** club-2026-11-24T10-00-00Z.dump.enc: names sort by time, and say which engine wrote them. */
const EXTENSIONS: Readonly<Record<BackupEngine, string>> = {
  postgres: '.dump.enc',
  pglite: '.pglite.sql.enc',
};
/** Copies from before encryption (no `.enc`) or of PGlite's folder (`.tar.gz`) are still listed, pruned and restored. */
const BACKUP_NAME =
  /^club-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(\.dump|\.pglite\.tar\.gz|\.pglite\.sql)(\.enc)?$/;
/** How pg_dump's plain output starts. */
const SQL_DUMP_HEAD = '--\n-- PostgreSQL database dump';

export interface BackupFile {
  name: string;
  path: string;
  takenAt: Date;
}

export function backupFileName(engine: BackupEngine, now: Date): string {
  return `club-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z${EXTENSIONS[engine]}`;
}

/** The backups this code wrote into `dir`, newest first; any other file is left alone. */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const match = BACKUP_NAME.exec(name);
      if (!match) return [];
      const [, day, hours, minutes, seconds] = match;
      return [{ name, path: join(dir, name), takenAt: new Date(`${day}T${hours}:${minutes}:${seconds}Z`) }];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name));
}

/** Deletes all but the newest `keep` backups of `dir`; answers the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const backup of old) rmSync(backup.path, { force: true });
  return old.map((backup) => backup.name);
}

export class BackupError extends Error {
  readonly code = 'BACKUP';
}

/** Where to look for the PostgreSQL client tools: PATH first, then Debian's versioned folders, newest first. */
export function pgToolDirs(path = process.env.PATH ?? '', versionsRoot = '/usr/lib/postgresql'): string[] {
  const versions = existsSync(versionsRoot)
    ? readdirSync(versionsRoot)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(versionsRoot, version, 'bin'))
    : [];
  return [...path.split(delimiter).filter(Boolean), ...versions];
}

export function findPgTool(tool: 'pg_dump' | 'pg_restore', dirs: readonly string[] = pgToolDirs()): string {
  const found = dirs.map((dir) => join(dir, tool)).find((file) => existsSync(file));
  if (found) return found;
  throw new BackupError(
    `No encontré ${tool}, que hace falta para las copias de PostgreSQL. Instalá el cliente de PostgreSQL ` +
      `(en Debian o Ubuntu: apt install postgresql-client, de la misma versión que el servidor o más nueva) ` +
      `o agregá su carpeta al PATH.`,
  );
}

/** pg_dump / pg_restore arguments and environment for a URL: the password goes in PGPASSWORD, never in `ps`. */
function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: `--dbname=${url.toString()}`,
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function runTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(file, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  return exitOf(file, child);
}

function exitOf(file: string, child: ReturnType<typeof spawn>): Promise<void> {
  return new Promise((done, fail) => {
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', fail);
    child.once('close', (code) => {
      if (code === 0) done();
      else fail(new BackupError(`${file} terminó con código ${code}: ${errors.trim()}`));
    });
  });
}

export type BackupSource =
  /** pg_dump as the owner (DATABASE_URL), who may read every table; `schema` alone if given (tests). */
  | { engine: 'postgres'; databaseUrl: string; schema?: string }
  /** The open PGlite database (its folder is locked by whoever has it open). */
  | { engine: 'pglite'; db: Database };

/**
 * Writes a backup of `source` into `dir`, named after `now`, encrypted with `key` as it is made
 * (pg_dump's output is streamed through the cipher: the plain dump never touches the disk);
 * answers its path. It is written under a temporary name and renamed when complete, so a dump cut
 * short never passes for a backup. The folder is 0700, the file 0600.
 */
export async function writeBackup(
  source: BackupSource,
  dir: string,
  now: Date,
  key: BackupKey,
): Promise<string> {
  privateDir(dir);
  const path = join(dir, backupFileName(source.engine, now));
  const partial = `${path}.partial`;
  // One left by a process that died mid-copy: the new copy starts from nothing.
  rmSync(partial, { force: true });
  try {
    if (source.engine === 'postgres') {
      const target = libpqTarget(source.databaseUrl);
      const schema = source.schema ? [`--schema=${source.schema}`] : [];
      const tool = findPgTool('pg_dump');
      const child = spawn(tool, ['--format=custom', ...schema, target.dbname], {
        env: target.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = exitOf(tool, child);
      exited.catch(() => {});
      if (!child.stdout) throw new BackupError(`${tool} no dio su salida.`);
      try {
        await Promise.all([encryptInto(child.stdout, partial, key), exited]);
      } catch (error) {
        child.kill();
        throw error;
      }
    } else {
      if (!source.db.dumpSql) throw new BackupError('Esta base PGlite no puede volcarse.');
      const sql = await source.db.dumpSql();
      await encryptInto(Readable.from([Buffer.from(sql, 'utf8')]), partial, key);
    }
    renameSync(partial, path);
    return path;
  } finally {
    rmSync(partial, { force: true });
  }
}

type BackupFormat = 'postgres-custom' | 'pglite-sql' | 'pglite-tarball';

/** What a plain (decrypted) backup is, by its first bytes (custom-format dumps start with PGDMP). */
function backupFormatOf(file: string): BackupFormat | undefined {
  const head = Buffer.alloc(SQL_DUMP_HEAD.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres-custom';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite-tarball';
  if (head.toString('utf8') === SQL_DUMP_HEAD) return 'pglite-sql';
  return undefined;
}

/** Which engine wrote a plain (decrypted) backup. */
export function backupEngineOf(file: string): BackupEngine | undefined {
  const format = backupFormatOf(file);
  return format && (format === 'postgres-custom' ? 'postgres' : 'pglite');
}

/**
 * What a backup holds, as SQL text, to audit a copy without restoring it: PGlite's copy is that
 * text already; a PostgreSQL copy is printed by pg_restore (its custom format compresses the data).
 */
export async function backupAsSql(file: string, key: BackupKey): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'club-audit-'));
  try {
    const plain = join(work, 'copia');
    await decryptInto(file, key, () => createWriteStream(plain, { mode: PRIVATE_FILE_MODE, flags: 'wx' }));
    if (backupFormatOf(plain) !== 'postgres-custom') return readFileSync(plain, 'utf8');
    const tool = findPgTool('pg_restore');
    const child = spawn(tool, ['--file=-', plain], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    await exitOf(tool, child);
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface RestoreTarget {
  /** PostgreSQL: an empty database, restored into as this URL's role (it owns what it restores). */
  databaseUrl?: string;
  /** PGlite: an empty or missing data folder. */
  dataDir?: string;
}

/**
 * Restores `file` into an empty database; refuses, saying why, anything else. An encrypted copy
 * needs the key it was made with: it is decrypted into a private temporary folder first, and used
 * only once its tag proved it whole. Answers the event log's hash chain as restored, verified
 * (decision 028): a copy whose log was changed says where.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  key?: BackupKey,
): Promise<ChainReport> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  if (!readBackupHeader(file)) return restorePlain(file, file, target);
  if (!key) {
    throw new BackupError(
      `${file} está cifrada: hace falta la clave de las copias con que se hizo (BACKUP_KEY, o el archivo DATA_DIR/secrets/backup-key de la instalación).`,
    );
  }
  const work = mkdtempSync(join(tmpdir(), 'club-restore-'));
  try {
    const plain = join(work, 'copia');
    await decryptInto(file, key, () => createWriteStream(plain, { mode: PRIVATE_FILE_MODE, flags: 'wx' }));
    return await restorePlain(plain, file, target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Restores the plain copy `plain` (named `file` in messages). */
async function restorePlain(plain: string, file: string, target: RestoreTarget): Promise<ChainReport> {
  const format = backupFormatOf(plain);
  if (!format) {
    throw new BackupError(`${file} no es una copia de la base (ni de pg_dump ni de PGlite).`);
  }
  if (format === 'postgres-custom') {
    if (!target.databaseUrl) {
      throw new BackupError(
        `${file} es una copia de PostgreSQL: definí DATABASE_URL con una base vacía para restaurarla.`,
      );
    }
    await refuseNonEmptyPostgres(target.databaseUrl);
    const to = libpqTarget(target.databaseUrl);
    // One transaction: a restore that fails leaves the database as empty as it found it. Owners and
    // grants are this server's business: the gateway grants the app role when it starts.
    await runTool(
      findPgTool('pg_restore'),
      ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', to.dbname, plain],
      to.env,
    );
    return verifyRestoredPostgres(target.databaseUrl);
  }
  if (target.databaseUrl || !target.dataDir) {
    throw new BackupError(
      `${file} es una copia de PGlite: restaurala sin DATABASE_URL, en una carpeta de datos vacía (DATA_DIR).`,
    );
  }
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    throw new BackupError(
      `La carpeta ${target.dataDir} no está vacía: no restauro encima de una base. Elegí una carpeta nueva con DATA_DIR, o mové esa a otro lado.`,
    );
  }
  if (format === 'pglite-sql') {
    const fresh = await openDatabase({ dataDir: target.dataDir });
    try {
      // pg_dump's script has no BEGIN: one simple-protocol string runs as one transaction, so a
      // restore that fails leaves the folder's database empty.
      await fresh.exec(readFileSync(plain, 'utf8'));
    } finally {
      await fresh.close();
    }
  }
  const db = await openDatabase({
    dataDir: target.dataDir,
    ...(format === 'pglite-tarball' ? { loadDataDir: new Blob([readFileSync(plain)]) } : {}),
  });
  try {
    return await verifyChain(db);
  } finally {
    await db.close();
  }
}

/** The chain in whichever schema the copy put the log (public for a club; a test's own schema). */
async function verifyRestoredPostgres(databaseUrl: string): Promise<ChainReport> {
  const probe = await openDatabase({ databaseUrl, maxConnections: 1 });
  let schema: string | undefined;
  try {
    const { rows } = await probe.query<{ schema: string }>(
      `select n.nspname as schema from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relname = 'event_chain' and c.relkind = 'r' order by n.nspname = 'public' desc, 1 limit 1`,
    );
    schema = rows[0]?.schema;
  } finally {
    await probe.close();
  }
  if (!schema) return { kind: 'unchained' };
  const db = await openDatabase({ databaseUrl, schema, maxConnections: 1 });
  try {
    return await verifyChain(db);
  } finally {
    await db.close();
  }
}

async function refuseNonEmptyPostgres(databaseUrl: string): Promise<void> {
  const db = await openDatabase({ databaseUrl, maxConnections: 1 });
  try {
    const { rows } = await db.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        order by 1 limit 3`,
    );
    if (rows.length > 0) {
      const url = new URL(databaseUrl);
      throw new BackupError(
        `La base ${url.pathname.slice(1)} no está vacía (tiene ${rows.map((row) => row.name).join(', ')}…): ` +
          'no restauro encima de datos. Creá una base nueva (createdb club_restaurada) y apuntá DATABASE_URL a ella.',
      );
    }
  } finally {
    await db.close();
  }
}
