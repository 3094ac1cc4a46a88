import { ApolloProvider } from '@apollo/client/react';
import { changePasswordTexts } from '@club/domain/account-texts';
import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { texts } from '@club/domain/texts';
import type { RemoteRoutesModule } from '@club/web-kit/routes/remote-route';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataAnswer, type FakeScript, fakeClient, sessionAnswer } from '../apollo/fake-gateway.fixture.ts';
import {
  CONFIRM_TWO_FACTOR_MUTATION,
  START_TWO_FACTOR_MUTATION,
  TWO_FACTOR_STATUS_QUERY,
} from '../auth/auth-documents.ts';
import { clearToken, getToken } from '../auth/token-store.ts';
import { ConfigProvider } from '../config/config-context.tsx';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { AppRoutes } from './app-routes.tsx';
import { remoteRoutesFixture } from './remote-routes.fixture.ts';
import { remoteRouteTable, shellRoutes } from './route-table.ts';

// What each remote's `./routes` gives when the shell loads it; a remote not listed fails to load.
const remoteModules: Partial<Record<string, RemoteRoutesModule>> = {};
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async (id: string) => {
    const module = remoteModules[id.split('/')[0] ?? ''];
    if (!module) throw new Error(`${id} is down`);
    return module;
  },
}));

function screenSaying(text: string) {
  return async () => () => <p>{text}</p>;
}

const config: RuntimeConfig = {
  gatewayUrl: 'http://gateway.test',
  remotes: { mf_storefront: 'x', mf_orders: 'x', mf_harvest: 'x', mf_finance: 'x' },
  routes: remoteRoutesFixture,
  supabase: { url: 'http://gateway.test', anonKey: 'club-anon-key' },
};

function renderApp(path: string, script: FakeScript, routes = config.routes) {
  const { client } = fakeClient(script, { getToken, onUnauthenticated: clearToken });
  render(
    <ConfigProvider config={{ ...config, routes }}>
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

/** The enrolment page's answers for an admin the club asks for a second factor, not enrolled yet. */
const enrolmentAnswers = () => ({
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

describe('shell routes', () => {
  it('without a token, any screen but /login lands on the login screen', async () => {
    renderApp('/ping', {});
    expect(await screen.findByRole('heading', { name: 'INICIO DE SESIÓN' })).toBeTruthy();
  });

  it('a signed-in member sees Pong, and 404 elsewhere', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/ping', { Session: sessionAnswer('Unauthorized') });
    expect(await screen.findByRole('heading', { name: 'Pong' })).toBeTruthy();
    expect(document.title).toBe('Ping · Club de socios');
    cleanup();
    renderApp('/nope', { Session: sessionAnswer('Unauthorized') });
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(document.title).toBe('Página no encontrada · Club de socios');
  });

  it("gives every route, the shell's and the remotes', a document title of its own", () => {
    const routes = [...shellRoutes, ...remoteRouteTable(remoteRoutesFixture)];
    for (const route of routes) expect(route.title, route.path).toMatch(/\S/);
    expect(new Set(routes.map((route) => route.title)).size).toBe(routes.length);
  });

  it('an admin route shows the 401 text to a member and never loads the remote', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/admin/stock', { Session: sessionAnswer('Unauthorized') });
    expect(await screen.findByText('Error 401: UnAuthorized')).toBeTruthy();
  });

  it('the admin home shows the tiles the remotes declare, in the order of the spec', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/admin', { Session: sessionAnswer('Authorized') });
    const tiles = await screen.findByRole('navigation', { name: 'Administrar' });
    await within(tiles).findByRole('link', { name: 'Socios' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Checklist de Tareas', '/admin/todos'],
      ['Ordenes', '/admin/orders'],
      ['Mostrador', '/admin/mostrador'],
      ['Cosecha', '/admin/harvestfile'],
      ['Plantas y lotes', '/admin/plantas'],
      ['Tratamientos', '/admin/tratamientos'],
      ['Trazabilidad', '/admin/trazabilidad'],
      ['Gastos', '/admin/expensefile'],
      ['Destrucción', '/admin/destruccion'],
      ['Cierre mensual', '/admin/cierre'],
      ['Administrar Stock', '/admin/stock'],
      ['Socios', '/admin/socios'],
      ['Solicitudes', '/admin/solicitudes'],
      ['Correos', '/admin/correos'],
      ['Ajustes', '/admin/ajustes'],
      ['Claves para informes', '/admin/claves'],
    ]);
  });

  it('shows a dispenser only the tiles of Dispensa, and the 401 text on a screen of another role', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/admin', { Session: sessionAnswer('Authorized', { roles: ['dispensa'] }) });
    const tiles = await screen.findByRole('navigation', { name: 'Administrar' });
    await within(tiles).findByRole('link', { name: 'Ordenes' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ordenes', 'Mostrador', 'Socios']);
    cleanup();
    renderApp('/admin/expensefile', { Session: sessionAnswer('Authorized', { roles: ['dispensa'] }) });
    await screen.findByText('Error 401: UnAuthorized');
  });

  it('a route only the config knows (a remote deployed with a new screen) is served, behind the admin guard', async () => {
    remoteModules.mf_orders = {
      routes: [
        {
          path: '/admin/informe',
          title: 'Informe',
          admin: true,
          screen: screenSaying('Informe del remoto'),
        },
      ],
    };
    const routes = {
      ...config.routes,
      mf_orders: [{ path: '/admin/informe', title: 'Informe', admin: true }],
    };
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/admin/informe', { Session: sessionAnswer('Authorized') }, routes);
    expect(await screen.findByText('Informe del remoto')).toBeTruthy();
    expect(document.title).toBe('Informe · Club de socios');
    cleanup();
    renderApp('/admin/informe', { Session: sessionAnswer('Unauthorized') }, routes);
    expect(await screen.findByText('Error 401: UnAuthorized')).toBeTruthy();
    expect(screen.queryByText('Informe del remoto')).toBeNull();
    cleanup();
    // Under /admin the guard holds even when a remote forgets to ask for it.
    renderApp(
      '/admin/informe',
      { Session: sessionAnswer('Unauthorized') },
      {
        ...config.routes,
        mf_orders: [{ path: '/admin/informe' }],
      },
    );
    expect(await screen.findByText('Error 401: UnAuthorized')).toBeTruthy();
  });

  it("a remote cannot take one of the shell's paths", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp(
      '/ping',
      { Session: sessionAnswer('Unauthorized') },
      {
        ...config.routes,
        mf_storefront: [{ path: '/ping' }],
      },
    );
    expect(await screen.findByText('Pong')).toBeTruthy();
  });

  it('without a remote in the config, its routes are looked up in the remote itself, guards included', async () => {
    remoteModules.mf_harvest = {
      routes: [
        {
          path: '/admin/harvestfile',
          title: 'Cosecha',
          admin: true,
          screen: screenSaying('Menú de cosecha'),
        },
      ],
    };
    const { mf_harvest: _, ...routes } = config.routes;
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/admin/harvestfile', { Session: sessionAnswer('Authorized') }, routes);
    expect(await screen.findByText('Menú de cosecha')).toBeTruthy();
    expect(document.title).toBe('Cosecha · Club de socios');
    cleanup();
    renderApp('/admin/harvestfile', { Session: sessionAnswer('Unauthorized') }, routes);
    expect(await screen.findByText('Error 401: UnAuthorized')).toBeTruthy();
    cleanup();
    renderApp('/nada', { Session: sessionAnswer('Unauthorized') }, routes);
    expect(await screen.findByText('404')).toBeTruthy();
  });

  it('without a remote in the config and that remote down, its paths show the fallback, not a 404', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mf_finance: _, ...routes } = config.routes;
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/admin/expensefile', { Session: sessionAnswer('Authorized') }, routes);
    expect(await screen.findByText('No pudimos cargar esta sección.')).toBeTruthy();
    expect(screen.queryByText('404')).toBeNull();
  });

  it('a temporary password leads every screen to /changepassword, with no way back', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderApp('/ping', { Session: sessionAnswer('Unauthorized', { mustChangePassword: true }) });
    expect(await screen.findByRole('heading', { name: changePasswordTexts.title })).toBeTruthy();
    expect(screen.getByText(changePasswordTexts.temporaryNotice)).toBeTruthy();
    expect(screen.queryByRole('link', { name: changePasswordTexts.cancel })).toBeNull();
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
      ...enrolmentAnswers(),
    });
    expect(await screen.findByRole('heading', { name: texts.twoFactor.title })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Código QR/ })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Socios' })).toBeNull();
  });

  it("when the club requires it, a member's screen waits behind the enrolment too, which hands over a new session", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'antes');
    renderApp('/ping', {
      Session: sessionAnswer('Authorized', { enrolled: false, needsSecondFactor: true }),
      ...enrolmentAnswers(),
      ConfirmTwoFactorEnrolment: dataAnswer(CONFIRM_TWO_FACTOR_MUTATION, {
        confirmTwoFactorEnrolment: {
          __typename: 'TwoFactorConfirmation',
          ok: true,
          error: null,
          recoveryCodes: ['abcd-efgh'],
          authToken: 'despues',
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: texts.twoFactor.title })).toBeTruthy();
    expect(screen.queryByText('Pong')).toBeNull();
    await screen.findByRole('img', { name: /Código QR/ });
    fireEvent.change(screen.getByLabelText(texts.twoFactor.codeLabel), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: texts.twoFactor.confirm }));
    expect(await screen.findByText('abcd-efgh')).toBeTruthy();
    // The gateway ended the session that enrolled: the shell holds the one it answered.
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('despues');
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
