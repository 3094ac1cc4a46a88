// The browser's only settings, fetched at start from /config.json (written by whoever serves the
// shell), so moving a remote, the gateway, or a remote's screens needs no rebuild.
import type { RouteInfo } from '@club/web-kit/routes/remote-route';
import { type RemoteName, remoteNames } from '../federation/remote-names.ts';
import { pageConfig } from './page-config.ts';

/** Where the storefront's order e-mail goes through `@emailjs/browser` (spec §7). */
export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** EmailJS API origin; by default the gateway, whose stand-in keeps each mail in its outbox. */
  origin: string;
}

/**
 * The hosted auth + storage service (`@supabase/supabase-js` in mf-finance): its URL and public
 * (anon) key. By default the gateway, which serves the subset of the Supabase APIs the client uses.
 */
export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/** The gateway's stand-in accepts this key; a real Supabase project replaces it through the config. */
export const DEFAULT_SUPABASE_ANON_KEY = 'club-anon-key';

export interface RuntimeConfig {
  /** Gateway origin, without a trailing slash; GraphQL is at `${gatewayUrl}/graphql`. */
  gatewayUrl: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteName, string>;
  /**
   * Each remote's routes (its routes.json, folded in by the web server). A remote missing here
   * could not be asked when the file was written: the shell looks its paths up in the remote.
   */
  routes: Partial<Record<RemoteName, RouteInfo[]>>;
  /** Optional in the file; without it the storefront sends no order e-mail. */
  emailjs?: EmailJsConfig;
  /** Always present once parsed: missing in the file → the gateway and the stand-in's key. */
  supabase: SupabaseConfig;
}

/**
 * Remotes read the config from this window property (set by `loadRuntimeConfig`), frozen: a
 * remote needs no import from the shell nor a shared React context, and the file is public
 * anyway. Readers should check the shape of what they use (see mf-storefront/src/cart/order-mail.ts).
 */
export const PUBLISHED_CONFIG_PROPERTY = '__CLUB_CONFIG__';

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

  // The web server checked each list in full (parseRouteList) as it read it; here only what would
  // break the router, in fewer bytes of first view. A list missing or broken is not fatal: the
  // shell then asks that remote for its routes.
  const routesIn = isRecord(root.routes) ? root.routes : {};
  const routes: RuntimeConfig['routes'] = {};
  for (const name of remoteNames) {
    const list = routesIn[name];
    if (Array.isArray(list) && list.every((route) => /^\//.test(route?.path))) routes[name] = list;
  }

  const gatewayUrl = nonEmptyString(root.gatewayUrl) ? absolute(root.gatewayUrl).replace(/\/+$/, '') : '';
  let emailjs: EmailJsConfig | undefined;
  if (root.emailjs !== undefined) {
    const emailIn = isRecord(root.emailjs) ? root.emailjs : {};
    const field = (name: 'serviceId' | 'templateId' | 'publicKey') => {
      const value = emailIn[name];
      if (nonEmptyString(value)) return value;
      problems.push(`emailjs.${name}`);
      return '';
    };
    const [serviceId, templateId, publicKey] = [field('serviceId'), field('templateId'), field('publicKey')];
    const origin = emailIn.origin;
    if (origin !== undefined && !nonEmptyString(origin)) problems.push('emailjs.origin');
    emailjs = {
      serviceId,
      templateId,
      publicKey,
      origin: nonEmptyString(origin) ? absolute(origin).replace(/\/+$/, '') : gatewayUrl,
    };
  }

  let supabase: SupabaseConfig = { url: gatewayUrl, anonKey: DEFAULT_SUPABASE_ANON_KEY };
  if (root.supabase !== undefined) {
    const supabaseIn = isRecord(root.supabase) ? root.supabase : {};
    if (!isRecord(root.supabase)) problems.push('supabase');
    const { url, anonKey } = supabaseIn;
    if (url !== undefined && !nonEmptyString(url)) problems.push('supabase.url');
    if (anonKey !== undefined && !nonEmptyString(anonKey)) problems.push('supabase.anonKey');
    supabase = {
      url: nonEmptyString(url) ? absolute(url).replace(/\/+$/, '') : gatewayUrl,
      anonKey: nonEmptyString(anonKey) ? anonKey : DEFAULT_SUPABASE_ANON_KEY,
    };
  }

  if (problems.length > 0) throw new Error(`config.json: missing or invalid ${problems.join(', ')}`);
  return { gatewayUrl, remotes, routes, ...(emailjs ? { emailjs } : {}), supabase };
}

/** Makes the config readable by the remotes as `window.__CLUB_CONFIG__`. */
export function publishRuntimeConfig(config: RuntimeConfig): void {
  Object.defineProperty(window, PUBLISHED_CONFIG_PROPERTY, {
    value: Object.freeze({
      ...config,
      supabase: Object.freeze({ ...config.supabase }),
    }),
    configurable: true,
    enumerable: false,
    writable: false,
  });
}

/** The config the page carries (decision 031), else /config.json's. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let value = pageConfig();
  if (value === undefined) {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    value = await response.json();
  }
  const config = parseRuntimeConfig(value, window.location.href);
  publishRuntimeConfig(config);
  return config;
}
