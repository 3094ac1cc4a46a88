import type { MockLink } from '@apollo/client/testing';
import type { MembershipApplicationsQuery } from '@club/web-kit/graphql/graphql';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APPLICATIONS_QUERY,
  APPROVE_APPLICATION_MUTATION,
  REJECT_APPLICATION_MUTATION,
} from './applications-documents.ts';
import { ApplicationsScreen } from './applications-screen.tsx';

type Application = Fixture<MembershipApplicationsQuery['membershipApplications'][number]>;

const application = (id: number, extra: Partial<Application>): Application => ({
  __typename: 'MembershipApplication',
  id,
  status: 'pending',
  name: 'Valentina',
  lastName: 'Suárez',
  mail: 'valentina@correo.uy',
  cedula: '4.817.263-1',
  birthDate: '1990-05-04',
  residency: 'ciudadania',
  phone: '099 123 456',
  submittedAt: '2026-03-10T15:00:00.000Z',
  decidedAt: null,
  memberId: null,
  reason: null,
  position: null,
  ...extra,
});

const listed = (applications: Application[]): MockLink.MockedResponse =>
  typedMock({
    request: { query: APPLICATIONS_QUERY },
    result: {
      data: {
        membershipApplications: applications,
        invitations: [
          {
            __typename: 'Invitation',
            id: 7,
            expiresAt: '2026-03-24T15:00:00.000Z',
            singleUse: true,
            revoked: false,
            uses: 0,
            usable: true,
            createdAt: '2026-03-10T15:00:00.000Z',
          },
        ],
      },
    },
  });

const PENDING = application(30, {});
const WAITING = [
  application(31, { status: 'waitlisted', name: 'Bruno', lastName: 'Pérez', position: 1 }),
  application(32, { status: 'waitlisted', name: 'Carla', lastName: 'Gómez', position: 2 }),
];

describe('ApplicationsScreen', () => {
  afterEach(cleanup);

  it('shows pending applications, the waitlist with its positions, and the links', async () => {
    renderScreen(<ApplicationsScreen />, { mocks: [listed([PENDING, ...WAITING])] });
    const waitlist = await screen.findByRole('table', { name: 'Lista de espera' });
    const rows = within(waitlist).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2']);
    expect(within(rows[0] as HTMLElement).getByText('Bruno Pérez')).toBeTruthy();
    const pending = screen.getByRole('table', { name: 'Pendientes' });
    expect(within(pending).getByText('4.817.263-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anular el enlace #7' })).toBeTruthy();
  });

  it('approves, and says when the club was full and the application went to the waitlist', async () => {
    renderScreen(<ApplicationsScreen />, {
      mocks: [
        listed([PENDING]),
        typedMock({
          request: { query: APPROVE_APPLICATION_MUTATION, variables: { id: 30 } },
          result: {
            data: {
              approveApplication: {
                __typename: 'ApplicationDecisionResult',
                ok: true,
                code: null,
                error: null,
                outcome: 'waitlisted',
              },
            },
          },
        }),
        listed([{ ...PENDING, status: 'waitlisted', position: 1 }]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar la solicitud de Valentina Suárez' }));
    expect(
      await screen.findByText('La solicitud quedó en la lista de espera (el club está completo).'),
    ).toBeTruthy();
  });

  it('rejects with a reason typed in the dialog, and shows the gateway’s refusal', async () => {
    renderScreen(<ApplicationsScreen />, {
      mocks: [
        listed([PENDING]),
        typedMock({
          request: { query: REJECT_APPLICATION_MUTATION, variables: { id: 30, reason: '' } },
          result: {
            data: {
              rejectApplication: {
                __typename: 'ApplicationDecisionResult',
                ok: false,
                code: 'MOTIVO_INVALIDO',
                error: 'Escribí el motivo del rechazo',
                field: 'reason',
                outcome: null,
              },
            },
          },
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar la solicitud de Valentina Suárez' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la solicitud de Valentina Suárez' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar y avisarle' }));
    expect(await screen.findByText('Escribí el motivo del rechazo')).toBeTruthy();
  });
});
