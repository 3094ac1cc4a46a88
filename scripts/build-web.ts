// Builds the shell and the four remotes (production) into each workspace's dist/.
//   node --import tsx scripts/build-web.ts [--force] [mf-harvest ...]
// Without --force a workspace whose dist is newer than its sources (and the shared domain, web-kit
// and build code) is skipped.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type WebApp, webApps } from './web/apps.ts';
import { repoRoot } from './web/rspack-base.ts';

const STAMP_FILE = '.build-stamp';

/** Everything whose change makes a rebuild necessary, besides the workspace's own files. */
const sharedInputs = ['domain/src', 'web-kit/src', 'scripts/web', 'package-lock.json'];
const ownInputs = ['src', 'index.html', 'rspack.config.ts', 'package.json'];

export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isFresh(app: WebApp): boolean {
  const workspace = path.join(repoRoot, app.dir);
  const stamp = path.join(workspace, 'dist', STAMP_FILE);
  if (!existsSync(stamp)) return false;
  const inputs = [
    ...ownInputs.map((input) => path.join(workspace, input)),
    ...sharedInputs.map((input) => path.join(repoRoot, input)),
  ];
  const newestInput = Math.max(...inputs.map(newestMtime));
  return statSync(stamp).mtimeMs > newestInput;
}

// The rspack CLI in a plain Node child, not this process's API: rspack inlines its federation
// runtime by stringifying a function, and a TypeScript loader in this process (tsx) rewrites
// that function with helpers that do not exist in the browser (`__name is not defined`).
export const rspackCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspack/cli/package.json')),
  'bin/rspack.js',
);

/** One production rspack build in `cwd`; resolves with whether it worked and what it printed. */
export function runRspackBuild(
  cwd: string,
  config = 'rspack.config.ts',
  env: Record<string, string> = {},
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [rspackCli, 'build', '-c', config, '--mode', 'production'], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function buildOne(app: WebApp): Promise<{ app: WebApp; ok: boolean; output: string }> {
  return { app, ...(await runRspackBuild(path.join(repoRoot, app.dir))) };
}

export interface BuildWebOptions {
  force?: boolean;
  /** Workspace folders to consider (default: all five). */
  only?: readonly string[];
  log?: (line: string) => void;
}

/** Builds what is stale (or everything with `force`); returns the folders it built. */
export async function buildWeb({
  force = false,
  only,
  log = console.log,
}: BuildWebOptions = {}): Promise<string[]> {
  const candidates = webApps.filter((app) => !only || only.length === 0 || only.includes(app.dir));
  const stale = candidates.filter((app) => force || !isFresh(app));
  for (const app of candidates) if (!stale.includes(app)) log(`web: ${app.dir} is up to date`);
  if (stale.length === 0) return [];

  const started = Date.now();
  log(`web: building ${stale.map((app) => app.dir).join(', ')} ...`);
  const results = await Promise.all(stale.map(buildOne));
  const failed = results.filter((result) => !result.ok);
  for (const result of results) {
    const output = result.output
      .trim()
      .replace(/^.*compiled successfully.*$/gm, '')
      // A remote built twice (for the browser and its server renderer) names each compilation.
      .replace(/^[\w-]+:$/gm, '')
      .trim();
    if (result.ok && output) log(`web: ${result.app.dir}:\n${output}`);
  }
  if (failed.length > 0) {
    const details = failed.map((result) => `${result.app.dir}:\n${result.output.trim()}`).join('\n\n');
    throw new Error(`web build failed:\n${details}`);
  }
  for (const app of stale)
    writeFileSync(path.join(repoRoot, app.dir, 'dist', STAMP_FILE), new Date().toISOString());
  log(`web: built ${stale.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return stale.map((app) => app.dir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  buildWeb({ force: args.includes('--force'), only: args.filter((arg) => !arg.startsWith('--')) }).catch(
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
