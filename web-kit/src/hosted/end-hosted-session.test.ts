import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endHostedSession, hostedStorageKey } from './end-hosted-session.ts';

const SERVICE = { url: 'https://abcd.supabase.co', anonKey: 'anon', builtIn: false };
const KEY = 'sb-abcd-auth-token';
const NOW = Date.parse('2026-11-23T15:00:00Z');

/** The session as supabase-js stores it, its access token ending `secondsLeft` after NOW. */
function storeSession(secondsLeft: number) {
  localStorage.setItem(
    KEY,
    JSON.stringify({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: NOW / 1000 + secondsLeft,
      user: { id: 'u1', email: 'admin@club.uy' },
    }),
  );
}

type Answer = { status: number; body?: unknown } | Error;

/** A stand-in for the network: answers in order and records each call. */
function network(...answers: Answer[]) {
  const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? { status: 204 };
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const end = (fetch: typeof globalThis.fetch) => endHostedSession(SERVICE, { fetch, now: () => NOW });

beforeEach(() => {
  localStorage.setItem('auth_token', 'club-token');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('hostedStorageKey', () => {
  it("is supabase-js's default: sb-<first label of the host>-auth-token", () => {
    expect(hostedStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
    expect(hostedStorageKey('http://localhost:4000')).toBe('sb-localhost-auth-token');
    expect(hostedStorageKey('http://127.0.0.1:4000/')).toBe('sb-127-auth-token');
  });
});

describe('endHostedSession', () => {
  it('forgets the stored session and ends it on the server with its access token (scope local)', async () => {
    storeSession(3000);
    localStorage.setItem(`${KEY}-code-verifier`, 'v');
    localStorage.setItem(`${KEY}-user`, '{}');
    const { fetch, calls } = network({ status: 204 });
    await end(fetch);
    expect(calls).toEqual([
      {
        url: 'https://abcd.supabase.co/auth/v1/logout?scope=local',
        headers: { apikey: 'anon', 'content-type': 'application/json', authorization: 'Bearer access-1' },
        body: undefined,
      },
    ]);
    expect([KEY, `${KEY}-code-verifier`, `${KEY}-user`].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    // The club's own token is the caller's business.
    expect(localStorage.getItem('auth_token')).toBe('club-token');
  });

  it('renews an access token about to expire, then ends the session with the new one', async () => {
    storeSession(30);
    const { fetch, calls } = network({ status: 200, body: { access_token: 'access-2' } }, { status: 204 });
    await end(fetch);
    expect(calls.map((call) => [call.url, call.headers.authorization, call.body])).toEqual([
      [
        'https://abcd.supabase.co/auth/v1/token?grant_type=refresh_token',
        undefined,
        { refresh_token: 'refresh-1' },
      ],
      ['https://abcd.supabase.co/auth/v1/logout?scope=local', 'Bearer access-2', undefined],
    ]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('stops when the renewal is refused: the session is already over on the server', async () => {
    storeSession(-600);
    const { fetch, calls } = network({ status: 400, body: { error_code: 'refresh_token_not_found' } });
    await end(fetch);
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('signs the browser out even when the service cannot be reached', async () => {
    storeSession(3000);
    const { fetch } = network(new TypeError('Failed to fetch'));
    await expect(end(fetch)).resolves.toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('calls nobody without a stored session, a readable one, or a run-time config', async () => {
    const { fetch, calls } = network();
    await end(fetch);
    localStorage.setItem(KEY, 'not json');
    await end(fetch);
    expect(localStorage.getItem(KEY)).toBeNull();
    storeSession(3000);
    await endHostedSession(null, { fetch });
    expect(calls).toEqual([]);
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it("reads the shell's published config by default", async () => {
    Object.defineProperty(window, '__CLUB_CONFIG__', {
      value: { gatewayUrl: 'http://gw.test', supabase: { url: 'https://abcd.supabase.co', anonKey: 'anon' } },
      configurable: true,
    });
    try {
      storeSession(3000);
      const { fetch, calls } = network({ status: 204 });
      await endHostedSession(undefined, { fetch, now: () => NOW });
      expect(calls.map((call) => call.url)).toEqual(['https://abcd.supabase.co/auth/v1/logout?scope=local']);
    } finally {
      Reflect.deleteProperty(window, '__CLUB_CONFIG__');
    }
  });
});
