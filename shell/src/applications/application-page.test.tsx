import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dataAnswer, type FakeAnswer, fakeClient } from '../apollo/fake-gateway.fixture.ts';
import { CHECK_INVITATION_MUTATION, SUBMIT_APPLICATION_MUTATION } from './application-documents.ts';
import { ApplicationPage } from './application-page.tsx';

// The invitation link's page: the link checked first; the form judged by the same rules as the
// gateway before anything is sent; the gateway's refusal shown at its field; the thanks.

afterEach(cleanup);

const TOKEN = 'a'.repeat(43);

const checkAnswer = (ok: boolean, error: string | null = null): FakeAnswer =>
  dataAnswer(CHECK_INVITATION_MUTATION, {
    checkInvitation: {
      __typename: 'InvitationCheck',
      ok,
      code: ok ? null : 'INVITACION_VENCIDA',
      error,
      expiresAt: null,
    },
  });

const submitAnswer = (ok: boolean, refusal: { code: string; error: string; field: string } | null = null) =>
  dataAnswer(SUBMIT_APPLICATION_MUTATION, {
    submitApplication: {
      __typename: 'SubmitApplicationResult',
      ok,
      code: refusal?.code ?? null,
      error: refusal?.error ?? null,
      field: refusal?.field ?? null,
      applicationId: ok ? 30 : null,
    },
  });

function renderPage(script: Record<string, FakeAnswer>) {
  const { client, calls } = fakeClient(script);
  renderScreen(<ApplicationPage />, { client, path: `/solicitud/${TOKEN}`, route: '/solicitud/:token' });
  return calls;
}

async function fillValid() {
  await screen.findByRole('button', { name: 'Enviar solicitud' });
  const fill = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Nombre', 'Valentina');
  fill('Apellido', 'Suárez');
  fill('Mail', 'valentina@correo.uy');
  fill('Cédula de identidad', '4.817.263-1');
  fill('Fecha de nacimiento', '1990-05-04');
  fill('Teléfono', '099 123 456');
  fireEvent.click(screen.getByLabelText('Ciudadanía uruguaya'));
  fireEvent.click(screen.getByLabelText(/no uso otra vía de acceso del IRCCA/));
  fireEvent.click(screen.getByLabelText(/Acepto que el club trate mis datos/));
}

describe('the application page', () => {
  it('says so when the link no longer takes applications, and shows no form', async () => {
    renderPage({
      CheckInvitation: checkAnswer(false, 'Este enlace de invitación venció. Pedile al club uno nuevo.'),
    });
    expect(
      await screen.findByText('Este enlace de invitación venció. Pedile al club uno nuevo.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  });

  it('refuses an under-age applicant and an unticked consent before sending anything', async () => {
    const calls = renderPage({ CheckInvitation: checkAnswer(true) });
    await fillValid();
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '2015-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      (await screen.findAllByText('Para ser socio hay que tener 18 años cumplidos el día del ingreso'))
        .length,
    ).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '1990-05-04' } });
    fireEvent.click(screen.getByLabelText(/Acepto que el club trate mis datos/));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      (await screen.findAllByText('Tenés que aceptar el tratamiento de tus datos para enviar la solicitud'))
        .length,
    ).toBeGreaterThan(0);
    expect(calls.map((call) => call.operationName)).toEqual(['CheckInvitation']);
  });

  it('sends the form with the token and thanks the applicant; a refusal shows at its field', async () => {
    const refused = renderPage({
      CheckInvitation: checkAnswer(true),
      SubmitApplication: submitAnswer(false, {
        code: 'SOLICITUD_EN_CURSO',
        error: 'Ya hay una solicitud con la cédula 4.817.263-1 esperando respuesta',
        field: 'cedula',
      }),
    });
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findAllByText(/Ya hay una solicitud con la cédula/)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Cédula de identidad').getAttribute('aria-invalid')).toBe('true');
    expect(refused.at(-1)?.variables).toEqual({
      input: {
        token: TOKEN,
        name: 'Valentina',
        lastName: 'Suárez',
        mail: 'valentina@correo.uy',
        cedula: '4.817.263-1',
        birthDate: '1990-05-04',
        residency: 'ciudadania',
        phone: '099 123 456',
        noOtherRoute: true,
        consent: true,
      },
    });
    cleanup();
    renderPage({ CheckInvitation: checkAnswer(true), SubmitApplication: submitAnswer(true) });
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText(
        '¡Listo! Recibimos tu solicitud. Te vamos a escribir a valentina@correo.uy cuando el club la revise.',
      ),
    ).toBeTruthy();
  });
});
