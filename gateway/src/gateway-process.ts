import { restrictUmask } from '@club/db/private-files';
import { ConfigError, loadConfig } from './config.ts';
import { listenUrl } from './kernel/http/listen-url.ts';
import { createLogger, type GatewayHooks, startGateway } from './server.ts';

/**
 * The gateway as a process: reads the environment, starts, prints where it listens and stops
 * cleanly on SIGINT or SIGTERM. Its entries: main.ts (a club's gateway) and the demo's
 * (`demo/src/gateway.ts`, which gives the demo seed).
 */
export async function runGatewayProcess(hooks: GatewayHooks = {}): Promise<void> {
  // The database, receipts, backups and secrets it writes are the running user's alone.
  restrictUmask();

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const logger = createLogger(config);
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  try {
    gateway = await startGateway(config, logger, hooks);
  } catch (error) {
    // E.g. the port is taken, PostgreSQL is unreachable, or another process holds the PGlite folder.
    logger.fatal({ err: error }, 'gateway failed to start');
    console.error(`Gateway failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`Gateway listening on ${listenUrl(config.host, gateway.port)}`);

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    try {
      // Closing the database also releases the PGlite data folder's lock.
      await gateway.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'unclean stop');
      process.exit(1);
    }
  }
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
