import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BATCH_TRACE_QUERY,
  DISPENSATION_TRACES_QUERY,
  TRACE_BATCHES_QUERY,
} from './traceability-documents.ts';
import { TraceabilityScreen } from './traceability-screen.tsx';

const source = (grams: number, harvestId: number | null, batchId: number | null) => ({
  __typename: 'TraceSource',
  grams,
  harvestId,
  harvestDate: harvestId === null ? null : '2025-01-20',
  batchId,
  motherId: batchId === null ? null : 1,
  motherName: batchId === null ? null : 'Madre OG',
});

describe('TraceabilityScreen', () => {
  afterEach(cleanup);

  it('forward: a batch’s members; backward: a month’s dispensations with their harvest, batch and mother', async () => {
    renderScreen(<TraceabilityScreen />, {
      path: '/admin/trazabilidad?lote=3',
      route: '/admin/trazabilidad',
      mocks: [
        typedMock({
          request: { query: TRACE_BATCHES_QUERY },
          result: {
            data: {
              batches: [
                {
                  __typename: 'Batch',
                  id: 3,
                  species: 'OG Kush',
                  motherName: 'Madre OG',
                  stage: 'cosechado',
                  harvestId: 9,
                },
              ],
            },
          },
        }),
        typedMock({
          request: { query: BATCH_TRACE_QUERY, variables: { batchId: 3 } },
          result: {
            data: {
              batchTrace: {
                __typename: 'BatchTrace',
                batchId: 3,
                harvestId: 9,
                harvestDate: '2025-01-20',
                gramsReceived: 600,
                gramsDispensed: 40,
                recipients: [
                  {
                    __typename: 'BatchRecipient',
                    sourceStream: 'order-a',
                    memberId: 5,
                    memberName: 'Ana Pérez',
                    date: '2025-02-04',
                    species: 'OG Kush',
                    grams: 40,
                  },
                ],
              },
            },
          },
        }),
        typedMock({
          request: { query: DISPENSATION_TRACES_QUERY, variables: () => true },
          result: {
            data: {
              dispensationTraces: [
                {
                  __typename: 'DispensationTrace',
                  sourceStream: 'order-a',
                  memberId: 5,
                  memberName: 'Ana Pérez',
                  date: '2025-02-04',
                  productId: 8,
                  species: 'OG Kush',
                  grams: 40,
                  sources: [source(30, 9, 3), source(10, null, null)],
                },
              ],
            },
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        }),
      ],
    });
    expect(await screen.findByText('Ana Pérez', { exact: false, selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('600 g')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '2025-02' } });
    const link = await screen.findByRole('link', {
      name: '30 g de la cosecha del 20/01/2025 · Lote 3 · madre Madre OG',
    });
    expect(link.getAttribute('href')).toBe('/admin/plantas/3');
    expect(screen.getByText('10 g sin cosecha registrada (stock anterior o ajuste)')).toBeTruthy();
  });
});
