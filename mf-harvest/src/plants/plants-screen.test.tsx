import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BATCH_ANALYSES_QUERY } from '../lab-results/lab-results-documents.ts';
import { BatchScreen } from './batch-screen.tsx';
import {
  BATCH_SCREEN_QUERY,
  CHANGE_STAGE_MUTATION,
  PLANTS_QUERY,
  REGISTER_MOTHER_MUTATION,
} from './plants-documents.ts';
import { PlantsScreen } from './plants-screen.tsx';

const batch = {
  __typename: 'Batch',
  id: 3,
  motherId: 1,
  motherName: 'Madre OG',
  productId: 8,
  species: 'OG Kush',
  plantsStarted: 10,
  plants: 9,
  stage: 'vegetativo',
  startedOn: '2025-01-10',
  lastOn: '2025-02-01',
  harvestId: null,
};
const mother = {
  __typename: 'MotherPlant',
  id: 1,
  name: 'Madre OG',
  species: 'OG Kush',
  origin: 'Semilla',
  registeredOn: '2024-12-01',
  batchCount: 1,
};

// The batch's lab results, a section of their own (lab-results' tests): none yet.
const noAnalyses: MockLink.MockedResponse = typedMock({
  request: { query: BATCH_ANALYSES_QUERY, variables: { batchId: 3 } },
  result: { data: { batchAnalyses: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('PlantsScreen', () => {
  afterEach(cleanup);

  it('shows the plants in flowering against the limit, the batches with their stage and the mothers', async () => {
    renderScreen(<PlantsScreen />, {
      mocks: [
        typedMock({
          request: { query: PLANTS_QUERY },
          result: {
            data: {
              floweringPlants: { flowering: 90, max: 99 },
              batches: [batch],
              motherPlants: [mother],
              stock: [{ __typename: 'StockItem', id: 8, species: 'OG Kush' }],
            },
          },
        }),
      ],
    });
    expect(await screen.findByText('de 99 plantas en floración', { exact: false })).toBeTruthy();
    expect(screen.getByText('Quedan 9 lugares para pasar lotes a floración.')).toBeTruthy();
    const card = screen.getByRole('link', { name: 'Lote 3' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Vegetativo')).toBeTruthy();
    expect(within(card).getByText('9 de 10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lote 3' }).getAttribute('href')).toBe('/admin/plantas/3');
    expect(screen.getByRole('heading', { name: 'Madre OG' })).toBeTruthy();
  });

  it('registers a mother: the shared rules first, then the gateway gets the checked values', async () => {
    const sent: unknown[] = [];
    const mocks: MockLink.MockedResponse[] = [
      typedMock({
        request: { query: PLANTS_QUERY },
        result: {
          data: {
            floweringPlants: { flowering: 0, max: 99 },
            batches: [],
            motherPlants: [],
            stock: [{ __typename: 'StockItem', id: 8, species: 'OG Kush' }],
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      }),
      typedMock({
        request: {
          query: REGISTER_MOTHER_MUTATION,
          variables: recordVariables(({ input }) => sent.push(input)),
        },
        result: {
          data: {
            registerMotherPlant: {
              __typename: 'MotherPlantResult',
              ok: true,
              error: null,
              code: null,
              field: null,
              motherPlant: { __typename: 'MotherPlant', id: 2 },
            },
          },
        },
      }),
    ];
    renderScreen(<PlantsScreen />, { mocks });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar madre' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar madre' }));
    expect(await within(dialog).findByText('Elegí la genética de la madre')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Genética (especie)'), { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText('Nombre de la madre'), { target: { value: ' Madre 2 ' } });
    fireEvent.change(within(dialog).getByLabelText('Origen'), { target: { value: 'Semilla' } });
    fireEvent.change(within(dialog).getByLabelText('Fecha de registro'), { target: { value: '2025-01-02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar madre' }));
    await screen.findByText('Todavía no hay plantas madre registradas.');
    await expect
      .poll(() => sent)
      .toEqual([{ productId: 8, name: 'Madre 2', origin: 'Semilla', registeredOn: '2025-01-02' }]);
  });
});

describe('BatchScreen', () => {
  afterEach(cleanup);

  it('offers only the next stages and shows the gateway’s refusal of the flowering limit', async () => {
    const screenData = {
      floweringPlants: { flowering: 95, max: 99 },
      batch: {
        ...batch,
        notes: '',
        history: [
          {
            __typename: 'BatchHistoryEntry',
            type: 'BatchStarted',
            on: '2025-01-10',
            stage: 'esquejes',
            plants: 10,
            reason: '',
            recordedAt: '2025-01-10T21:00:00.000Z',
            recordedBy: 'Ana Admin',
          },
        ],
        treatments: [],
      },
    };
    renderScreen(<BatchScreen />, {
      path: '/admin/plantas/3',
      route: '/admin/plantas/:id',
      mocks: [
        noAnalyses,
        typedMock({
          request: { query: BATCH_SCREEN_QUERY, variables: { id: 3 } },
          result: { data: screenData },
          maxUsageCount: Number.POSITIVE_INFINITY,
        }),
        typedMock({
          request: { query: CHANGE_STAGE_MUTATION, variables: () => true },
          result: {
            data: {
              changeBatchStage: {
                __typename: 'BatchResult',
                ok: false,
                code: 'LIMITE_FLORACION',
                error: 'Superarías el máximo de 99 plantas en floración (hay 95 y el lote suma 9).',
                field: 'stage',
              },
            },
          },
        }),
      ],
    });
    const select = (await screen.findByLabelText('Nueva etapa')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Floración', 'Descartado']);
    expect(screen.getByText('10 esquejes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar etapa' }));
    expect(
      await screen.findByText('Superarías el máximo de 99 plantas en floración (hay 95 y el lote suma 9).'),
    ).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    // Not flowering yet: nothing to harvest.
    expect(screen.queryByRole('link', { name: 'Registrar la cosecha' })).toBeNull();
  });

  it('a flowering batch leads to the harvest form tied to it', async () => {
    renderScreen(<BatchScreen />, {
      path: '/admin/plantas/3',
      route: '/admin/plantas/:id',
      mocks: [
        noAnalyses,
        typedMock({
          request: { query: BATCH_SCREEN_QUERY, variables: { id: 3 } },
          result: {
            data: {
              floweringPlants: { flowering: 9, max: 99 },
              batch: { ...batch, stage: 'floracion', notes: '', history: [], treatments: [] },
            },
          },
        }),
      ],
    });
    const link = await screen.findByRole('link', { name: 'Registrar la cosecha' });
    expect(link.getAttribute('href')).toBe('/admin/harvests/form?lote=3');
  });
});
