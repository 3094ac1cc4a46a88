import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import type { Session } from '@supabase/supabase-js';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, hostedUser } from '../hosted/fake-supabase.fixture.ts';
import { loadSupabase, takeRecoveryPending } from '../hosted/supabase-client.ts';
import { SupabaseAuthScreen } from './supabase-auth-screen.tsx';

vi.mock('../hosted/supabase-client.ts', () => ({
  loadSupabase: vi.fn(),
  takeRecoveryPending: vi.fn(() => false),
}));

function setup({ signedIn = false, recovery = false } = {}) {
  const hosted = fakeSupabase({ user: signedIn ? hostedUser() : null });
  vi.mocked(loadSupabase).mockResolvedValue(hosted.client);
  vi.mocked(takeRecoveryPending).mockReturnValue(recovery);
  renderScreen(<SupabaseAuthScreen />, { path: '/admin/supabase' });
  return hosted;
}

/**
 * auth-ui sets its view from the `view` prop in an effect after it mounts: a click that lands
 * before that effect would be undone, so tests flush pending effects before they click.
 */
async function effectsFlushed() {
  await act(async () => {});
}

const session = { user: hostedUser(), access_token: 'a', refresh_token: 'r' } as Session;

describe('SupabaseAuthScreen', () => {
  afterEach(() => {
    cleanup();
    // The module mocks' calls from one test must not count in the next.
    vi.clearAllMocks();
  });

  it('shows the sign-in card in a 360px frame with the three default providers, vertical, and the links', async () => {
    setup();
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    await effectsFlushed();
    const card = signIn.closest('.fi-auth__card') as HTMLElement;
    expect(card.getAttribute('data-view')).toBe('sign_in');
    expect(
      screen.getAllByRole('button', { name: /^Sign in with / }).map((button) => button.textContent?.trim()),
    ).toEqual(['Sign in with Github', 'Sign in with Google', 'Sign in with Azure']);
    for (const link of ['Send a magic link email', 'Forgot your password?', "Don't have an account? Sign up"])
      expect(screen.getByRole('link', { name: link })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: "Don't have an account? Sign up" }));
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Already have an account? Sign in' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('button', { name: 'Send reset password instructions' })).toBeTruthy();
  });

  it('says why to sign in here, or, with the built-in stand-in, that the expense screens need not', async () => {
    setup();
    expect(await screen.findByText(/iniciá sesión en el servicio de archivos/)).toBeTruthy();
    cleanup();
    Object.defineProperty(window, '__CLUB_CONFIG__', {
      value: { gatewayUrl: 'http://gw.test', supabase: { url: 'http://gw.test', anonKey: 'k' } },
      configurable: true,
    });
    try {
      setup();
      expect(await screen.findByText(/Gastos y Ver Gastos entran solos con tu sesión del club/)).toBeTruthy();
    } finally {
      Reflect.deleteProperty(window, '__CLUB_CONFIG__');
    }
  });

  it('refuses a magic link with an empty e-mail with a message, without calling the service', async () => {
    const hosted = setup();
    const magicLink = await screen.findByRole('link', { name: 'Send a magic link email' });
    await effectsFlushed();
    fireEvent.click(magicLink);
    fireEvent.click(await screen.findByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(hosted.spies.auth.signInWithOtp).not.toHaveBeenCalled();
  });

  it('reaches verify_otp and back', async () => {
    setup();
    const otp = await screen.findByRole('button', { name: 'Tengo un código de un solo uso' });
    await effectsFlushed();
    fireEvent.click(otp);
    expect(await screen.findByRole('button', { name: 'Verify token' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('switches to update_password on PASSWORD_RECOVERY and back to sign_in on USER_UPDATED', async () => {
    const hosted = setup();
    await screen.findByRole('button', { name: 'Sign in' });
    // The screen subscribes in an effect after that render (the hosted-user hook subscribed before
    // it, so a call to onAuthStateChange proves nothing): an event sent before would be lost. The
    // screen asks takeRecoveryPending in that same effect, right before it subscribes.
    await waitFor(() => expect(takeRecoveryPending).toHaveBeenCalledTimes(1));
    act(() => hosted.emit('PASSWORD_RECOVERY', session));
    expect(await screen.findByRole('button', { name: 'Update password' })).toBeTruthy();
    act(() => hosted.emit('USER_UPDATED', session));
    // Signed in by the recovery link: who it is, the way on, and sign-out.
    expect(await screen.findByText('admin@club.uy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update password' })).toBeNull();
  });

  it('opens on update_password when the recovery link was read before the screen subscribed', async () => {
    setup({ signedIn: true, recovery: true });
    expect(await screen.findByRole('button', { name: 'Update password' })).toBeTruthy();
  });

  it('shows who is signed in, a link to /admin/expense and signs out', async () => {
    const hosted = setup({ signedIn: true });
    expect(await screen.findByText('admin@club.uy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Gastos' }).getAttribute('href')).toBe('/admin/expense');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(hosted.spies.auth.signOut).toHaveBeenCalled();
    act(() => hosted.emit('SIGNED_OUT', null));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
