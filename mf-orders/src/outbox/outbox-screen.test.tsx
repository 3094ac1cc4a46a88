import type { MockLink } from '@apollo/client/testing';
import type { OutboxQuery } from '@club/web-kit/graphql/graphql';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_QUERY, OUTBOX_SCREEN_LIMIT, SEND_TEST_MAIL_MUTATION } from './outbox-documents.ts';
import { OutboxScreen } from './outbox-screen.tsx';

type OutboxMail = Fixture<OutboxQuery['outbox'][number]>;

const mail = (id: number, extra: Partial<OutboxMail>): OutboxMail => ({
  __typename: 'OutboxMail',
  id,
  createdAt: '2024-09-02T15:05:00.000Z',
  recipient: 'socio@club.uy',
  subject: 'Mañana retirás tu pedido',
  templateId: 'pickup_reminder',
  templateName: 'Recordatorio de retiro',
  status: 'sent',
  attempts: 1,
  lastError: null,
  ...extra,
});

const outbox = [
  mail(4, { status: 'pending', attempts: 0, createdAt: '2024-09-02T18:30:00.000Z' }),
  mail(3, {
    recipient: 'pedidos@club.uy',
    subject: 'Pedido de Martín Rodríguez: 2024-09-03 17:00',
    templateId: 'template_pedido',
    templateName: 'Pedido nuevo',
    status: 'failed',
    attempts: 5,
    lastError: '451 Buzón ocupado',
  }),
  mail(2, {
    status: 'sending',
    recipient: null,
    subject: 'Confirmá tu cuenta',
    templateId: 'signup',
    templateName: 'Confirmación de cuenta',
  }),
  mail(1, {}),
];

const outboxMock = (mails: OutboxMail[], mailDeliveryConfigured = true): MockLink.MockedResponse =>
  typedMock({
    request: { query: OUTBOX_QUERY, variables: { limit: OUTBOX_SCREEN_LIMIT } },
    result: { data: { mailDeliveryConfigured, outbox: mails } },
  });

const NO_SERVER =
  'No hay un servidor de correo configurado: los correos quedan pendientes y no sale ninguno hasta que lo configures.';

const rows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('OutboxScreen', () => {
  afterEach(cleanup);

  it('lists the mails newest first with date, recipient, subject and kind, status in Spanish, attempts and last error', async () => {
    renderScreen(<OutboxScreen />, { mocks: [outboxMock(outbox)] });
    expect(await screen.findByRole('heading', { name: 'Correos' })).toBeTruthy();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Fecha',
      'Para',
      'Asunto',
      'Estado',
      'Intentos',
      'Último error',
    ]);
    expect(rows().map(cells)).toEqual([
      [
        '02/09/2024 15:30',
        'socio@club.uy',
        'Mañana retirás tu pedidoRecordatorio de retiro',
        'Pendiente',
        '0',
        '',
      ],
      [
        '02/09/2024 12:05',
        'pedidos@club.uy',
        'Pedido de Martín Rodríguez: 2024-09-03 17:00Pedido nuevo',
        'Falló',
        '5',
        '451 Buzón ocupado',
      ],
      [
        '02/09/2024 12:05',
        'Sin destinatario',
        'Confirmá tu cuentaConfirmación de cuenta',
        'Enviando',
        '1',
        '',
      ],
      [
        '02/09/2024 12:05',
        'socio@club.uy',
        'Mañana retirás tu pedidoRecordatorio de retiro',
        'Enviado',
        '1',
        '',
      ],
    ]);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(NO_SERVER)).toBeNull();
  });

  it('warns, above the list, that nothing goes out while no mail server is set, and says what to set', async () => {
    renderScreen(<OutboxScreen />, {
      mocks: [outboxMock([mail(1, { status: 'pending', attempts: 0 })], false)],
    });
    const warning = await screen.findByRole('note', { name: NO_SERVER });
    expect(warning.textContent).toContain('Definí SMTP_URL');
    expect(warning.textContent).toContain('reiniciá el servidor');
    expect(
      warning.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Pendiente' })).toBeTruthy();
  });

  it('says so when there are no mails, and asks again on Actualizar', async () => {
    renderScreen(<OutboxScreen />, { mocks: [outboxMock([]), outboxMock([mail(1, {})])] });
    expect(await screen.findByText('Todavía no hay correos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByRole('cell', { name: 'Enviado' })).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });

  it('shows a Spanish error when the outbox cannot be read', async () => {
    renderScreen(<OutboxScreen />, {
      mocks: [
        typedMock({
          request: { query: OUTBOX_QUERY, variables: { limit: OUTBOX_SCREEN_LIMIT } },
          error: new Error('x'),
        }),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos cargar los correos. Probá de nuevo en un momento.',
    );
  });

  it('sends a test mail to the admin on request, says where, and lists it', async () => {
    const queued =
      'Te mandamos un correo de prueba a admin@club.uy: en unos segundos aparece abajo como enviado.';
    renderScreen(<OutboxScreen />, {
      mocks: [
        outboxMock([]),
        typedMock({
          request: { query: SEND_TEST_MAIL_MUTATION },
          result: {
            data: {
              sendTestMail: {
                __typename: 'TestMailResult',
                ok: true,
                message: queued,
                mail: 'admin@club.uy',
              },
            },
          },
        }),
        outboxMock([
          mail(5, {
            recipient: 'admin@club.uy',
            subject: 'Correo de prueba del club',
            templateId: 'test_mail',
            templateName: 'Correo de prueba',
            status: 'pending',
            attempts: 0,
          }),
        ]),
      ],
    });
    await screen.findByText('Todavía no hay correos.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar un correo de prueba' }));
    expect((await screen.findByText(queued)).getAttribute('role')).toBe('status');
    expect(await screen.findByText('Correo de prueba del club')).toBeTruthy();
  });
});
