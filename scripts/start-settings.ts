// What `npm start` runs with where the environment says nothing: production mode (no
// introspection, no GraphiQL, members send only the app's own GraphQL documents), this machine
// only (HOST opens it to others), the demo club on an empty database, a daily backup. Apart from
// start.ts so the security checks judge the very settings a club runs.
import { type Config, ConfigError, loadConfig } from '../gateway/src/config.ts';
import { DEFAULT_HOST, listenUrl } from '../gateway/src/kernel/http/listen-url.ts';

export interface StartSettings {
  config: Config;
  webPort: number;
  /** The interface the web server listens on: HOST, else 127.0.0.1. */
  webHost: string;
  /** Where browsers reach the gateway: GATEWAY_URL, else its listening URL (unknown before it listens on port 0). */
  gatewayUrl: string | undefined;
  /** Where the gateway listens on this machine (unknown before it listens on port 0). */
  gatewayListenUrl: string | undefined;
}

/** Throws a ConfigError listing every bad variable. */
export function startSettings(env: NodeJS.ProcessEnv): StartSettings {
  const webPort = Number(env.WEB_PORT || 8080);
  const gatewayPort = Number(env.GATEWAY_PORT || 4000);
  if (!Number.isInteger(webPort) || webPort < 0 || !Number.isInteger(gatewayPort) || gatewayPort < 0) {
    throw new ConfigError(['WEB_PORT y GATEWAY_PORT deben ser números de puerto.']);
  }
  const webHost = env.HOST?.trim() || DEFAULT_HOST;
  const webOrigins = new Set([
    `http://localhost:${webPort}`,
    `http://127.0.0.1:${webPort}`,
    listenUrl(webHost, webPort),
  ]);
  const config = loadConfig({
    ...env,
    NODE_ENV: env.NODE_ENV || 'production',
    GATEWAY_PORT: String(gatewayPort),
    WEB_ORIGINS: env.WEB_ORIGINS || [...webOrigins].join(','),
    SEED_DEMO: env.SEED_DEMO || 'true',
    // One machine, one data folder: a daily copy unless asked otherwise (decision 020).
    BACKUP_EVERY_HOURS: env.BACKUP_EVERY_HOURS || '24',
    LOG_LEVEL: env.LOG_LEVEL || 'warn',
  });
  const gatewayListenUrl = gatewayPort === 0 ? undefined : listenUrl(config.host, gatewayPort);
  const gatewayUrl = env.GATEWAY_URL || gatewayListenUrl;
  return { config, webPort, webHost, gatewayUrl, gatewayListenUrl };
}
