// Publishing one remote alone (decision 059): its built files become a version on this machine,
// its operations are registered with the running gateway under that version, and only then does
// the web server hand the version out. Rollback and retire are the same pieces in other orders.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE } from '../web/apps.ts';
import { OPERATIONS_FILE, type OperationsList } from '../web/operations-list.ts';
import { repoRoot } from '../web/rspack-base.ts';
import { type GatewayDeploy, registerOperations, retireOperations } from './operation-registry.ts';
import {
  type ActivePointer,
  activate,
  checkVersion,
  discardStaged,
  publishStaged,
  readPointer,
  remoteNamed,
  removeVersion,
  rollback,
  stageFiles,
  versionDir,
} from './releases.ts';

export interface DeployTarget {
  releasesDir: string;
  gateway: GatewayDeploy;
  /** `mf-storefront` or `mf_storefront`. */
  remote: string;
}

export interface DeployOptions extends DeployTarget {
  /** Default: a hash of the build's files (the same build is the same version). */
  version?: string;
  /** Default the remote's dist/. */
  dist?: string;
}

export interface Deployed {
  remote: string;
  version: string;
  registered: number;
  pointer: ActivePointer;
}

async function filesOf(dir: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true });
  const files = await Promise.all(
    entries
      // The build's stamp (a time) and other hidden files are not part of what it built.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) =>
        entry.isDirectory() ? filesOf(dir, path.join(under, entry.name)) : [path.join(under, entry.name)],
      ),
  );
  return files.flat().sort();
}

/** 12 hex of a hash over every file's path and bytes. */
export async function contentVersion(dist: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesOf(dist)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(dist, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

async function readOperations(dist: string): Promise<OperationsList> {
  let text: string;
  try {
    await readFile(path.join(dist, MANIFEST_FILE));
    text = await readFile(path.join(dist, OPERATIONS_FILE), 'utf8');
  } catch {
    throw new Error(`${dist} no es un build de un remoto (faltan ${MANIFEST_FILE} u ${OPERATIONS_FILE}).`);
  }
  const parsed = JSON.parse(text) as unknown;
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Object.values(parsed).some((value) => typeof value !== 'string')
  ) {
    throw new Error(`${OPERATIONS_FILE} de ${dist} no es una lista de consultas.`);
  }
  return parsed as OperationsList;
}

export async function deployRemote(options: DeployOptions): Promise<Deployed> {
  const app = remoteNamed(options.remote);
  const dist = path.resolve(options.dist ?? path.join(repoRoot, app.dir, 'dist'));
  const operations = await readOperations(dist);
  const built = await contentVersion(dist);
  const version = checkVersion(options.version ?? built);
  const earlier = await contentVersion(versionDir(options.releasesDir, app, version)).catch(() => undefined);
  if (earlier !== undefined && earlier !== built) {
    throw new Error(
      `${app.dir} ya tiene publicada la versión ${version} con otros archivos: elegí otra versión.`,
    );
  }
  const staged = await stageFiles(options.releasesDir, app, dist);
  let registered: number;
  try {
    // A build that sends no operation has nothing to register (the gateway takes no empty list).
    registered =
      Object.keys(operations).length === 0
        ? 0
        : await registerOperations(options.gateway, app.dir, version, operations);
  } catch (error) {
    // Refused or unreachable: the files never become a version, the active one stays.
    await discardStaged(staged);
    throw error;
  }
  await publishStaged(options.releasesDir, app, staged, version);
  const pointer = await activate(options.releasesDir, app, version);
  return { remote: app.dir, version, registered, pointer };
}

export async function rollbackRemote(options: Omit<DeployTarget, 'gateway'>): Promise<ActivePointer> {
  return rollback(options.releasesDir, remoteNamed(options.remote));
}

/** Retires a version at the gateway (its ids stop being accepted), then removes its files. */
export async function retireRemote(options: DeployTarget & { version: string }): Promise<void> {
  const app = remoteNamed(options.remote);
  const version = checkVersion(options.version);
  const pointer = await readPointer(options.releasesDir, app);
  if (pointer.active === version) {
    throw new Error(`${version} es la versión activa de ${app.dir}: activá otra antes de retirarla.`);
  }
  await retireOperations(options.gateway, app.dir, version);
  await removeVersion(options.releasesDir, app, version);
}
