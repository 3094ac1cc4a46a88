import { ApolloProvider } from '@apollo/client/react';
import { AUTH_TOKEN_KEY } from '@club/domain/limits';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeClient } from '../apollo/fake-gateway.fixture.ts';
import { loginOutcome } from './login-outcome.ts';
import { LoginPage } from './login-page.tsx';

function loginAnswer(login: Record<string, unknown>): FakeAnswer {
  return { body: { data: { login: { __typename: 'LoginResult', error: null, authToken: null, ...login } } } };
}

function renderLogin(answer: FakeAnswer) {
  const { client, calls } = fakeClient({ Login: answer });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>pantalla de inicio</p>} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  fireEvent.change(screen.getByPlaceholderText('Correo electrónico'), { target: { value: 'socio@club.uy' } });
  fireEvent.change(screen.getByPlaceholderText('Contraseña'), { target: { value: 'socio1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'ACCEDER' }));
  return calls;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
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

  it('an explicit success stores the token under auth_token and goes to /', async () => {
    renderLogin(loginAnswer({ ok: true, msg: 'Logged in', authToken: 'tok-1' }));
    expect(await screen.findByText('pantalla de inicio')).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
  });
});

describe('loginOutcome', () => {
  it('needs ok true and a non-empty token', () => {
    expect(loginOutcome({ ok: true, msg: 'Logged in', error: null, authToken: 't' })).toEqual({
      kind: 'success',
      token: 't',
    });
    expect(loginOutcome({ ok: true, msg: 'Logged in', error: null, authToken: '' }).kind).toBe('refused');
    expect(loginOutcome(null).kind).toBe('refused');
  });
});
