import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { vi } from 'vitest';

// Tests only: the part of a supabase-js client the finance screens call, with spies, so a screen
// test can give a signed-in user (or none), see uploads and fire auth events.

/** Where the fake's signed URLs point: `${SIGNED_BASE}/{path}?token=firmado`. */
export const SIGNED_BASE = 'http://gateway.test/storage/v1/object/sign/Bills';
export const signedUrlOf = (path: string) => `${SIGNED_BASE}/${path}?token=firmado`;

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
  files = [],
  listError = null,
  signError = null,
  unreadable = [],
}: {
  /** The signed-in user, or none; setSession answers with hostedUser() either way. */
  user?: User | null;
  uploadError?: { message: string } | null;
  /** Paths already in the bucket; successful uploads join them, removals leave, and `list` lists them. */
  files?: string[];
  listError?: { message: string } | null;
  /** Signing fails as a whole with this error. */
  signError?: { message: string } | null;
  /** Paths the service will not sign (each answered with its error). */
  unreadable?: string[];
} = {}) {
  const listeners = new Set<Listener>();
  const stored = new Set(files);
  const upload = vi.fn(async (path: string, _file: File, _options?: unknown) => {
    if (uploadError) return { data: null, error: uploadError };
    stored.add(path);
    return { data: { path, id: 'obj', fullPath: `Bills/${path}` }, error: null };
  });
  // As the service lists a folder: its direct children (sub-folders with a null id), by name.
  const list = vi.fn(
    async (folder: string, options?: { offset?: number; sortBy?: { column: string; order: string } }) => {
      if (listError) return { data: null, error: listError };
      const start = `${folder.replace(/\/+$/, '')}/`;
      const names = new Map<string, string | null>();
      for (const path of stored) {
        if (!path.startsWith(start)) continue;
        const [name = '', ...deeper] = path.slice(start.length).split('/');
        names.set(name, deeper.length > 0 ? null : `id-${name}`);
      }
      const sorted = [...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      if (options?.sortBy?.order === 'desc') sorted.reverse();
      return { data: sorted.slice(options?.offset ?? 0).map(([name, id]) => ({ name, id })), error: null };
    },
  );
  const remove = vi.fn(async (paths: string[]) => {
    for (const path of paths) stored.delete(path);
    return { data: paths.map((name) => ({ name })), error: null };
  });
  // As the service signs: each path gets its URL, one it will not sign its error.
  const createSignedUrls = vi.fn(async (paths: string[], _expiresIn: number) => {
    if (signError) return { data: null, error: signError };
    return {
      data: paths.map((path) =>
        unreadable.includes(path)
          ? { path, error: 'No existe ese archivo.', signedURL: null, signedUrl: null }
          : { path, error: null, signedURL: 'firmado', signedUrl: signedUrlOf(path) },
      ),
      error: null,
    };
  });
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
        list,
        createSignedUrls,
      })),
    },
  };
  return {
    client: client as unknown as SupabaseClient,
    upload,
    remove,
    list,
    createSignedUrls,
    spies: client,
    emit(event: AuthChangeEvent, session: Session | null) {
      for (const listener of listeners) listener(event, session);
    },
  };
}
