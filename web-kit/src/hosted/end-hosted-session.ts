import { type HostedSettings, hostedSettings } from './hosted-settings.ts';

// The club's sign-out also signs this browser out of the hosted auth service (docs/decisions/
// 021-one-sign-out.md), without loading supabase-js into the shell (decision 012 keeps it out of
// the first view). It does by hand what supabase-js's `auth.signOut({ scope: 'local' })` does:
// forget the stored session first, so the browser is signed out whatever the network says, then
// end it on the server through the GoTrue API, which the stand-in and a Supabase project share.

/** How long each call to the service may take: a sign-out must not hang on a dead service. */
const CALL_TIMEOUT_MS = 5000;
/** An access token this close to its end may expire on the way: it is renewed first. */
const EXPIRY_MARGIN_MS = 60_000;

/** supabase-js's default storage key for a service URL (its SupabaseClient constructor). */
export function hostedStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds; 0 when unknown. */
  expiresAt: number;
}

export interface EndHostedSessionDeps {
  fetch?: typeof fetch;
  storage?: Storage;
  now?: () => number;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access can throw (storage disabled by the browser's privacy settings).
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Removes the session and what supabase-js keeps beside it (`<key>-code-verifier`, `<key>-user`). */
function takeStoredSession(storage: Storage, key: string): StoredSession | null {
  const raw = storage.getItem(key);
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
  for (const name of keys) if (name === key || name?.startsWith(`${key}-`)) storage.removeItem(name);
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const { access_token, refresh_token, expires_at } = stored as Record<string, unknown>;
    return {
      accessToken: text(access_token),
      refreshToken: text(refresh_token),
      expiresAt: typeof expires_at === 'number' ? expires_at * 1000 : 0,
    };
  } catch {
    return null;
  }
}

/**
 * Signs this browser out of the hosted service: removes supabase-js's stored session, then ends it
 * on the server (renewing an access token about to expire first). Never rejects; without a
 * run-time config or a stored session it does nothing.
 */
export async function endHostedSession(
  settings: HostedSettings | null = hostedSettings(),
  { fetch: send = globalThis.fetch, storage, now = Date.now }: EndHostedSessionDeps = {},
): Promise<void> {
  const store = storage ?? browserStorage();
  if (!settings || !store) return;
  const stored = takeStoredSession(store, hostedStorageKey(settings.url));
  if (!stored) return;
  const call = (path: string, init: { body?: string; accessToken?: string }) =>
    send(`${settings.url}/auth/v1${path}`, {
      method: 'POST',
      headers: {
        apikey: settings.anonKey,
        'content-type': 'application/json',
        ...(init.accessToken ? { authorization: `Bearer ${init.accessToken}` } : {}),
      },
      ...(init.body ? { body: init.body } : {}),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  try {
    let accessToken = stored.expiresAt - now() > EXPIRY_MARGIN_MS ? stored.accessToken : null;
    if (!accessToken && stored.refreshToken) {
      const renewed = await call('/token?grant_type=refresh_token', {
        body: JSON.stringify({ refresh_token: stored.refreshToken }),
      });
      accessToken = renewed.ok
        ? text(((await renewed.json()) as { access_token?: unknown }).access_token)
        : null;
    }
    if (accessToken) await call('/logout?scope=local', { accessToken });
  } catch (error) {
    // This browser is signed out already; on the stand-in the club token's end ends it too.
    console.warn('hosted sign-out did not reach the service', error);
  }
}
