import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { texts } from '@club/domain/texts';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataAnswer, fakeClient } from '../apollo/fake-gateway.fixture.ts';
import { LOGOUT_MUTATION } from '../auth/auth-documents.ts';
import { clearToken, getToken } from '../auth/token-store.ts';
import { LogoutModal } from './logout-modal.tsx';

// One sign-out (decision 021): leaving the club also signs this browser out of the hosted
// (receipts) service, here a Supabase project of its own.

const HOSTED_KEY = 'sb-abcd-auth-token';

/** What the hosted service was asked, and how many club calls had gone before each request. */
function hostedService(clubCalls: () => number) {
  const calls: { url: string; clubCallsBefore: number }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    calls.push({ url: String(url), clubCallsBefore: clubCalls() });
    return new Response(null, { status: 204 });
  });
  return calls;
}

beforeEach(() => {
  Object.defineProperty(window, '__CLUB_CONFIG__', {
    value: {
      gatewayUrl: 'http://gateway.test',
      supabase: { url: 'https://abcd.supabase.co', anonKey: 'anon' },
    },
    configurable: true,
  });
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  localStorage.setItem(
    HOSTED_KEY,
    JSON.stringify({
      access_token: 'hosted-access',
      refresh_token: 'r',
      expires_at: Date.now() / 1000 + 3600,
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  Reflect.deleteProperty(window, '__CLUB_CONFIG__');
  vi.restoreAllMocks();
});

describe('logging out of the club', () => {
  it("ends the hosted session first, then the club token and the page server's copy of it, and lands on /login signed out", async () => {
    const { client, calls: clubCalls } = fakeClient(
      { Logout: dataAnswer(LOGOUT_MUTATION, { logout: true }) },
      { getToken },
    );
    const hosted = hostedService(() => clubCalls.length);
    renderScreen(<LogoutModal labels={texts.logout} onClose={() => {}} />, {
      client,
      path: '/admin/expense',
      elsewhere: { '/login': 'pantalla de ingreso' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'CERRAR SESIÓN' }));
    expect(await screen.findByText('pantalla de ingreso')).toBeTruthy();
    expect(hosted).toEqual([
      { url: 'https://abcd.supabase.co/auth/v1/logout?scope=local', clubCallsBefore: 0 },
      // The session the web server kept to draw the carta (decision 060).
      { url: '/page-session', clubCallsBefore: 1 },
    ]);
    expect(clubCalls.map((call) => call.operationName)).toEqual(['Logout']);
    expect([localStorage.getItem(AUTH_TOKEN_KEY), localStorage.getItem(HOSTED_KEY)]).toEqual([null, null]);
  });

  it('also when the gateway drops the token (clearToken)', async () => {
    const hosted = hostedService(() => 0);
    clearToken();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    await waitFor(() =>
      expect(hosted.map((call) => call.url)).toEqual(['https://abcd.supabase.co/auth/v1/logout?scope=local']),
    );
    expect(localStorage.getItem(HOSTED_KEY)).toBeNull();
  });
});
