import { loginTexts } from '@club/domain/account-texts';
import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import type { LoginMutation } from '@club/web-kit/graphql/graphql';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import type { Fixture } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataAnswer, type FakeAnswer, fakeClient } from '../apollo/fake-gateway.fixture.ts';
import { LOGIN_MUTATION, LOGIN_WITH_CODE_MUTATION } from './auth-documents.ts';
import { loginOutcome } from './login-outcome.ts';
import { LoginPage } from './login-page.tsx';

const loginFields = { error: null, authToken: null, code: null, mustChangePassword: false };

type LoginFields = Pick<Fixture<LoginMutation['login']>, 'ok' | 'msg'> &
  Partial<Fixture<LoginMutation['login']>>;

function loginAnswer(login: LoginFields): FakeAnswer {
  return dataAnswer(LOGIN_MUTATION, {
    login: { __typename: 'LoginResult', ...loginFields, twoFactorChallenge: null, ...login },
  });
}

function codeAnswer(loginWithCode: LoginFields): FakeAnswer {
  return dataAnswer(LOGIN_WITH_CODE_MUTATION, {
    loginWithCode: { __typename: 'LoginResult', ...loginFields, ...loginWithCode },
  });
}

function renderLogin(answer: FakeAnswer, more: Record<string, FakeAnswer> = {}) {
  const { client, calls } = fakeClient({ Login: answer, ...more });
  renderScreen(<LoginPage />, {
    client,
    path: '/login',
    elsewhere: { '/': 'pantalla de inicio', '/changepassword': 'cambiar la contraseña' },
  });
  fireEvent.change(screen.getByPlaceholderText('Correo electrónico'), { target: { value: 'socio@club.uy' } });
  fireEvent.change(screen.getByPlaceholderText('Contraseña'), { target: { value: 'socio1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'ACCEDER' }));
  return calls;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('login screen', () => {
  it('has the spec fields: title, e-mail input, password input, ACCEDER', () => {
    renderLogin(loginAnswer({ ok: false, msg: 'Invalid Mail' }));
    expect(screen.getByRole('heading', { name: 'INICIO DE SESIÓN' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Correo electrónico').getAttribute('type')).toBe('email');
    expect(screen.getByPlaceholderText('Contraseña').getAttribute('type')).toBe('password');
  });

  it('an unknown mail shows "Mail incorrecto" and stores nothing', async () => {
    const calls = renderLogin(loginAnswer({ ok: false, msg: 'Invalid Mail', error: 'Mail incorrecto' }));
    expect(await screen.findByText('Mail incorrecto')).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(calls[0]?.variables).toEqual({ mail: 'socio@club.uy', password: 'socio1234' });
  });

  it('a wrong password shows "Mail o contraseña incorrectos"', async () => {
    renderLogin(loginAnswer({ ok: false, msg: 'Invalid Mail or Password' }));
    expect(await screen.findByText('Mail o contraseña incorrectos')).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('an answer that is not an explicit success does not sign in, even with a token in it', async () => {
    renderLogin(loginAnswer({ ok: false, msg: 'Something else', authToken: 'sneaky' }));
    expect(await screen.findByText('Hubo un problema con los servidores')).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('a temporary password signs in straight to /changepassword', async () => {
    renderLogin(loginAnswer({ ok: true, msg: 'Logged in', authToken: 'tok-2', mustChangePassword: true }));
    expect(await screen.findByText('cambiar la contraseña')).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-2');
  });

  it("an admin's second factor: the card asks for the code, and a wrong one says so", async () => {
    const calls = renderLogin(
      loginAnswer({
        ok: false,
        msg: 'Code required',
        code: 'CODE_REQUIRED',
        error: loginTexts.codeRequired,
        twoFactorChallenge: 'ticket-1',
      }),
      {
        LoginWithCode: codeAnswer({
          ok: false,
          msg: 'Unauthorized',
          code: 'WRONG_CODE',
          error: loginTexts.wrongCode,
        }),
      },
    );
    expect(await screen.findByRole('heading', { name: loginTexts.codeTitle })).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    fireEvent.change(screen.getByPlaceholderText(loginTexts.codePlaceholder), {
      target: { value: '123 456' },
    });
    fireEvent.click(screen.getByRole('button', { name: loginTexts.codeSubmit }));
    expect(await screen.findByText(loginTexts.wrongCode)).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'LoginWithCode')?.variables).toEqual({
      challenge: 'ticket-1',
      code: '123 456',
    });
    fireEvent.click(screen.getByRole('button', { name: loginTexts.back }));
    expect(await screen.findByRole('heading', { name: 'INICIO DE SESIÓN' })).toBeTruthy();
  });

  it("an admin's right code signs in", async () => {
    renderLogin(
      loginAnswer({ ok: false, msg: 'Code required', code: 'CODE_REQUIRED', twoFactorChallenge: 'ticket-2' }),
      { LoginWithCode: codeAnswer({ ok: true, msg: 'Logged in', authToken: 'tok-3' }) },
    );
    fireEvent.change(await screen.findByPlaceholderText(loginTexts.codePlaceholder), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: loginTexts.codeSubmit }));
    expect(await screen.findByText('pantalla de inicio')).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-3');
  });

  it('an explicit success stores the token under auth_token, hands it to the page server and goes to /', async () => {
    const handedOver: { url: string; init: RequestInit | undefined }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      handedOver.push({ url: String(url), init });
      return new Response(null, { status: 204 });
    });
    renderLogin(loginAnswer({ ok: true, msg: 'Logged in', authToken: 'tok-1' }));
    expect(await screen.findByText('pantalla de inicio')).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
    // Once, to this page's own server, which keeps it to draw the carta (decision 060).
    expect(handedOver).toEqual([
      {
        url: '/page-session',
        init: expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'tok-1' }) }),
      },
    ]);
  });
});

describe('loginOutcome', () => {
  it('needs ok true and a non-empty token', () => {
    expect(
      loginOutcome({
        __typename: 'LoginResult',
        ok: true,
        msg: 'Logged in',
        code: null,
        error: null,
        mustChangePassword: false,
        authToken: 't',
      }),
    ).toEqual({
      kind: 'success',
      token: 't',
      mustChangePassword: false,
    });
    expect(
      loginOutcome({
        __typename: 'LoginResult',
        ok: true,
        msg: 'Logged in',
        code: null,
        error: null,
        mustChangePassword: false,
        authToken: '',
      }).kind,
    ).toBe('refused');
    expect(loginOutcome(null).kind).toBe('refused');
  });
});
