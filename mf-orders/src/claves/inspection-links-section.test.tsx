import type { MockLink } from '@apollo/client/testing';
import { inspectionLinkTexts as t } from '@club/domain/inspection-links';
import type { InspectionLinksQuery } from '@club/web-kit/graphql/graphql';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CREATE_INSPECTION_LINK_MUTATION, INSPECTION_LINKS_QUERY } from './inspection-links-documents.ts';
import { InspectionLinksSection } from './inspection-links-section.tsx';

type Link = Fixture<InspectionLinksQuery['inspectionLinks'][number]>;

const link = (extra: Partial<Link>): Link => ({
  __typename: 'InspectionLink',
  id: '6f1c2a9e-0000-4000-8000-000000000002',
  name: 'IRCCA, inspección de noviembre',
  prefix: 'club_insp_Ab3d',
  createdAt: '2026-11-27T12:00:00.000Z',
  expiresAt: '2099-01-30T12:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  views: 0,
  ...extra,
});

const listed = (links: Link[]): MockLink.MockedResponse =>
  typedMock({ request: { query: INSPECTION_LINKS_QUERY }, result: { data: { inspectionLinks: links } } });

describe('InspectionLinksSection', () => {
  afterEach(cleanup);

  it('lists links with their views and state; only an active one can be revoked', async () => {
    renderScreen(<InspectionLinksSection />, {
      mocks: [
        listed([
          link({ lastUsedAt: '2026-11-27T15:30:00.000Z', views: 7 }),
          link({ id: 'b', name: 'Oficina vieja', revokedAt: '2026-11-27T16:00:00.000Z' }),
          link({ id: 'c', name: 'Del año pasado', expiresAt: '2020-01-01T00:00:00.000Z' }),
        ]),
      ],
    });
    const table = await screen.findByRole('table', { name: t.title });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('7')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(t.revoked)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(t.expired)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Revocar el enlace/ })).toHaveLength(1);
  });

  it('checks the lifetime before asking the gateway, then shows the whole link once', async () => {
    renderScreen(<InspectionLinksSection />, {
      mocks: [
        listed([]),
        typedMock({
          request: {
            query: CREATE_INSPECTION_LINK_MUTATION,
            variables: { name: 'IRCCA', amount: 3, unit: 'days' },
          },
          result: {
            data: {
              createInspectionLink: {
                __typename: 'InspectionLinkCreated',
                ok: true,
                error: null,
                field: null,
                secret: 'club_insp_secreto',
                link: { __typename: 'InspectionLink', id: 'n' },
              },
            },
          },
        }),
        listed([link({ id: 'n', name: 'IRCCA' })]),
      ],
    });
    await screen.findByText(t.none);
    fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'IRCCA' } });
    fireEvent.change(screen.getByLabelText(t.amount), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText(t.unit), { target: { value: 'days' } });
    fireEvent.click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', t.lifetimeInvalid);
    fireEvent.change(screen.getByLabelText(t.amount), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: t.create }));
    expect(
      await screen.findByDisplayValue(`${window.location.origin}/inspeccion#club_insp_secreto`),
    ).toBeTruthy();
    expect(screen.getByText(t.created)).toBeTruthy();
  });
});
