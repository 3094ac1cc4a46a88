// `npm run dev`: the five rspack dev servers (shell :8080, storefront :8081, orders :8082,
// harvest :8083, finance :8084) and the gateway in watch mode (:4000), in one terminal.
// Each remote also serves its own standalone page at its port. Ctrl-C stops everything.
// Development mode: GraphiQL, introspection and anyone's GraphQL text (never under `npm start`).
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type WebApp, webApps } from './web/apps.ts';
import { repoRoot } from './web/rspack-base.ts';

const require = createRequire(import.meta.url);
const rspackCli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin/rspack.js');
const tsxCli = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs');

const colours = [36, 32, 33, 35, 34, 91];
const children: ChildProcess[] = [];
let stopping = false;

function prefixed(name: string, colour: number, stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) {
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`\u001b[${colour}m[${name}]\u001b[0m ${line}\n`);
  });
}

function run(name: string, colour: number, args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  if (child.stdout) prefixed(name, colour, child.stdout, process.stdout);
  if (child.stderr) prefixed(name, colour, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${name}] exited (${signal ?? code}); the others keep running`);
  });
}

const devOrigins = webApps.map((app) => `http://localhost:${app.devPort}`).join(',');
const gatewayPort = process.env.GATEWAY_PORT ?? '4000';
const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_OPTIONS: '',
  GATEWAY_URL: process.env.GATEWAY_URL ?? `http://localhost:${gatewayPort}`,
};

webApps.forEach((app: WebApp, index) => {
  run(
    app.dir,
    colours[index] ?? 37,
    [rspackCli, 'serve', '-c', 'rspack.config.ts', '--mode', 'development'],
    path.join(repoRoot, app.dir),
    { ...baseEnv, NODE_ENV: 'development' },
  );
});

run('gateway', colours[5] ?? 37, [tsxCli, 'watch', 'demo/src/gateway.ts'], repoRoot, {
  ...baseEnv,
  GATEWAY_PORT: gatewayPort,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  // The shell and each remote's standalone page call the gateway from their own origin.
  WEB_ORIGINS: process.env.WEB_ORIGINS ?? devOrigins,
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
});

console.log(
  `dev: shell http://localhost:8080 · gateway http://localhost:${gatewayPort} · remotes :8081-8084`,
);

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
