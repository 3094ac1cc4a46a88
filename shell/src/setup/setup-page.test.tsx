import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { setupTexts } from '@club/domain/club-setup';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dataAnswer, type FakeAnswer, fakeClient } from '../apollo/fake-gateway.fixture.ts';
import { CHECK_SETUP_CODE_MUTATION, SET_UP_CLUB_MUTATION, SETUP_STATUS_QUERY } from './setup-documents.ts';
import { SetupPage } from './setup-page.tsx';

// The first run's screen: nothing to do on a club that runs; the code checked before the form;
// the form judged by the gateway's rules before sending; the days as typed; the gateway's
// refusal at its field; the new admin signed in and sent to enrol a second factor.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const status = (needed: boolean): FakeAnswer =>
  dataAnswer(SETUP_STATUS_QUERY, {
    setupStatus: { __typename: 'SetupStatus', needed, mailConfigured: needed ? false : null },
  });

const codeAnswer = (ok: boolean): FakeAnswer =>
  dataAnswer(CHECK_SETUP_CODE_MUTATION, {
    checkSetupCode: {
      __typename: 'SetupCodeResult',
      ok,
      code: ok ? null : 'CODIGO_INCORRECTO',
      error: ok ? null : setupTexts.wrongCode,
    },
  });

const setupAnswer = (refusal: { code: string; error: string; field: string } | null): FakeAnswer =>
  dataAnswer(SET_UP_CLUB_MUTATION, {
    setUpClub: {
      __typename: 'ClubSetupResult',
      ok: refusal === null,
      code: refusal?.code ?? null,
      error: refusal?.error ?? null,
      field: refusal?.field ?? null,
      authToken: refusal === null ? 'token-de-la-nueva-admin' : null,
    },
  });

function renderPage(script: Record<string, FakeAnswer>) {
  const { client, calls } = fakeClient(script);
  renderScreen(<SetupPage />, {
    client,
    path: '/configurar',
    route: '/configurar',
    elsewhere: { '/seguridad': 'Verificación en dos pasos' },
  });
  return calls;
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function passCode() {
  await screen.findByLabelText(setupTexts.codeLabel);
  fill(setupTexts.codeLabel, '7kq2-m9xd');
  fireEvent.click(screen.getByRole('button', { name: 'Seguir' }));
  await screen.findByRole('button', { name: 'Crear el club' });
}

function fillValid() {
  fill('Nombre del club', 'Club Cannábico La Huerta');
  fill('Número de registro en el IRCCA', 'CC-0042');
  fill('Dirección del club', 'Canelones 1234, Montevideo');
  fill('Correo de contacto del club', 'hola@lahuerta.uy');
  fill('Teléfono de contacto del club', '+598 2 900 11 22');
  fill('Nombre', 'Lucía');
  fill('Apellido', 'Pereira');
  fill('Mail', 'lucia@lahuerta.uy');
  fill('Cédula de identidad', '4.817.263-1');
  fill('Fecha de nacimiento', '1985-03-02');
  fill('Teléfono', '099 555 123');
  fireEvent.click(screen.getByLabelText('Ciudadanía uruguaya'));
  fill('Contraseña (al menos 8 caracteres)', 'una clave larga 2026');
  fill('Repetí la contraseña', 'una clave larga 2026');
}

describe('the setup screen', () => {
  it('on a club that runs, says so and offers the sign-in instead of a form', async () => {
    renderPage({ SetupStatus: status(false) });
    expect(await screen.findByText(setupTexts.notNeeded)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a ingresar' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText(setupTexts.codeLabel)).toBeNull();
  });

  it('asks for the code first, and says in Spanish when it is wrong', async () => {
    const calls = renderPage({ SetupStatus: status(true), CheckSetupCode: codeAnswer(false) });
    await screen.findByLabelText(setupTexts.codeLabel);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir' }));
    expect(await screen.findByText(setupTexts.codeRequired)).toBeTruthy();
    fill(setupTexts.codeLabel, 'AAAA-AAAA');
    fireEvent.click(screen.getByRole('button', { name: 'Seguir' }));
    expect(await screen.findByText(setupTexts.wrongCode)).toBeTruthy();
    expect(screen.getByLabelText(setupTexts.codeLabel).getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((c) => c.operationName)).toEqual(['SetupStatus', 'CheckSetupCode']);
  });

  it('refuses differing passwords and a day of unreadable times before sending anything', async () => {
    const calls = renderPage({ SetupStatus: status(true), CheckSetupCode: codeAnswer(true) });
    await passCode();
    // No mail server yet: the screen says what that means and what to set.
    expect(screen.getByRole('note').textContent).toBe(setupTexts.mailMissing);
    fillValid();
    fill('Repetí la contraseña', 'otra clave distinta');
    fireEvent.click(screen.getByRole('button', { name: 'Crear el club' }));
    expect((await screen.findAllByText(setupTexts.passwordsDiffer)).length).toBeGreaterThan(0);
    fill('Repetí la contraseña', 'una clave larga 2026');
    fill('Horarios del martes', '17:00, 5 de la tarde');
    fireEvent.click(screen.getByRole('button', { name: 'Crear el club' }));
    expect(
      (
        await screen.findAllByText(
          'Los horarios del martes van como HH:MM separados por comas, por ejemplo 17:00, 17:30',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(calls.map((c) => c.operationName)).toEqual(['SetupStatus', 'CheckSetupCode']);
  });

  it('sends the club, the admin and the days typed; a refusal shows at its field; done, the admin goes to enrol', async () => {
    const calls = renderPage({
      SetupStatus: status(true),
      CheckSetupCode: codeAnswer(true),
      SetUpClub: setupAnswer({
        code: 'CONFIGURACION_INVALIDA',
        error: 'El correo de contacto no es válido',
        field: 'contactEmail',
      }),
    });
    await passCode();
    fillValid();
    fill('Horarios del martes', '');
    fill('Horarios del jueves', '');
    fill('Horarios del viernes', '');
    fill('Horarios del miércoles', '18:00, 18:30');
    fill('Horarios del sábado', '11:00');
    fireEvent.click(screen.getByRole('button', { name: 'Crear el club' }));
    expect((await screen.findAllByText('El correo de contacto no es válido')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Correo de contacto del club').getAttribute('aria-invalid')).toBe('true');
    expect(calls.at(-1)?.variables).toEqual({
      input: {
        code: '7kq2-m9xd',
        clubName: 'Club Cannábico La Huerta',
        irccaRegistration: 'CC-0042',
        address: 'Canelones 1234, Montevideo',
        contactEmail: 'hola@lahuerta.uy',
        contactPhone: '+598 2 900 11 22',
        name: 'Lucía',
        lastName: 'Pereira',
        mail: 'lucia@lahuerta.uy',
        cedula: '4.817.263-1',
        birthDate: '1985-03-02',
        residency: 'ciudadania',
        phone: '099 555 123',
        password: 'una clave larga 2026',
        pickupDays: [
          { weekday: 3, slots: [{ time: '18:00' }, { time: '18:30' }] },
          { weekday: 6, slots: [{ time: '11:00' }] },
        ],
      },
    });
    cleanup();
    renderPage({ SetupStatus: status(true), CheckSetupCode: codeAnswer(true), SetUpClub: setupAnswer(null) });
    await passCode();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Crear el club' }));
    await screen.findByText('Verificación en dos pasos');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-de-la-nueva-admin');
  });
});
