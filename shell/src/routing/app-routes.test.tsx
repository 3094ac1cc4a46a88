import { ApolloProvider } from '@apollo/client/react';
import { AUTH_TOKEN_KEY } from '@club/domain/limits';
import { texts } from '@club/domain/texts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataAnswer, type FakeScript, fakeClient, sessionAnswer } from '../apollo/fake-gateway.fixture.ts';
import { START_TWO_FACTOR_MUTATION, TWO_FACTOR_STATUS_QUERY } from '../auth/auth-documents.ts';
import { clearToken, getToken } from '../auth/token-store.ts';
import { ConfigProvider } from '../config/config-context.tsx';
import { AppRoutes } from './app-routes.tsx';

const config = {
  gatewayUrl: 'http://gateway.test',
  remotes: { mf_storefront: 'x', mf_orders: 'x', mf_harvest: 'x', mf_finance: 'x' },
  supabase: { url: 'http://gateway.test', anonKey: 'club-anon-key' },
};

function renderApp(path: string, script: FakeScript) {
  const { client } = fakeClient(script, { getToken, onUnauthenticated: clearToken });
  render(
    <ConfigProvider config={config}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </ApolloProvider>
    </ConfigProvider>,
  );
}

beforeEach(() => {
  // jsdom has no scrolling; the layout scrolls to the top on each new screen.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('shell routes', () => {
  it('without a token, any screen but /login lands on the login screen', async () => {
    renderApp('/ping', {});
    expect(await screen.findByRole('heading', { name: 'INICIO DE SESIÓN' })).toBeTruthy();
  });

  it('a signed-in member sees Pong, and 404 elsewhere', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/ping', { Session: sessionAnswer('Unauthorized') });
    expect(await screen.findByText('Pong')).toBeTruthy();
    cleanup();
    renderApp('/nope', { Session: sessionAnswer('Unauthorized') });
    expect(await screen.findByText('404')).toBeTruthy();
  });

  it('an admin route shows the 401 text to a member and never loads the remote', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/admin/stock', { Session: sessionAnswer('Unauthorized') });
    expect(await screen.findByText('Error 401: UnAuthorized')).toBeTruthy();
  });

  it('the admin home shows the five buttons of the spec and Socios (links) to an admin', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/admin', { Session: sessionAnswer('Authorized') });
    for (const label of [
      'Checklist de Tareas',
      'Ordenes',
      'Cosecha',
      'Gastos',
      'Administrar Stock',
      'Socios',
    ]) {
      expect(await screen.findByRole('link', { name: label })).toBeTruthy();
    }
  });

  it('a temporary password leads every screen to /changepassword, with no way back', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/ping', { Session: sessionAnswer('Unauthorized', { mustChangePassword: true }) });
    expect(await screen.findByRole('heading', { name: texts.changePassword.title })).toBeTruthy();
    expect(screen.getByText(texts.changePassword.temporaryNotice)).toBeTruthy();
    expect(screen.queryByRole('link', { name: texts.changePassword.cancel })).toBeNull();
    expect(screen.queryByText('Pong')).toBeNull();
  });

  it('asks an admin without a second factor to enrol, on every screen', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/ping', { Session: sessionAnswer('Authorized', { enrolled: false }) });
    expect(await screen.findByText(texts.twoFactor.banner)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.twoFactor.bannerAction }).getAttribute('href')).toBe(
      '/seguridad',
    );
    cleanup();
    renderApp('/ping', { Session: sessionAnswer('Authorized', { enrolled: true }) });
    expect(await screen.findByText('Pong')).toBeTruthy();
    expect(screen.queryByText(texts.twoFactor.banner)).toBeNull();
  });

  it('when the club requires it, an admin screen waits behind the enrolment', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/admin', {
      Session: sessionAnswer('Authorized', { enrolled: false, needsSecondFactor: true }),
      TwoFactorStatus: dataAnswer(TWO_FACTOR_STATUS_QUERY, {
        me: {
          __typename: 'Viewer',
          id: 7,
          isAdmin: true,
          twoFactor: {
            __typename: 'TwoFactorStatus',
            enrolled: false,
            enrolledAt: null,
            recoveryCodesLeft: 0,
          },
        },
      }),
      StartTwoFactorEnrolment: dataAnswer(START_TWO_FACTOR_MUTATION, {
        startTwoFactorEnrolment: {
          __typename: 'TwoFactorEnrolment',
          ok: true,
          error: null,
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: texts.twoFactor.title })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Código QR/ })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Socios' })).toBeNull();
  });

  it('a token the gateway refuses (UNAUTHENTICATED) is dropped and the user lands on /login', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'revoked');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/ping', {
      Session: { body: { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] } },
    });
    expect(await screen.findByRole('heading', { name: 'INICIO DE SESIÓN' })).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
