// The five web builds: the host and the four remotes, with their federation names and dev ports.
// One list, read by the rspack configs, build-web, serve-web and dev.

export interface WebApp {
  /** Workspace folder at the repo root. */
  dir: string;
  /** Module Federation container name (underscores: it is a JS identifier). */
  name: string;
  /** Port of its rspack dev server. */
  devPort: number;
}

export const shellApp: WebApp = { dir: 'shell', name: 'shell', devPort: 8080 };

export const remoteApps = [
  { dir: 'mf-storefront', name: 'mf_storefront', devPort: 8081 },
  { dir: 'mf-orders', name: 'mf_orders', devPort: 8082 },
  { dir: 'mf-harvest', name: 'mf_harvest', devPort: 8083 },
  { dir: 'mf-finance', name: 'mf_finance', devPort: 8084 },
] as const satisfies readonly WebApp[];

export type RemoteName = (typeof remoteApps)[number]['name'];

export const webApps: readonly WebApp[] = [shellApp, ...remoteApps];

export const MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Env variable that overrides where the shell finds a remote's manifest, e.g. REMOTE_MF_HARVEST_URL. */
export function remoteUrlEnvName(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}
