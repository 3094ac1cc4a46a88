import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { vi } from 'vitest';

// Tests only: the part of a supabase-js client the finance screens call, with spies, so a screen
// test can give a signed-in user (or none), see uploads and fire auth events.

export const PUBLIC_BASE = 'http://gateway.test/storage/v1/object/public/Bills';

export function hostedUser(overrides: Partial<User> = {}): User {
  return {
    id: '5f0c1a7e-2b1d-4c3e-9a8b-7d6e5f4c3b2a',
    email: 'admin@club.uy',
    app_metadata: {},
    user_metadata: {},
    aud: 'authenticated',
    created_at: '2024-09-01T12:00:00Z',
    ...overrides,
  } as User;
}

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export function fakeSupabase({
  user = null,
  uploadError = null,
}: {
  /** The signed-in user, or none; setSession answers with hostedUser() either way. */
  user?: User | null;
  uploadError?: { message: string } | null;
} = {}) {
  const listeners = new Set<Listener>();
  const upload = vi.fn(async (path: string, _file: File, _options?: unknown) =>
    uploadError
      ? { data: null, error: uploadError }
      : { data: { path, id: 'obj', fullPath: `Bills/${path}` }, error: null },
  );
  const remove = vi.fn(async (paths: string[]) => ({ data: paths.map((name) => ({ name })), error: null }));
  const client = {
    auth: {
      getUser: vi.fn(async () =>
        user
          ? { data: { user }, error: null }
          : {
              data: { user: null },
              error: { name: 'AuthSessionMissingError', status: 400, message: 'Auth session missing!' },
            },
      ),
      onAuthStateChange: vi.fn((listener: Listener) => {
        listeners.add(listener);
        return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
      }),
      setSession: vi.fn(async (_tokens: { access_token: string; refresh_token: string }) => ({
        data: { user: hostedUser(), session: null },
        error: null,
      })),
      signOut: vi.fn(async () => ({ error: null })),
      signInWithOtp: vi.fn(async (_credentials: unknown) => ({ data: {}, error: null })),
      signInWithPassword: vi.fn(async (_credentials: unknown) => ({ data: {}, error: null })),
    },
    storage: {
      from: vi.fn((_bucket: string) => ({
        upload,
        remove,
        getPublicUrl: (path: string) => ({ data: { publicUrl: `${PUBLIC_BASE}/${path}` } }),
      })),
    },
  };
  return {
    client: client as unknown as SupabaseClient,
    upload,
    remove,
    spies: client,
    emit(event: AuthChangeEvent, session: Session | null) {
      for (const listener of listeners) listener(event, session);
    },
  };
}
