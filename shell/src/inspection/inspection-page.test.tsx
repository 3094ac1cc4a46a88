import { inspectionLinkTexts as t } from '@club/domain/inspection-links';
import {
  DestructionsDocument,
  InspectionDocument,
  InspectionPlantsDocument,
} from '@club/web-kit/graphql/graphql';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataAnswer, type FakeScript, fakeGateway } from '../apollo/fake-gateway.fixture.ts';
import { ConfigProvider } from '../config/config-context.tsx';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { InspectionPage } from './inspection-page.tsx';

const config: RuntimeConfig = {
  gatewayUrl: 'http://gateway.test',
  remotes: { mf_storefront: 'x', mf_orders: 'x', mf_harvest: 'x', mf_finance: 'x' },
  routes: {},
  supabase: { url: 'http://gateway.test', anonKey: 'club-anon-key' },
};

const KEY = 'club_insp_Ab3dEf';

/** The page at `/inspeccion#<fragment>`, its calls answered by `script` (the browser's fetch). */
function open(fragment: string, script: FakeScript) {
  window.history.replaceState(null, '', `/inspeccion${fragment ? `#${fragment}` : ''}`);
  const gateway = fakeGateway(script);
  vi.stubGlobal('fetch', gateway.fetch);
  render(
    <ConfigProvider config={config}>
      <InspectionPage />
    </ConfigProvider>,
  );
  return gateway.calls;
}

const inspection = dataAnswer(InspectionDocument, {
  inspection: {
    __typename: 'Inspection',
    clubName: 'Club Cannábico del Sur',
    irccaRegistration: 'CC-042',
    label: 'IRCCA',
    expiresAt: '2026-11-28T21:00:00.000Z',
  },
});

const plants = dataAnswer(InspectionPlantsDocument, {
  floweringPlants: { __typename: 'FloweringPlants', flowering: 12, max: 99 },
  motherPlants: [],
  batches: [
    {
      __typename: 'Batch',
      id: 4,
      motherName: 'Madre 1',
      species: 'OG Kush',
      plantsStarted: 10,
      plants: 9,
      stage: 'floracion',
      startedOn: '2026-09-01',
      lastOn: '2026-10-15',
    },
  ],
});

describe('InspectionPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the key of the fragment, and heads every section with the club and the expiry', async () => {
    const calls = open(KEY, {
      Inspection: inspection,
      InspectionPlants: plants,
      Destructions: dataAnswer(DestructionsDocument, { destructions: [] }),
    });
    await screen.findByText('Club Cannábico del Sur');
    expect(screen.getByText('Registro IRCCA CC-042')).toBeTruthy();
    expect(screen.getByText(/^Enlace válido hasta el /)).toBeTruthy();
    const batches = await screen.findByRole('table', { name: t.batches });
    expect(within(batches).getByText('Floración')).toBeTruthy();
    expect(calls.every((call) => call.headers.auth_token === KEY)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: t.sections.destruction }));
    await screen.findByText(t.noRecords);
    expect(screen.getByRole('heading', { name: `${t.pageTitle}: ${t.sections.destruction}` })).toBeTruthy();
    expect(screen.getByText('Club Cannábico del Sur')).toBeTruthy();
    expect(calls.map((call) => call.operationName)).toEqual([
      'Inspection',
      'InspectionPlants',
      'Destructions',
    ]);
  });

  it('says a revoked or expired link is no longer valid', async () => {
    open(KEY, {
      Inspection: { status: 401, body: { msg: 'Unauthorized', error: t.invalid, code: 'UNAUTHENTICATED' } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(t.invalid);
  });

  it('asks for the whole link when the key is missing, and calls nothing', async () => {
    const calls = open('', {});
    expect((await screen.findByRole('alert')).textContent).toBe(t.missing);
    expect(calls).toEqual([]);
  });
});
