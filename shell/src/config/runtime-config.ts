// The browser's only settings, fetched at start from /config.json (written by whoever serves the
// shell), so moving a remote or the gateway needs no rebuild.
import { type RemoteName, remoteNames } from '../federation/remote-names.ts';

export interface RuntimeConfig {
  /** Gateway origin, without a trailing slash; GraphQL is at `${gatewayUrl}/graphql`. */
  gatewayUrl: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteName, string>;
  contact: { email: string; phone: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Validates the fetched JSON, naming every missing or bad field at once. URLs may be relative
 * (`/remotes/mf-orders/mf-manifest.json`): they are resolved against `baseUrl`.
 */
export function parseRuntimeConfig(value: unknown, baseUrl?: string): RuntimeConfig {
  const absolute = (url: string) => (baseUrl ? new URL(url, baseUrl).href : url);
  const problems: string[] = [];
  const root = isRecord(value) ? value : {};
  if (!isRecord(value)) problems.push('the file is not a JSON object');

  if (!nonEmptyString(root.gatewayUrl)) problems.push('gatewayUrl');

  const remotesIn = isRecord(root.remotes) ? root.remotes : {};
  const remotes = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    const url = remotesIn[name];
    if (nonEmptyString(url)) remotes[name] = absolute(url);
    else problems.push(`remotes.${name}`);
  }

  const contactIn = isRecord(root.contact) ? root.contact : {};
  const email = typeof contactIn.email === 'string' ? contactIn.email : '';
  const phone = typeof contactIn.phone === 'string' ? contactIn.phone : '';
  if (!isRecord(root.contact)) problems.push('contact');

  if (problems.length > 0) throw new Error(`config.json: missing or invalid ${problems.join(', ')}`);
  return {
    gatewayUrl: absolute(String(root.gatewayUrl)).replace(/\/+$/, ''),
    remotes,
    contact: { email, phone },
  };
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json(), window.location.href);
}
