// `npm start`: builds what is not built, then runs the gateway (which migrates and seeds demo data
// on an empty database) and the web server in this one process, and prints the URLs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts } from '@club/db/seed-data';
import { ConfigError, loadConfig } from '../gateway/src/config.ts';
import { createLogger, startGateway } from '../gateway/src/server.ts';
import { buildWeb } from './build-web.ts';
import { copyDemoImage, ensureDemoImage } from './demo-image.ts';
import { emailJsFromEnv, firstViewFromEnv, remoteUrlsFromEnv, startWebServer } from './serve-web.ts';

const env = process.env;
const webPort = Number(env.WEB_PORT ?? 8080);
const gatewayPort = Number(env.GATEWAY_PORT ?? 4000);
if (!Number.isInteger(webPort) || webPort < 0 || !Number.isInteger(gatewayPort) || gatewayPort < 0) {
  console.error('WEB_PORT y GATEWAY_PORT deben ser números de puerto.');
  process.exit(1);
}

const built = await buildWeb({ force: false });
if (built.length > 0) console.log(`Compilado: ${built.join(', ')}`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({
    ...env,
    GATEWAY_PORT: String(gatewayPort),
    WEB_ORIGINS: env.WEB_ORIGINS ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
    SEED_DEMO: env.SEED_DEMO ?? 'true',
    // One machine, one data folder: a daily copy unless asked otherwise (decision 020).
    BACKUP_EVERY_HOURS: env.BACKUP_EVERY_HOURS ?? '24',
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

// A first start on PGlite copies the prepared demo club (scripts/demo-image.ts) into the empty data
// folder instead of creating and seeding it: ~0.2 s instead of ~5 s. When no image of today's
// sources and day exists, making it is the same initdb, migrations and seed the start would run.
if (!config.databaseUrl && config.seedDemo && !existsSync(join(config.dataDir, 'pglite'))) {
  await ensureDemoImage();
  copyDemoImage(config.dataDir, config.uploadsDir);
}

// The gateway (database, migrations, seed, GraphQL) and the web server start side by side: the
// web server only needs the gateway's URL, known beforehand unless the port is 0 (docs/performance.md).
const gatewayStarting = startGateway(config, createLogger(config));
const webOptions = (gatewayUrl: string) => ({
  port: webPort,
  gatewayUrl,
  remoteUrls: remoteUrlsFromEnv(env),
  emailjs: emailJsFromEnv(env),
  firstView: firstViewFromEnv(env),
  // The gateway's own stand-in unless SUPABASE_URL points at a hosted project; the key the gateway takes.
  supabase: { url: env.SUPABASE_URL ?? gatewayUrl, anonKey: config.supabaseAnonKey },
});
const knownGatewayUrl =
  env.GATEWAY_URL ?? (gatewayPort === 0 ? undefined : `http://localhost:${gatewayPort}`);
const webEarly = knownGatewayUrl ? startWebServer(webOptions(knownGatewayUrl)) : undefined;
webEarly?.catch(() => {}); // awaited below

const gateway = await gatewayStarting.catch(async (error: unknown) => {
  console.error(`No arrancó el gateway: ${error instanceof Error ? error.message : String(error)}`);
  await webEarly?.then((server) => server.close()).catch(() => {});
  process.exit(1);
});
const gatewayUrl = knownGatewayUrl ?? `http://localhost:${gateway.port}`;
const web = await (webEarly ?? startWebServer(webOptions(gatewayUrl))).catch(async (error: unknown) => {
  console.error(`No arrancó el servidor web: ${error instanceof Error ? error.message : String(error)}`);
  await gateway.close();
  process.exit(1);
});

console.log(`
  Web:      ${web.url}
  Gateway:  ${gatewayUrl}  (GraphQL en ${gatewayUrl}/graphql)
  Base:     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}/pglite`}
  Copias:   ${config.backupEveryHours > 0 ? `cada ${config.backupEveryHours} h en ${config.backupDir} (se guardan las últimas ${config.backupKeep})` : 'apagadas (BACKUP_EVERY_HOURS=0)'}

  Cuentas de demostración:
    socio  ${demoAccounts.member.mail} / ${demoAccounts.member.password}
    admin  ${demoAccounts.admin.mail} / ${demoAccounts.admin.password}
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([web.close(), gateway.close()]);
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
