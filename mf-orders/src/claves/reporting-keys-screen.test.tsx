import type { MockLink } from '@apollo/client/testing';
import type { ReportingKeysQuery } from '@club/web-kit/graphql/graphql';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CREATE_REPORTING_KEY_MUTATION,
  REPORTING_KEYS_QUERY,
  REVOKE_REPORTING_KEY_MUTATION,
} from './reporting-keys-documents.ts';
import { ReportingKeysScreen } from './reporting-keys-screen.tsx';

type Key = Fixture<ReportingKeysQuery['reportingKeys'][number]>;

const key = (extra: Partial<Key>): Key => ({
  __typename: 'ReportingKey',
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  name: 'Planilla de la tesorera',
  prefix: 'club_inf_Ab3d',
  createdAt: '2026-11-01T12:00:00.000Z',
  expiresAt: '2099-01-30T12:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  uses: 0,
  ...extra,
});

const listed = (keys: Key[]): MockLink.MockedResponse =>
  typedMock({ request: { query: REPORTING_KEYS_QUERY }, result: { data: { reportingKeys: keys } } });

describe('ReportingKeysScreen', () => {
  afterEach(cleanup);

  it('lists keys with their state and last use; only an active one can be revoked', async () => {
    renderScreen(<ReportingKeysScreen />, {
      mocks: [
        listed([
          key({ lastUsedAt: '2026-11-20T15:30:00.000Z', uses: 12 }),
          key({ id: 'b', name: 'Vieja', revokedAt: '2026-11-02T10:00:00.000Z' }),
          key({ id: 'c', name: 'Del año pasado', expiresAt: '2020-01-01T00:00:00.000Z' }),
        ]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Claves para informes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('12')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Revocada')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Vencida')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Nunca')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Revocar la clave/ })).toHaveLength(1);
  });

  it('checks the name before asking the gateway, then shows the new key once', async () => {
    renderScreen(<ReportingKeysScreen />, {
      mocks: [
        listed([]),
        typedMock({
          request: { query: CREATE_REPORTING_KEY_MUTATION, variables: { name: 'Planilla', days: 90 } },
          result: {
            data: {
              createReportingKey: {
                __typename: 'ReportingKeyCreated',
                ok: true,
                error: null,
                field: null,
                secret: 'club_inf_secreto',
                key: { __typename: 'ReportingKey', id: 'n' },
              },
            },
          },
        }),
        listed([key({ id: 'n', name: 'Planilla' })]),
      ],
    });
    await screen.findByText('Todavía no hay claves.');
    fireEvent.click(screen.getByRole('button', { name: 'Crear clave' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Escribí un nombre para la clave');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Planilla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear clave' }));
    expect(await screen.findByDisplayValue('club_inf_secreto')).toBeTruthy();
    expect(screen.getByText('Copiá la clave ahora: no se vuelve a mostrar.')).toBeTruthy();
  });

  it('revokes after confirming in a dialog', async () => {
    const active = key({});
    renderScreen(<ReportingKeysScreen />, {
      mocks: [
        listed([active]),
        typedMock({
          request: { query: REVOKE_REPORTING_KEY_MUTATION, variables: { id: active.id } },
          result: {
            data: {
              revokeReportingKey: {
                __typename: 'ReportingKeyRevoked',
                ok: true,
                error: null,
                key: { __typename: 'ReportingKey', id: active.id, revokedAt: '2026-11-27T12:00:00.000Z' },
              },
            },
          },
        }),
        listed([{ ...active, revokedAt: '2026-11-27T12:00:00.000Z' }]),
      ],
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Revocar la clave «Planilla de la tesorera»' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revocar la clave «Planilla de la tesorera»' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Revocada')).toBeTruthy();
  });
});
