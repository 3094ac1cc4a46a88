import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchAnalyses } from './batch-analyses.tsx';
import { BATCH_ANALYSES_QUERY } from './lab-results-documents.ts';

// A batch's lab analyses on its page, its certificates, and its label: the path the PDF is asked at.

const analysis = {
  __typename: 'BatchAnalysis' as const,
  id: 4,
  laboratory: 'Laboratorio Austral',
  analysedOn: '2026-11-12',
  sampleId: 'M-2026-311',
  thc: 23.4,
  cbd: 0.7,
  certificatePages: 2,
  otherCannabinoids: [{ __typename: 'CompoundShare' as const, name: 'CBG', percent: 1.1 }],
  terpenes: [{ __typename: 'CompoundShare' as const, name: 'Mirceno', percent: 0.9 }],
};

function renderAnalyses(analyses: (typeof analysis)[]) {
  return renderScreen(<BatchAnalyses batchId={7} batchName="Lote 7" />, {
    mocks: [
      typedMock({
        request: { query: BATCH_ANALYSES_QUERY, variables: { batchId: 7 } },
        result: { data: { batchAnalyses: analyses } },
      }),
    ],
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BatchAnalyses', () => {
  it('lists each analysis with its date, laboratory, sample, figures and compounds', async () => {
    renderAnalyses([analysis]);
    const item = (await screen.findByRole('heading', { name: 'Análisis del 12/11/2026' })).closest('li');
    if (!item) throw new Error('no analysis item');
    const shown = within(item);
    expect(shown.getByText('Laboratorio Austral')).toBeTruthy();
    expect(shown.getByText('M-2026-311')).toBeTruthy();
    expect(shown.getByText('23,4 %')).toBeTruthy();
    expect(shown.getByText('CBG 1,1 %')).toBeTruthy();
    expect(shown.getByText('Mirceno 0,9 %')).toBeTruthy();
    expect(shown.getByRole('button', { name: 'Ver certificado' })).toBeTruthy();
  });

  it('says when the batch has no analysis, and offers to record one', async () => {
    renderAnalyses([]);
    await screen.findByText('Sin análisis registrados.');
    expect(screen.getByRole('button', { name: 'Registrar análisis' })).toBeTruthy();
  });

  it("asks the gateway for the batch's label with the grams and copies typed, and refuses copies out of range", async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(JSON.stringify({ error: 'El lote no tiene cosecha' }), { status: 409 });
      }),
    );
    renderAnalyses([]);
    await screen.findByText('Sin análisis registrados.');
    const group = screen.getByRole('group', { name: 'Imprimir etiqueta del lote · Lote 7' });
    fireEvent.change(within(group).getByLabelText('Copias'), { target: { value: '30' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Imprimir etiqueta del lote' }));
    await within(group).findByText('Las copias van de 1 a 24');
    expect(fetched).toEqual([]);

    fireEvent.change(within(group).getByLabelText('Copias'), { target: { value: '8' } });
    fireEvent.change(within(group).getByLabelText('Gramos netos (vacío: se escriben a mano)'), {
      target: { value: '5' },
    });
    fireEvent.change(within(group).getByLabelText('Formato'), { target: { value: 'roll' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Imprimir etiqueta del lote' }));
    await waitFor(() => expect(fetched).toEqual(['/admin/batches/7/labels?layout=roll&copies=8&grams=5']));
    await within(group).findByText('El lote no tiene cosecha');
  });
});
