import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CREATE_HARVEST_MUTATION,
  HARVEST_FORM_QUERY,
  type HarvestInput,
  type HarvestResult,
  UPDATE_HARVEST_MUTATION,
} from './harvest-form-documents.ts';
import { HarvestFormScreen } from './harvest-form-screen.tsx';

const stock = [
  { __typename: 'StockItem', id: 8, species: 'OG Kush' },
  { __typename: 'StockItem', id: 1, species: 'Apple Cookies' },
];
const existing = {
  __typename: 'Harvest',
  id: 5,
  productId: 8,
  species: 'OG Kush',
  numberOfPlants: 12,
  waste: 300,
  stock: 1800,
  lampWatts: 1200,
  sketchedDate: '2025-01-10',
  firstTransplantation: '2025-01-25',
  secondTransplantation: null,
  thirdTransplantation: null,
  bloomDate: '2025-03-01',
  harvestDate: '2025-05-05',
  observations: 'Buen color',
  finished: true,
  batchId: null,
};
const batches = [
  {
    __typename: 'Batch',
    id: 3,
    productId: 8,
    species: 'OG Kush',
    motherName: 'Madre OG',
    plants: 9,
    stage: 'floracion',
    harvestId: null,
  },
  {
    __typename: 'Batch',
    id: 4,
    productId: 1,
    species: 'Apple Cookies',
    motherName: 'Madre AC',
    plants: 5,
    stage: 'descartado',
    harvestId: null,
  },
];

const ok = { ok: true, error: null, field: null };

function renderForm(answers: { create?: Fixture<HarvestResult>; update?: Fixture<HarvestResult> } = {}) {
  const created: HarvestInput[] = [];
  const updated: Array<{ id: number; input: HarvestInput }> = [];
  const mocks: MockLink.MockedResponse[] = [
    typedMock({
      request: { query: HARVEST_FORM_QUERY },
      result: { data: { stock, batches, harvests: [existing] } },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: {
        query: CREATE_HARVEST_MUTATION,
        variables: recordVariables(({ input }) => created.push(input)),
      },
      result: { data: { createHarvest: { __typename: 'HarvestResult', ...(answers.create ?? ok) } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    }),
    typedMock({
      request: {
        query: UPDATE_HARVEST_MUTATION,
        variables: recordVariables((variables) => updated.push(variables)),
      },
      result: { data: { updateHarvest: { __typename: 'HarvestResult', ...(answers.update ?? ok) } } },
    }),
  ];
  renderScreen(<HarvestFormScreen />, { mocks });
  return { created, updated };
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function fillNew() {
  await screen.findByRole('option', { name: 'OG Kush' });
  change('Especie', '8');
  change('Cantidad de plantas', '12');
  change('Watts de las lámparas', '1200');
  change('Stock seco (g)', '1800');
  change('Desperdicio (g)', '300');
  change('Fecha de esquejes', '2025-01-10');
  change('Fecha de floración', '2025-03-01');
  change('Fecha de cosecha', '2025-05-05');
}

describe('HarvestFormScreen', () => {
  afterEach(cleanup);

  it('starts as a new harvest with every field blank and the species of every product', async () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cosecha');
    expect((screen.getByRole('checkbox', { name: 'Nueva cosecha' }) as HTMLInputElement).checked).toBe(true);
    await screen.findByRole('option', { name: 'OG Kush' });
    const species = [...(screen.getByLabelText('Especie') as HTMLSelectElement).options].map((o) => o.text);
    expect(species).toEqual(['Elegir especie', 'Apple Cookies', 'OG Kush']);
    for (const label of [
      'Cantidad de plantas',
      'Stock seco (g)',
      'Fecha de esquejes',
      'Fecha de cosecha',
      'Observaciones',
    ]) {
      expect(fieldValue(label)).toBe('');
    }
    expect(screen.getByRole('button', { name: 'Agregar cosecha' })).toBeTruthy();
  });

  it('creates with whole numbers and blank dates as null, then resets', async () => {
    const { created } = renderForm();
    await fillNew();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Terminada' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cosecha' }));
    expect(await screen.findByText('Cosecha agregada')).toBeTruthy();
    expect(created).toEqual([
      {
        productId: 8,
        batchId: null,
        numberOfPlants: 12,
        waste: 300,
        stock: 1800,
        lampWatts: 1200,
        sketchedDate: '2025-01-10',
        firstTransplantation: null,
        secondTransplantation: null,
        thirdTransplantation: null,
        bloomDate: '2025-03-01',
        harvestDate: '2025-05-05',
        observations: '',
        finished: true,
      },
    ]);
    expect(fieldValue('Especie')).toBe('');
    expect(fieldValue('Cantidad de plantas')).toBe('');
  });

  it('a batch chosen fills its species and plants and goes with the harvest; discarded batches are not offered', async () => {
    const { created } = renderForm();
    await screen.findByRole('option', { name: 'Lote 3 · OG Kush (Madre OG)' });
    const offered = [...(screen.getByLabelText('Lote') as HTMLSelectElement).options].map((o) => o.text);
    expect(offered).toEqual(['Sin lote', 'Lote 3 · OG Kush (Madre OG)']);
    change('Lote', '3');
    expect(fieldValue('Especie')).toBe('8');
    expect(fieldValue('Cantidad de plantas')).toBe('9');
    change('Stock seco (g)', '900');
    change('Fecha de esquejes', '2025-01-10');
    change('Fecha de cosecha', '2025-05-05');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cosecha' }));
    expect(await screen.findByText('Cosecha agregada')).toBeTruthy();
    expect(created).toMatchObject([{ productId: 8, batchId: 3, numberOfPlants: 9, stock: 900 }]);
  });

  it('refuses dates out of order before sending, with the Spanish message on the field', async () => {
    const { created } = renderForm();
    await fillNew();
    change('Fecha de cosecha', '2025-02-01');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cosecha' }));
    // The checks run at submit, which react-hook-form resolves asynchronously.
    // The alert is always in the page (empty until a check fails): wait for its text.
    const refusal = await screen.findByText(
      'Las fechas van en orden: Fecha de cosecha (01/02/2025) no puede ser antes que Fecha de floración (01/03/2025)',
    );
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Fecha de cosecha').getAttribute('aria-invalid')).toBe('true');
    // Dates in order last: once its answer shows, an earlier request would have been sent too.
    change('Fecha de cosecha', '2025-05-05');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cosecha' }));
    expect(await screen.findByText('Cosecha agregada')).toBeTruthy();
    expect(created).toEqual([
      expect.objectContaining({ bloomDate: '2025-03-01', harvestDate: '2025-05-05' }),
    ]);
  });

  it('unchecked, chooses an existing harvest by cuttings date, fills the form and updates it, then is new again', async () => {
    const { updated } = renderForm();
    await screen.findByRole('option', { name: 'OG Kush' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nueva cosecha' }));
    const select = screen.getByLabelText('Cosecha a actualizar (por fecha de esquejes)') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Elegir cosecha', '10/01/2025 · OG Kush']);
    expect((screen.getByRole('button', { name: 'Actualizar cosecha' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(select, { target: { value: '5' } });
    expect(fieldValue('Cantidad de plantas')).toBe('12');
    expect(fieldValue('Stock seco (g)')).toBe('1800');
    expect(fieldValue('Primer trasplante')).toBe('2025-01-25');
    expect(fieldValue('Observaciones')).toBe('Buen color');
    change('Stock seco (g)', '2000');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar cosecha' }));
    expect(await screen.findByText('Cosecha actualizada')).toBeTruthy();
    expect(updated).toEqual([
      expect.objectContaining({ id: 5, input: expect.objectContaining({ productId: 8, stock: 2000 }) }),
    ]);
    expect((screen.getByRole('checkbox', { name: 'Nueva cosecha' }) as HTMLInputElement).checked).toBe(true);
    expect(fieldValue('Stock seco (g)')).toBe('');
  });

  it("shows the gateway's refusal and keeps the form", async () => {
    renderForm({
      create: {
        ok: false,
        error: 'Ya hay una cosecha de OG Kush con fecha de cosecha 05/05/2025',
        field: 'harvestDate',
      },
    });
    await fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cosecha' }));
    // The error line is always in the page (empty until there is something to say).
    const refusal = await screen.findByText('Ya hay una cosecha de OG Kush con fecha de cosecha 05/05/2025');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(fieldValue('Stock seco (g)')).toBe('1800');
    expect(screen.getByLabelText('Fecha de cosecha').getAttribute('aria-invalid')).toBe('true');
  });
});
