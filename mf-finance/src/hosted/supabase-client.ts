import { hostedSettings } from '@club/web-kit/hosted/hosted-settings';
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';

// One supabase-js client per page, created on first use: the library is fetched only when a
// finance screen that needs the hosted service opens (never by the shell, the storefront or the
// expense menu). Every screen of this remote gets this same instance, so there is one session
// in memory and one auto-refresh timer.

let client: Promise<SupabaseClient> | null = null;

/**
 * Events that may fire before any screen subscribes: supabase-js reads a recovery or magic link
 * from the URL while it starts, and announces PASSWORD_RECOVERY right after `createClient`.
 * The auth screen asks here whether that happened, so it opens on 'update_password'.
 */
let recoveryPending = false;

export function takeRecoveryPending(): boolean {
  const pending = recoveryPending;
  recoveryPending = false;
  return pending;
}

async function create(): Promise<SupabaseClient> {
  const settings = hostedSettings();
  if (!settings) throw new Error('the run-time config has no supabase block (url, anonKey)');
  const { createClient } = await import('@supabase/supabase-js');
  const created = createClient(settings.url, settings.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  created.auth.onAuthStateChange((event: AuthChangeEvent) => {
    if (event === 'PASSWORD_RECOVERY') recoveryPending = true;
    else if (event === 'USER_UPDATED' || event === 'SIGNED_OUT') recoveryPending = false;
  });
  return created;
}

/** The page's client; a failed start (no config, chunk not loaded) is retried on the next call. */
export function loadSupabase(): Promise<SupabaseClient> {
  if (!client) {
    client = create().catch((error: unknown) => {
      client = null;
      throw error;
    });
  }
  return client;
}
