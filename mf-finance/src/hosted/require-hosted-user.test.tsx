import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_HOSTED_SESSION_MUTATION } from './club-session.ts';
import { fakeSupabase, hostedUser } from './fake-supabase.fixture.ts';
import { RequireHostedUser } from './require-hosted-user.tsx';
import { loadSupabase } from './supabase-client.ts';

// Decision 021: with the built-in stand-in, the expense screens sign in to the hosted service with
// the club session; with a Supabase project of its own, its sign-in page stays.

vi.mock('./supabase-client.ts', () => ({ loadSupabase: vi.fn(), takeRecoveryPending: () => false }));

const GATEWAY = 'http://gateway.test';

function publishConfig(supabaseUrl: string) {
  Object.defineProperty(window, '__CLUB_CONFIG__', {
    value: { gatewayUrl: GATEWAY, supabase: { url: supabaseUrl, anonKey: 'anon' } },
    configurable: true,
  });
}

const opened: MockLink.MockedResponse = typedMock({
  request: { query: OPEN_HOSTED_SESSION_MUTATION },
  result: {
    data: {
      openHostedSession: { __typename: 'HostedSession', accessToken: 'access-1', refreshToken: 'refresh-1' },
    },
  },
});
const refused: MockLink.MockedResponse = typedMock({
  request: { query: OPEN_HOSTED_SESSION_MUTATION },
  result: { errors: [{ message: 'Error interno', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
});

function setup({ signedIn, mocks }: { signedIn: boolean; mocks: MockLink.MockedResponse[] }) {
  const hosted = fakeSupabase({ user: signedIn ? hostedUser() : null });
  vi.mocked(loadSupabase).mockResolvedValue(hosted.client);
  renderScreen(<RequireHostedUser>{({ user }) => <p>{`Gastos de ${user.email}`}</p>}</RequireHostedUser>, {
    mocks,
    path: '/admin/expense',
    elsewhere: { '/admin/supabase': 'pantalla de acceso' },
  });
  return hosted;
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, '__CLUB_CONFIG__');
  vi.restoreAllMocks();
});

describe('RequireHostedUser with the built-in stand-in', () => {
  beforeEach(() => publishConfig(GATEWAY));

  it('signs in with a hosted session the club session opens: no second sign-in', async () => {
    const hosted = setup({ signedIn: false, mocks: [opened] });
    expect(await screen.findByText('Gastos de admin@club.uy')).toBeTruthy();
    expect(hosted.spies.auth.setSession).toHaveBeenCalledExactlyOnceWith({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
    });
    expect(screen.queryByText('pantalla de acceso')).toBeNull();
  });

  it('keeps a hosted session the browser already has, asking the gateway for none', async () => {
    const hosted = setup({ signedIn: true, mocks: [] });
    expect(await screen.findByText('Gastos de admin@club.uy')).toBeTruthy();
    expect(hosted.spies.auth.setSession).not.toHaveBeenCalled();
  });

  it('takes a failure for an outage, not for a sign-out: Reintentar asks again', async () => {
    const hosted = setup({ signedIn: false, mocks: [refused, opened] });
    expect((await screen.findByRole('alert')).textContent).toContain('No pudimos conectar');
    expect(screen.queryByText('pantalla de acceso')).toBeNull();
    expect(hosted.spies.auth.setSession).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Gastos de admin@club.uy')).toBeTruthy();
  });
});

describe('RequireHostedUser with a Supabase project of its own', () => {
  it('sends whoever has no hosted session to /admin/supabase and asks the gateway for none', async () => {
    publishConfig('https://abcd.supabase.co');
    const hosted = setup({ signedIn: false, mocks: [] });
    expect(await screen.findByText('pantalla de acceso')).toBeTruthy();
    expect(hosted.spies.auth.setSession).not.toHaveBeenCalled();
  });
});
