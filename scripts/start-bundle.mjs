// The ahead-of-time bundle of scripts/start.ts that `npm start` runs (scripts/start.mjs): plain
// JavaScript, so it needs no TypeScript loader itself.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(repoRoot, 'node_modules', '.cache', 'club-app', 'start');
const entryOut = path.join(outDir, 'start.js');
const gatewayOut = path.join(outDir, 'gateway.js');
/** Everything the bundle is made of, besides npm packages. */
const inputs = [
  'scripts',
  'gateway/src',
  'demo/src',
  'hosted/src',
  'db/src',
  'domain/src',
  'web-kit/src',
  'package-lock.json',
];

function newestMtime(target) {
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

function isFresh() {
  if (!existsSync(entryOut) || !existsSync(gatewayOut)) return false;
  const newestInput = Math.max(...inputs.map((input) => newestMtime(path.join(repoRoot, input))));
  return Math.min(statSync(entryOut).mtimeMs, statSync(gatewayOut).mtimeMs) > newestInput;
}

/**
 * Our TypeScript (the workspaces' `@club/*` packages included) goes into the bundle; every other
 * bare import stays an import that Node resolves from the repository's node_modules. Each file's
 * `import.meta.url` / `import.meta.dirname` keep meaning its source file (migrations, repo root).
 */
const ownCode = {
  name: 'own-code',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@club/') ? undefined : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
      return { contents, loader: 'ts' };
    });
  },
};

async function bundle() {
  const { build } = await import('esbuild');
  await build({
    // The gateway alone too, with the demo seed as `npm start` has it: the end-to-end suite starts
    // it as its own process.
    entryPoints: {
      start: path.join(repoRoot, 'scripts', 'start.ts'),
      gateway: path.join(repoRoot, 'demo', 'src', 'gateway.ts'),
    },
    outdir: outDir,
    bundle: true,
    // The gateway's HTTP app and the demo seed are imported lazily (they load while the database
    // opens): their own chunks.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Beside the bundle; NODE_OPTIONS=--enable-source-maps maps stack traces back to the sources.
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownCode],
  });
}

/** The bundle's entry file, built first when it is missing or older than a source. */
export async function ensureStartBundle() {
  if (!isFresh()) await bundle();
  return entryOut;
}

/** The gateway process's bundled entry (`node gateway.js`), built first when stale. */
export async function ensureGatewayBundle() {
  if (!isFresh()) await bundle();
  return gatewayOut;
}
