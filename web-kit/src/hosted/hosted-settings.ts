// Where the hosted auth + storage service is: the `supabase` block of the run-time config that
// the shell publishes as `window.__CLUB_CONFIG__` (docs/decisions/006 and 012). Read by the
// finance screens (supabase-js) and by the shell's sign-out (end-hosted-session.ts).

export interface HostedSettings {
  url: string;
  anonKey: string;
  /**
   * The service is the gateway's own stand-in (its URL is the gateway's): the expense screens then
   * sign in to it with the club's session (docs/decisions/021-one-sign-out.md).
   */
  builtIn: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The `supabase` block, or null when the page has no (complete) run-time config. */
export function hostedSettings(): HostedSettings | null {
  const config: unknown = Reflect.get(window, '__CLUB_CONFIG__');
  if (!isRecord(config)) return null;
  const { supabase, gatewayUrl } = config;
  if (!isRecord(supabase)) return null;
  const { url, anonKey } = supabase;
  if (!filled(url) || !filled(anonKey)) return null;
  const service = withoutTrailingSlash(url);
  return {
    url: service,
    anonKey,
    builtIn: filled(gatewayUrl) && withoutTrailingSlash(gatewayUrl) === service,
  };
}
