// Where the hosted auth + storage service is: the `supabase` block of the run-time config that
// the shell publishes as `window.__CLUB_CONFIG__` (docs/decisions/006 and 012).

export interface HostedSettings {
  url: string;
  anonKey: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The `supabase` block, or null when the page has no (complete) run-time config. */
export function hostedSettings(): HostedSettings | null {
  const config: unknown = Reflect.get(window, '__CLUB_CONFIG__');
  const supabase = isRecord(config) ? config.supabase : undefined;
  if (!isRecord(supabase)) return null;
  const { url, anonKey } = supabase;
  if (!filled(url) || !filled(anonKey)) return null;
  return { url: url.replace(/\/+$/, ''), anonKey };
}
