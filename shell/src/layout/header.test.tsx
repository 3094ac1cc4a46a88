import { ApolloProvider, useQuery } from '@apollo/client/react';
import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClient, sessionAnswer } from '../apollo/fake-gateway.fixture.ts';
import { SESSION_QUERY } from '../auth/session-documents.ts';
import { getToken } from '../auth/token-store.ts';
import { ConfigProvider } from '../config/config-context.tsx';
import { remoteRoutesFixture } from '../routing/remote-routes.fixture.ts';
import { Header } from './header.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/**
 * Shows the admin check once the session query's answer is in the cache the header reads (a
 * cache-only watch, asking nothing). It is told after the header, so by then the header has it.
 */
function SessionInCache() {
  const { data } = useQuery(SESSION_QUERY, { fetchPolicy: 'cache-only' });
  return data?.adminCheck ? <p>{`sesión en caché: ${data.adminCheck.msg}`}</p> : null;
}

const config = {
  gatewayUrl: 'http://gateway.test',
  remotes: { mf_storefront: 'x', mf_orders: 'x', mf_harvest: 'x', mf_finance: 'x' },
  routes: remoteRoutesFixture,
  supabase: { url: 'http://gateway.test', anonKey: 'club-anon-key' },
};

function renderHeader(path: string, adminMsg: 'Authorized' | 'Unauthorized') {
  const { client } = fakeClient({ Session: sessionAnswer(adminMsg) }, { getToken });
  return render(
    <ConfigProvider config={config}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Header />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <SessionInCache />
        </MemoryRouter>
      </ApolloProvider>
    </ConfigProvider>,
  );
}

beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'tok'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('header menu', () => {
  it('hides Administrar from a member', async () => {
    renderHeader('/', 'Unauthorized');
    fireEvent.click(screen.getByRole('button', { name: /Menú/ }));
    expect(await screen.findByRole('link', { name: 'Noticias' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Inicio', 'Catálogo', 'Nosotros', 'Noticias']),
    );
    // The menu shows before the admin check answers: Administrar could only come after it.
    expect(await screen.findByText('sesión en caché: Unauthorized')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Administrar' })).toBeNull();
  });

  it('shows Administrar to an admin once the admin check says Authorized, and navigates on click', async () => {
    renderHeader('/', 'Authorized');
    fireEvent.click(screen.getByRole('button', { name: /Menú/ }));
    const menu = await screen.findByRole('navigation', { name: 'Menú' });
    await within(menu).findByRole('link', { name: 'Administrar' });
    // The storefront's entries, then the shell's, as the spec's menu (plus Mis pedidos).
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Inicio',
      'Catálogo',
      'Mis pedidos',
      'Mis datos',
      'Mi carnet',
      'Nosotros',
      'Noticias',
      'Administrar',
      'Cambiar contraseña',
      'Verificación en dos pasos',
    ]);
    fireEvent.click(await screen.findByRole('link', { name: 'Administrar' }));
    expect(screen.getByTestId('where').textContent).toBe('/admin');
    expect(screen.queryByRole('link', { name: 'Administrar' })).toBeNull();
  });
});

describe('header back arrow', () => {
  it('is on a screen below the top level', () => {
    renderHeader('/admin/stock', 'Authorized');
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
  });

  it('is not on a top-level screen', () => {
    renderHeader('/carta', 'Unauthorized');
    expect(screen.queryByRole('button', { name: 'Atrás' })).toBeNull();
  });

  it('in a tab opened on that page (nothing to go back to), goes to the parent screen', () => {
    renderHeader('/admin/stock', 'Authorized');
    fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByTestId('where').textContent).toBe('/admin');
  });
});
