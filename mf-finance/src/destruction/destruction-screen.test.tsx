import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DESTROY_STOCK_MUTATION,
  DESTRUCTION_TARGETS_QUERY,
  DESTRUCTIONS_QUERY,
} from './destruction-documents.ts';
import { DestructionScreen } from './destruction-screen.tsx';

const stock = [
  { __typename: 'StockItem', id: 8, species: 'OG Kush', grams: 700 },
  { __typename: 'StockItem', id: 9, species: 'Kief', grams: 40 },
];
const batches = [
  { __typename: 'Batch', id: 3, species: 'OG Kush', motherName: 'Madre A', stage: 'cosechado' },
];
const recorded = {
  __typename: 'Destruction',
  id: 'd-1',
  kind: 'product',
  batchId: null as number | null,
  species: 'OG Kush',
  grams: 5,
  reason: 'Moho',
  method: 'Compostado',
  witness: 'Ana Testigo',
  date: '2026-10-14',
  recordedBy: 'Lucía Pereira',
};

type Answer = { ok: boolean; code: string | null; error: string | null };

function setup(answer: Answer = { ok: true, code: null, error: null }, listedAfter = recorded) {
  const sent: unknown[] = [];
  let listed = 0;
  const always = { maxUsageCount: Number.POSITIVE_INFINITY };
  const mocks: MockLink.MockedResponse[] = [
    typedMock({
      request: { query: DESTRUCTION_TARGETS_QUERY },
      result: { data: { stock, batches } },
      ...always,
    }),
    typedMock({
      request: { query: DESTRUCTIONS_QUERY },
      result: () => ({ data: { destructions: listed++ === 0 || sent.length === 0 ? [] : [listedAfter] } }),
      ...always,
    }),
    typedMock({
      request: { query: DESTROY_STOCK_MUTATION, variables: recordVariables(({ input }) => sent.push(input)) },
      result: () => ({
        data: {
          destroyStock: {
            __typename: 'DestroyStockResult',
            ...answer,
            field: null,
            destructionId: answer.ok ? 'd-1' : null,
            grams: answer.ok ? 695 : null,
          },
        },
      }),
      ...always,
    }),
  ];
  renderScreen(<DestructionScreen today="2026-10-14" />, { mocks });
  return { sent };
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fill() {
  await screen.findByRole('option', { name: 'OG Kush (700 g en stock)' });
  change('Producto', '8');
  change('Gramos', '5');
  change('Motivo', 'Moho');
  change('Método', 'Compostado');
  change('Testigo', 'Ana Testigo');
}

describe('DestructionScreen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers what is destroyed (a product or a batch) and each product with its grams on hand', async () => {
    setup();
    await screen.findByRole('option', { name: 'Kief (40 g en stock)' });
    expect(
      [...(screen.getByLabelText('Qué se destruye') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(['Gramos de un producto', 'Residuos de un lote']);
    expect(screen.queryByLabelText('Lote')).toBeNull();
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('2026-10-14');
    expect(await screen.findByText('Todavía no hay destrucciones registradas.')).toBeTruthy();
  });

  it('refuses without a witness, in Spanish, sending nothing', async () => {
    const { sent } = setup();
    await fill();
    change('Testigo', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar destrucción' }));
    expect(await screen.findByText('Escribí el nombre del testigo')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the record and lists it', async () => {
    const { sent } = setup();
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar destrucción' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          target: { kind: 'product', productId: 8 },
          grams: 5,
          reason: 'Moho',
          method: 'Compostado',
          witness: 'Ana Testigo',
          date: '2026-10-14',
        },
      ]),
    );
    expect(await screen.findByText('Destrucción registrada')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Destrucciones registradas' });
    expect(within(table).getByText('Ana Testigo')).toBeTruthy();
  });

  it("records a batch's waste: the batch select instead of the product's, and lists it by batch", async () => {
    const { sent } = setup(
      { ok: true, code: null, error: null },
      { ...recorded, kind: 'batch-waste', batchId: 3, grams: 120, reason: 'Hojas y tallos' },
    );
    await fill();
    change('Qué se destruye', 'batch-waste');
    expect(screen.queryByLabelText('Producto')).toBeNull();
    change('Gramos', '120');
    change('Motivo', 'Hojas y tallos');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar destrucción' }));
    expect(await screen.findByText('Elegí qué se destruye')).toBeTruthy();
    expect(sent).toEqual([]);
    change('Lote', '3');
    expect(screen.getByRole('option', { name: 'Lote 3: OG Kush, madre Madre A (cosechado)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar destrucción' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          target: { kind: 'batch-waste', batchId: 3 },
          grams: 120,
          reason: 'Hojas y tallos',
          method: 'Compostado',
          witness: 'Ana Testigo',
          date: '2026-10-14',
        },
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Destrucciones registradas' });
    expect(within(table).getByText('Residuos del lote 3 (OG Kush)')).toBeTruthy();
  });

  it("shows the gateway's refusal (more than on hand)", async () => {
    setup({ ok: false, code: 'STOCK_NEGATIVO', error: 'No se pueden destruir 5 g: hay 3 g de OG Kush' });
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar destrucción' }));
    expect(await screen.findByText('No se pueden destruir 5 g: hay 3 g de OG Kush')).toBeTruthy();
  });
});
