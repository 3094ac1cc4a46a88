// `npm start`: builds what is not built, then runs the gateway (which migrates and seeds demo data
// on an empty database) and the web server in this one process, and prints the URLs. Production
// mode, on this machine only unless HOST says otherwise (start-settings.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { restrictUmask } from '@club/db/private-files';
import { demoAccounts } from '@club/db/seed-data';
import { loadDemoSeed } from '@club/demo/load-seed';
import { SETUP_PATH } from '@club/domain/setup-path';
import { ConfigError } from '../gateway/src/config.ts';
import { listenUrl } from '../gateway/src/kernel/http/listen-url.ts';
import { createLogger, startGateway } from '../gateway/src/server.ts';
import { buildWeb } from './build-web.ts';
import { copyDemoImage, ensureDemoImage } from './demo-image.ts';
import { releasesDirFromEnv } from './deploy/releases.ts';
import { emailJsFromEnv, firstViewFromEnv, remoteUrlsFromEnv, startWebServer } from './serve-web.ts';
import { type StartSettings, startSettings } from './start-settings.ts';

// The database, receipts, backups and secrets it writes are the running user's alone.
restrictUmask();

const env = process.env;
let settings: StartSettings;
try {
  settings = startSettings(env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const { config, webPort, webHost } = settings;

const built = await buildWeb({ force: false });
if (built.length > 0) console.log(`Compilado: ${built.join(', ')}`);

// A first start on PGlite copies the prepared demo club (scripts/demo-image.ts) into the empty data
// folder instead of creating and seeding it: ~0.2 s instead of ~5 s. When no image of today's
// sources and day exists, making it is the same initdb, migrations and seed the start would run.
// The image's members are sealed under a master key of its own, which the copy brings along: a
// master key given in CLUB_MASTER_KEY could not open them, so that start seeds instead.
if (
  !config.databaseUrl &&
  config.seedDemo &&
  !env.CLUB_MASTER_KEY &&
  !existsSync(join(config.dataDir, 'pglite'))
) {
  await ensureDemoImage();
  if (copyDemoImage(config.dataDir, config.uploadsDir)) settings = startSettings(env);
}
const { config: started } = settings;

// The gateway (database, migrations, seed, GraphQL) and the web server start side by side: the
// web server only needs the gateway's URL, known beforehand unless the port is 0 (docs/performance.md).
const gatewayStarting = startGateway(started, createLogger(started), { loadDemoSeed });
const webOptions = (gatewayUrl: string) => ({
  port: webPort,
  host: webHost,
  gatewayUrl,
  // The drawn carta's data is asked of the gateway where it listens, not through the proxy.
  serverRenderGatewayUrl: settings.gatewayListenUrl,
  remoteUrls: remoteUrlsFromEnv(env),
  emailjs: emailJsFromEnv(env),
  firstView: firstViewFromEnv(env),
  // The gateway's own stand-in unless SUPABASE_URL points at a hosted project; the key the gateway takes.
  supabase: { url: env.SUPABASE_URL ?? gatewayUrl, anonKey: config.supabaseAnonKey },
  // Remotes published alone (npm run remote:deploy) live beside the gateway's data.
  releasesDir: releasesDirFromEnv({ ...env, DATA_DIR: config.dataDir }),
});
const knownGatewayUrl = settings.gatewayUrl;
const webEarly = knownGatewayUrl ? startWebServer(webOptions(knownGatewayUrl)) : undefined;
webEarly?.catch(() => {}); // awaited below

const gateway = await gatewayStarting.catch(async (error: unknown) => {
  console.error(`No arrancó el gateway: ${error instanceof Error ? error.message : String(error)}`);
  await webEarly?.then((server) => server.close()).catch(() => {});
  process.exit(1);
});
const gatewayUrl = knownGatewayUrl ?? listenUrl(config.host, gateway.port);
const web = await (webEarly ?? startWebServer(webOptions(gatewayUrl))).catch(async (error: unknown) => {
  console.error(`No arrancó el servidor web: ${error instanceof Error ? error.message : String(error)}`);
  await gateway.close();
  process.exit(1);
});

console.log(`
  Web:      ${web.url}
  Gateway:  ${gatewayUrl}  (GraphQL en ${gatewayUrl}/graphql)
  Base:     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}/pglite`}
  Escucha:  ${webHost}${onlyThisMachine(webHost) ? ' (solo esta máquina; para abrirla a la red, HOST: ver el README)' : ''}
  Copias:   ${config.backupEveryHours > 0 ? `cada ${config.backupEveryHours} h en ${config.backupDir} (se guardan las últimas ${config.backupKeep})` : 'apagadas (BACKUP_EVERY_HOURS=0)'}

${
  gateway.setupCode
    ? `  Club nuevo: abrí ${web.url}${SETUP_PATH} e ingresá el código ${gateway.setupCode}`
    : `  Cuentas de demostración:
    socio  ${demoAccounts.member.mail} / ${demoAccounts.member.password}
    admin  ${demoAccounts.admin.mail} / ${demoAccounts.admin.password}`
}
`);

function onlyThisMachine(host: string): boolean {
  return host === '127.0.0.1' || host === '::1' || host === 'localhost';
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([web.close(), gateway.close()]);
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
