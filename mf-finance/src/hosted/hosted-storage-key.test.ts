import { hostedStorageKey } from '@club/web-kit/hosted/end-hosted-session';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

// The shell's sign-out finds the hosted session by name, without supabase-js (decision 021): the
// name must be the one this supabase-js, as the finance screens create it, reads its session from.

describe('hostedStorageKey', () => {
  it.each(['https://abcd.supabase.co', 'http://localhost:4000', 'http://127.0.0.1:4000'])(
    'is where supabase-js keeps the session of %s',
    async (url) => {
      const read: string[] = [];
      const storage = {
        getItem: (key: string) => {
          read.push(key);
          return null;
        },
        setItem: () => {},
        removeItem: () => {},
      };
      const client = createClient(url, 'anon', {
        auth: { storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
      });
      await client.auth.getSession();
      expect(read).toContain(hostedStorageKey(url));
    },
  );
});
