// A remote's published versions on this machine (decision 059):
//   <releases>/<remote-dir>/<version>/   one build's files, never changed once published
//   <releases>/<remote-dir>/active.json  which version the web server hands out, and the ones
//                                        active before it (for a rollback)
// The pointer is replaced whole (temporary file + rename): the web server reads either the old
// or the new one, never half. Folders 0700, files 0600, as every other data file of the app.
import { randomUUID } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { makePrivate, privateDir, writePrivateFile } from '@club/db/private-files';
import { remoteApps } from '../web/apps.ts';
import { repoRoot } from '../web/rspack-base.ts';

export const ACTIVE_FILE = 'active.json';

export type RemoteApp = (typeof remoteApps)[number];

/** The pointer file: the active version (null: the build's own dist) and the ones before it, oldest first. */
export interface ActivePointer {
  active: string | null;
  previous: string[];
}

/** WEB_RELEASES_DIR, or `web-releases` inside the app's data folder (DATA_DIR, as the gateway's). */
export function releasesDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.WEB_RELEASES_DIR?.trim()) return path.resolve(env.WEB_RELEASES_DIR.trim());
  return path.join(env.DATA_DIR?.trim() || `${repoRoot}.data`, 'web-releases');
}

/** A remote named as its folder (`mf-storefront`) or its federation name (`mf_storefront`). */
export function remoteNamed(name: string): RemoteApp {
  const app = remoteApps.find((candidate) => candidate.dir === name || candidate.name === name);
  if (!app) {
    const known = remoteApps.map((candidate) => candidate.dir).join(', ');
    throw new Error(`No conocemos el remoto «${name}». Los remotos son: ${known}.`);
  }
  return app;
}

// The gateway's rule for the version it registers the operations under.
const VERSION = /^[A-Za-z0-9][A-Za-z0-9.-]{0,39}$/;

/** A version is a folder name and a URL segment: letters, digits, `.`, `-`. */
export const isVersion = (version: string): boolean => VERSION.test(version);

export function checkVersion(version: string): string {
  if (!isVersion(version)) {
    throw new Error(
      `La versión «${version}» no sirve: usá de 1 a 40 letras, números, puntos o guiones, empezando con letra o número.`,
    );
  }
  return version;
}

const remoteDirOf = (releasesDir: string, app: RemoteApp) => path.join(releasesDir, app.dir);

export function versionDir(releasesDir: string, app: RemoteApp, version: string): string {
  return path.join(remoteDirOf(releasesDir, app), checkVersion(version));
}

export async function readPointer(releasesDir: string, app: RemoteApp): Promise<ActivePointer> {
  try {
    const parsed = JSON.parse(await readFile(path.join(remoteDirOf(releasesDir, app), ACTIVE_FILE), 'utf8'));
    const active = typeof parsed?.active === 'string' && VERSION.test(parsed.active) ? parsed.active : null;
    const previous = Array.isArray(parsed?.previous)
      ? parsed.previous.filter((v: unknown): v is string => typeof v === 'string' && VERSION.test(v))
      : [];
    return { active, previous };
  } catch {
    return { active: null, previous: [] };
  }
}

async function writePointer(releasesDir: string, app: RemoteApp, pointer: ActivePointer): Promise<void> {
  const dir = privateDir(remoteDirOf(releasesDir, app));
  await writePrivateFile(path.join(dir, ACTIVE_FILE), Buffer.from(`${JSON.stringify(pointer)}\n`));
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Copies a build into a hidden folder beside the versions, private. It becomes a version only by
 * `publishStaged` (one rename); `discardStaged` removes it (a deploy the gateway refused).
 */
export async function stageFiles(releasesDir: string, app: RemoteApp, dist: string): Promise<string> {
  const staged = path.join(privateDir(remoteDirOf(releasesDir, app)), `.incoming-${randomUUID()}`);
  await cp(dist, staged, { recursive: true, errorOnExist: true, force: false });
  makePrivate(staged);
  return staged;
}

export async function discardStaged(staged: string): Promise<void> {
  await rm(staged, { recursive: true, force: true });
}

/** Makes staged files a version; the same version published again keeps the files it had. */
export async function publishStaged(
  releasesDir: string,
  app: RemoteApp,
  staged: string,
  version: string,
): Promise<void> {
  const target = versionDir(releasesDir, app, version);
  if (await exists(target)) {
    await discardStaged(staged);
    return;
  }
  await rename(staged, target);
}

/** Points the web server at a published version; the one active before becomes `previous`. */
export async function activate(releasesDir: string, app: RemoteApp, version: string): Promise<ActivePointer> {
  if (!(await exists(versionDir(releasesDir, app, version)))) {
    throw new Error(`${app.dir} no tiene publicada la versión ${version}.`);
  }
  const pointer = await readPointer(releasesDir, app);
  if (pointer.active === version) return pointer;
  const previous = [...pointer.previous.filter((v) => v !== version)];
  if (pointer.active) previous.push(pointer.active);
  const next = { active: version, previous };
  await writePointer(releasesDir, app, next);
  return next;
}

/** Activates the version active before this one (skipping any retired since). */
export async function rollback(releasesDir: string, app: RemoteApp): Promise<ActivePointer> {
  const pointer = await readPointer(releasesDir, app);
  const previous = [...pointer.previous];
  while (previous.length > 0) {
    const candidate = previous.pop() as string;
    if (await exists(versionDir(releasesDir, app, candidate))) {
      const next = { active: candidate, previous };
      await writePointer(releasesDir, app, next);
      return next;
    }
  }
  throw new Error(`${app.dir} no tiene una versión anterior a la que volver.`);
}

export interface PublishedVersion {
  version: string;
  active: boolean;
  publishedAt: Date;
}

/** Every published version, oldest first. */
export async function listVersions(releasesDir: string, app: RemoteApp): Promise<PublishedVersion[]> {
  const dir = remoteDirOf(releasesDir, app);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const pointer = await readPointer(releasesDir, app);
  const versions = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && VERSION.test(entry.name))
      .map(async (entry) => ({
        version: entry.name,
        active: entry.name === pointer.active,
        publishedAt: (await stat(path.join(dir, entry.name))).mtime,
      })),
  );
  return versions.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

/** Removes a version's files; the active one stays. */
export async function removeVersion(releasesDir: string, app: RemoteApp, version: string): Promise<void> {
  const pointer = await readPointer(releasesDir, app);
  if (pointer.active === version) {
    throw new Error(`${version} es la versión activa de ${app.dir}: activá otra antes de retirarla.`);
  }
  const target = versionDir(releasesDir, app, version);
  if (!(await exists(target))) throw new Error(`${app.dir} no tiene publicada la versión ${version}.`);
  if (pointer.previous.includes(version)) {
    await writePointer(releasesDir, app, {
      ...pointer,
      previous: pointer.previous.filter((v) => v !== version),
    });
  }
  await rm(target, { recursive: true, force: true });
}

/**
 * The active version of each remote, for the web server on every request: one stat per remote,
 * the pointer read again only when its file changed (a deploy shows at once, no restart).
 */
export function activeVersionsReader(
  releasesDir: string,
): () => Promise<Partial<Record<RemoteApp['dir'], string>>> {
  const known = new Map<string, { stamp: string; active: string | null }>();
  return async () => {
    const versions: Partial<Record<RemoteApp['dir'], string>> = {};
    await Promise.all(
      remoteApps.map(async (app) => {
        const file = path.join(remoteDirOf(releasesDir, app), ACTIVE_FILE);
        // Each write is a new file renamed over the old one: a new inode, whatever the clock says.
        const stamp = await stat(file).then(
          (stats) => `${stats.ino}:${stats.mtimeMs}`,
          () => '',
        );
        let entry = known.get(app.dir);
        if (entry?.stamp !== stamp) {
          entry = { stamp, active: stamp ? (await readPointer(releasesDir, app)).active : null };
          known.set(app.dir, entry);
        }
        if (entry.active) versions[app.dir] = entry.active;
      }),
    );
    return versions;
  };
}
