import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { grantAppRole, roleOfUrl } from '@club/db/app-role';
import { type Database, openDatabase } from '@club/db/connection';
import { migrate } from '@club/db/migrate';
import { makePrivate, privateDir } from '@club/db/private-files';
import { setupTexts } from '@club/domain/club-setup';
import { fillText } from '@club/domain/fill-text';
import { SETUP_PATH } from '@club/domain/setup-path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import { SECRETS_FOLDER } from './installation-secrets.ts';
import { clubJobs, startJobRunner } from './jobs/public.ts';
import type { AppEnv } from './kernel/http/app-env.ts';
import { createAppMetrics } from './kernel/metrics/app-metrics.ts';
import { useMasterKey } from './kernel/privacy/master-keys.ts';
import { sealPersonalDataInLog } from './log-upgrades/public.ts';
import { ensureSetupCode } from './setup/public.ts';

export interface RunningServer {
  port: number;
  /** The address it listens on (127.0.0.1 unless HOST or GATEWAY_HOST said otherwise). */
  address: string;
  close(): Promise<void>;
}

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'gateway' } });
}

/** Serves a built app on a port (0 picks a free one). */
export function serveApp(
  app: Hono<AppEnv>,
  opts: { port: number; hostname: string },
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: opts.port, hostname: opts.hostname },
      (info: AddressInfo) => {
        resolve({
          port: info.port,
          address: info.address,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((error) => (error ? fail(error) : done()));
              // Keep-alive sockets would otherwise hold close() open.
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}

/** Seeds the demo club on an empty database (as its owner) and answers whether it did. */
export type SeedDemoClub = (db: Database, options: { uploadsDir: string }) => Promise<{ seeded: boolean }>;

export interface GatewayHooks {
  /**
   * Loads the demo seed. Only the demo's entries give it (the demo is a workspace that imports the
   * gateway, never the other way round), so a club's own gateway never loads the demo's code.
   */
  loadDemoSeed?: () => Promise<SeedDemoClub>;
}

/**
 * Opens and migrates the database as its owner, grants the app role, seeds the demo data if asked
 * (SEED_DEMO, with the seed the entry gives), seals what the old log held in clear, serves the gateway (as the app role on PostgreSQL)
 * and runs the periodic jobs (jobs/club-jobs.ts).
 */
export async function startGateway(
  config: Config,
  logger: Logger = createLogger(config),
  hooks: GatewayHooks = {},
) {
  makeDataPrivate(config);
  // The demo seed seals its members' data before the app (which sets it too) is built.
  useMasterKey(config.masterKey);
  // The HTTP app's modules (GraphQL above all) load while the database opens: start-up overlaps both.
  const appModule = import('./app.ts');
  appModule.catch(() => {}); // awaited below; only an early return must not leave it unhandled
  // Likewise the demo seed, which loads the command modules the app shares with it.
  const demoSeed = config.seedDemo ? hooks.loadDemoSeed?.() : undefined;
  demoSeed?.catch(() => {});
  if (config.seedDemo && !hooks.loadDemoSeed) {
    logger.warn(
      'SEED_DEMO is set, but this entry has no demo seed: demo/src/gateway.ts is the one that seeds',
    );
  }
  let setupCode: string | null = null;
  const owner = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
  });
  // Seeding and the conversion below seal personal data before buildApp is called.
  useMasterKey(config.masterKey);
  try {
    await migrate(owner);
    if (config.databaseAppUrl) await grantAppRole(owner, { appUrl: config.databaseAppUrl });
    if (demoSeed) {
      const seedDemoClub = await demoSeed;
      const { seeded } = await seedDemoClub(owner, { uploadsDir: config.uploadsDir });
      if (seeded) logger.info('demo data seeded');
    }
    // The log written before personal data was sealed is converted once, as the owner: the app
    // role may not rewrite it (decision 043). Nothing left to convert does nothing.
    const rewrite = await sealPersonalDataInLog(owner);
    if (rewrite)
      logger.info(
        { rewrite: { ...rewrite, reason: undefined } },
        'event log rewritten: personal data sealed',
      );
    setupCode = await ensureSetupCode(owner);
    if (setupCode) logger.warn({ setupUrl: setupUrlOf(config) }, setupLogLine(config, setupCode));
  } catch (error) {
    await owner.close();
    throw error;
  }
  // On PostgreSQL the owner's work ends here: the app serves as its own role, which cannot
  // rewrite the event log (docs/decisions/020-least-privilege-and-backups.md).
  if (config.databaseAppUrl) await owner.close();
  const db = config.databaseAppUrl
    ? await openAppDatabase(config.databaseAppUrl, config.databasePoolSize)
    : owner;
  try {
    const { buildApp } = await appModule;
    // One registry for the app and the jobs, so /metrics shows the jobs' runs too.
    const metrics = createAppMetrics();
    const server = await serveApp(buildApp({ db, config, logger, metrics }), {
      port: config.port,
      hostname: config.host,
    });
    const jobs = startJobRunner({
      db,
      jobs: clubJobs(config, logger),
      intervalMs: config.jobIntervalMs,
      logger,
      metrics,
    });
    return {
      port: server.port,
      address: server.address,
      db,
      /** The first run's one-time code, printed in the log; null for a club that is set up. */
      setupCode,
      async close() {
        await server.close();
        await jobs.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Where a first run is set up: the web app's setup screen (the first web origin's). */
function setupUrlOf(config: Config): string {
  return `${config.webOrigins[0] ?? ''}${SETUP_PATH}`;
}

/** The log's line for whoever installed the club: where to go and the code to type. */
function setupLogLine(config: Config, code: string): string {
  return fillText(setupTexts.logLine, { url: setupUrlOf(config), code });
}

/**
 * What an earlier run, an older version or a copy left readable by others becomes the running
 * user's alone: the data folder itself, the secrets, the stored receipts, the photos and the backups. (The
 * PGlite folder is made private by openDatabase, every time it opens.)
 */
function makeDataPrivate(config: Config): void {
  privateDir(config.dataDir);
  for (const path of [
    join(config.dataDir, SECRETS_FOLDER),
    config.uploadsDir,
    config.photosDir,
    config.backupDir,
  ]) {
    makePrivate(path);
  }
}

async function openAppDatabase(appUrl: string, maxConnections: number) {
  try {
    return await openDatabase({ databaseUrl: appUrl, maxConnections });
  } catch (error) {
    const role = roleOfUrl(appUrl);
    throw new Error(
      `No se pudo entrar a PostgreSQL como ${role}, el rol de la app (${error instanceof Error ? error.message : String(error)}). ` +
        `Con contraseña, definí DATABASE_APP_URL=postgres://${role}:<contraseña>@<servidor>/<base>: ` +
        'el rol se crea con esa contraseña si no existe.',
      { cause: error },
    );
  }
}
