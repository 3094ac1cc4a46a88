import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Database, openDatabase } from '@club/db/connection';
import { copyDemoImage } from '../../../scripts/demo-image.ts';
import { type FirstViewFeature, startWebServer, type WebServer } from '../../../scripts/serve-web.ts';
import { ensureGatewayBundle } from '../../../scripts/start-bundle.mjs';
import type { RemoteName } from '../../../scripts/web/apps.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

/**
 * A port for a child process to listen on. The port is free when checked but only taken later by
 * the child, so it is drawn below the kernel's ephemeral range: outgoing connections (the browser's,
 * the database pool's) take their source ports from that range and can never grab it meanwhile.
 */
export async function freePort(): Promise<number> {
  const lowestEphemeral = ephemeralRangeStart();
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (lowestEphemeral - 10_000));
    if (await canListen(port)) return port;
  }
}

function ephemeralRangeStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Math.max(Number(low), 11_000);
  } catch {
    return 32_768; // Linux's default; the IANA range starts at 49152, higher still.
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

export interface Stack {
  webUrl: string;
  gatewayUrl: string;
  /** The hosted auth + storage service as the browser's run-time config names it. */
  supabaseUrl: string;
  dataDir: string;
  /** What the gateway process printed so far (stdout and stderr): its log, the first run's code. */
  output(): string;
  /**
   * Stops the gateway (for good) and reads its PGlite folder directly: what the database holds,
   * not what the gateway says. Only at the end of a test file.
   */
  inspectDatabase<T>(read: (db: Database) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Where the shell finds a remote's manifest instead of the web server's /remotes/ folder. */
  remoteUrls?: Partial<Record<RemoteName, string>>;
  /** More variables for the gateway process (SMTP_URL of a test's SMTP server, a short JOB_INTERVAL_MS). */
  gatewayEnv?: Record<string, string>;
  /**
   * Give the browser the gateway's stand-in under another name (127.0.0.1 for localhost): it then
   * takes it for a Supabase project of its own, as when SUPABASE_URL points at one, and keeps the
   * hosted sign-in (docs/decisions/021-one-sign-out.md).
   */
  hostedServiceElsewhere?: boolean;
  /** What the web server does for a first view (default all; decision 031). */
  firstView?: readonly FirstViewFeature[];
  /** Where remotes deployed alone are published (decision 059); default none: each remote's dist. */
  releasesDir?: string;
  /** Other pages' origins the gateway must answer (a second web server of a bench). */
  moreWebOrigins?: readonly string[];
  /**
   * A club's own first run instead of the demo: no demo data, an empty database (with
   * `databaseUrl`, a new PostgreSQL database made for the stack and dropped at its stop).
   */
  emptyClub?: { databaseUrl?: string };
}

/**
 * A real gateway process (fresh PGlite folder, demo data) and a web server on free ports, as a
 * member's browser meets them. Built web files and the prepared demo club come from the global
 * setup: each stack starts from its own copy of the club, as a first `npm start` does.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-e2e-'));
  if (!options.emptyClub) copyDemoImage(dataDir, join(dataDir, 'uploads'));
  const database = options.emptyClub?.databaseUrl
    ? await newPostgresDatabase(options.emptyClub.databaseUrl)
    : null;
  const [gatewayPort, webPort] = [await freePort(), await freePort()];
  const webUrl = `http://localhost:${webPort}`;
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  const supabaseUrl = options.hostedServiceElsewhere ? `http://127.0.0.1:${gatewayPort}` : gatewayUrl;
  // The gateway as `npm start` runs it, bundled ahead of time: no TypeScript loader at each start.
  const gateway = spawn(process.execPath, [await ensureGatewayBundle()], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ORIGINS: [webUrl, ...(options.moreWebOrigins ?? [])].join(','),
      SEED_DEMO: options.emptyClub ? 'false' : 'true',
      ...(database ? { DATABASE_URL: database.url } : {}),
      LOG_LEVEL: 'warn',
      // The hosted auth + storage stand-in is this gateway (public URLs of receipts point here).
      SUPABASE_URL: gatewayUrl,
      NODE_ENV: 'test',
      ...options.gatewayEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  gateway.stdout?.on('data', keep);
  gateway.stderr?.on('data', keep);
  let web: WebServer | undefined;
  try {
    await waitForGateway(gateway, gatewayUrl);
    web = await startWebServer({
      port: webPort,
      host: '127.0.0.1',
      gatewayUrl,
      remoteUrls: options.remoteUrls,
      supabase: { url: supabaseUrl },
      ...(options.firstView ? { firstView: options.firstView } : {}),
      ...(options.releasesDir ? { releasesDir: options.releasesDir } : {}),
    });
  } catch (error) {
    gateway.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    throw error;
  }
  const server = web;
  return {
    webUrl,
    gatewayUrl,
    supabaseUrl,
    dataDir,
    output: () => printed,
    async inspectDatabase(read) {
      await stopProcess(gateway);
      const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      try {
        return await read(db);
      } finally {
        await db.close();
      }
    },
    async stop() {
      await server.close();
      await stopProcess(gateway);
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `ownerUrl`, and how to drop it. */
async function newPostgresDatabase(ownerUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `club_e2e_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: ownerUrl, maxConnections: 1 });
  await admin.exec(`create database ${name}`);
  await admin.close();
  const url = new URL(ownerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = await openDatabase({ databaseUrl: ownerUrl, maxConnections: 1 });
      await again.exec(`drop database if exists ${name} with (force)`);
      await again.close();
    },
  };
}

function waitForGateway(child: ChildProcess, url: string): Promise<void> {
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Gateway listening on')) {
        child.stdout?.off('data', onData);
        done();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      fail(new Error(`gateway at ${url} exited (${code}) before listening:\n${output}`)),
    );
    setTimeout(() => fail(new Error(`gateway at ${url} did not start in 60 s:\n${output}`)), 60_000).unref();
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
