import type { MockLink } from '@apollo/client/testing';
import { clubNow } from '@club/domain/club-clock';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CREATE_HARVEST_MUTATION,
  type ExistingHarvest,
  type FormBatch,
  HARVEST_FORM_BATCH_QUERY,
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
const batchOf = (id: number, productId: number, stage: string, harvestId: number | null = null) => ({
  __typename: 'Batch',
  id,
  productId,
  species: productId === 8 ? 'OG Kush' : 'Apple Cookies',
  motherName: productId === 8 ? 'Madre OG' : 'Madre AC',
  plants: id + 6,
  stage,
  startedOn: '2025-01-10',
  harvestId,
});
const batches = [batchOf(3, 8, 'floracion'), batchOf(4, 1, 'descartado')];

const ok = { ok: true, error: null, field: null };

function renderForm(
  answers: {
    create?: Fixture<HarvestResult>;
    update?: Fixture<HarvestResult>;
    /** The club's batches and harvests; the two batches and the one harvest above when left out. */
    batches?: Fixture<FormBatch>[];
    harvests?: Fixture<ExistingHarvest>[];
    /** Where the form is opened ('?lote=3' from a batch's page). */
    path?: string;
  } = {},
) {
  const created: HarvestInput[] = [];
  const updated: Array<{ id: number; input: HarvestInput }> = [];
  const mocks: MockLink.MockedResponse[] = [
    typedMock({
      request: { query: HARVEST_FORM_QUERY },
      result: {
        data: { stock, batches: answers.batches ?? batches, harvests: answers.harvests ?? [existing] },
      },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: { query: HARVEST_FORM_BATCH_QUERY, variables: () => true },
      result: {
        data: {
          batch: {
            __typename: 'Batch',
            id: 3,
            history: [
              { __typename: 'BatchHistoryEntry', type: 'BatchStarted', stage: 'esquejes', on: '2025-01-10' },
              {
                __typename: 'BatchHistoryEntry',
                type: 'BatchStageChanged',
                stage: 'vegetativo',
                on: '2025-01-25',
              },
              {
                __typename: 'BatchHistoryEntry',
                type: 'BatchStageChanged',
                stage: 'floracion',
                on: '2025-03-01',
              },
            ],
          },
        },
      },
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
  renderScreen(<HarvestFormScreen />, {
    mocks,
    path: answers.path ?? '/admin/harvests/form',
    route: '/admin/harvests/form',
  });
  return { created, updated };
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const optionsOf = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.text);

async function fillNew() {
  await screen.findByRole('option', { name: 'OG Kush' });
  change('Especie', '8');
  change('Lote', 'ninguno');
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
    expect(optionsOf('Lote')).toEqual(['Elegí el lote', 'Sin lote', 'Lote 3 · OG Kush (Madre OG)']);
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
    // Saved without a batch, it gets one or 'Sin lote' on purpose now that the club has batches.
    expect(fieldValue('Lote')).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar cosecha' }));
    await screen.findByText('Elegí el lote del que salió la cosecha, o «Sin lote» si no salió de ninguno');
    change('Lote', 'ninguno');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar cosecha' }));
    expect(await screen.findByText('Cosecha actualizada')).toBeTruthy();
    expect(updated).toEqual([
      expect.objectContaining({ id: 5, input: expect.objectContaining({ productId: 8, stock: 2000 }) }),
    ]);
    expect((screen.getByRole('checkbox', { name: 'Nueva cosecha' }) as HTMLInputElement).checked).toBe(true);
    expect(fieldValue('Stock seco (g)')).toBe('');
  });

  it('once the club has batches, sends no harvest without a batch or «Sin lote» chosen', async () => {
    const { created } = renderForm();
    await fillNew();
    change('Lote', '');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cosecha' }));
    const refusal = await screen.findByText(
      'Elegí el lote del que salió la cosecha, o «Sin lote» si no salió de ninguno',
    );
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Lote').getAttribute('aria-invalid')).toBe('true');
    change('Lote', 'ninguno');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cosecha' }));
    expect(await screen.findByText('Cosecha agregada')).toBeTruthy();
    expect(created).toMatchObject([{ productId: 8, batchId: null }]);
  });

  it('a club without batches keeps «Sin lote» as the only choice, chosen already', async () => {
    const { created } = renderForm({ batches: [] });
    await screen.findByRole('option', { name: 'OG Kush' });
    expect(optionsOf('Lote')).toEqual(['Sin lote']);
    change('Especie', '8');
    change('Cantidad de plantas', '3');
    change('Fecha de esquejes', '2025-01-10');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cosecha' }));
    expect(await screen.findByText('Cosecha agregada')).toBeTruthy();
    expect(created).toMatchObject([{ batchId: null }]);
  });

  it('offers only the batches the harvest can name, as the gateway judges them', async () => {
    const growing = {
      ...existing,
      id: 7,
      batchId: 7,
      sketchedDate: '2025-02-02',
      harvestDate: null,
      stock: 0,
    };
    renderForm({
      batches: [
        batchOf(3, 8, 'floracion'),
        batchOf(4, 1, 'descartado'),
        batchOf(5, 1, 'vegetativo'),
        batchOf(6, 8, 'cosechado', 9),
        batchOf(7, 8, 'esquejes'),
      ],
      harvests: [existing, growing],
    });
    await screen.findByRole('option', { name: 'Lote 3 · OG Kush (Madre OG)' });
    // Not discarded (4), not harvested (6), not named by another harvest (7); still growing is
    // fine while the harvest has no harvest date.
    expect(optionsOf('Lote')).toEqual([
      'Elegí el lote',
      'Sin lote',
      'Lote 3 · OG Kush (Madre OG)',
      'Lote 5 · Apple Cookies (Madre AC)',
    ]);
    // Harvested now: only from flowering.
    change('Fecha de cosecha', '2025-05-05');
    expect(optionsOf('Lote')).toEqual(['Elegí el lote', 'Sin lote', 'Lote 3 · OG Kush (Madre OG)']);
    // A species chosen: only its batches.
    change('Fecha de cosecha', '');
    change('Especie', '1');
    expect(optionsOf('Lote')).toEqual(['Elegí el lote', 'Sin lote', 'Lote 5 · Apple Cookies (Madre AC)']);

    // A harvest that names a batch keeps to it.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nueva cosecha' }));
    change('Cosecha a actualizar (por fecha de esquejes)', '7');
    expect(fieldValue('Lote')).toBe('7');
    expect(optionsOf('Lote')).toEqual(['Elegí el lote', 'Sin lote', 'Lote 7 · OG Kush (Madre OG)']);
  });

  it('tells why a batch chosen no longer fits before sending anything', async () => {
    const { created } = renderForm({ batches: [batchOf(5, 1, 'vegetativo')] });
    await screen.findByRole('option', { name: 'Lote 5 · Apple Cookies (Madre AC)' });
    change('Lote', '5');
    change('Fecha de esquejes', '2025-01-10');
    change('Fecha de cosecha', '2025-05-05');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cosecha' }));
    expect(await screen.findByText('El Lote 5 está en vegetativo: se cosecha desde floración')).toBeTruthy();
    expect(screen.getByLabelText('Lote').getAttribute('aria-invalid')).toBe('true');
    expect(created).toEqual([]);
  });

  it("opened from a batch's page, starts filled in from the batch and records its harvest", async () => {
    const today = clubNow(new Date()).date;
    const { created } = renderForm({ path: '/admin/harvests/form?lote=3' });
    await screen.findByRole('option', { name: 'Lote 3 · OG Kush (Madre OG)' });
    await vi.waitFor(() => expect(fieldValue('Lote')).toBe('3'));
    expect((screen.getByRole('checkbox', { name: 'Nueva cosecha' }) as HTMLInputElement).checked).toBe(true);
    expect(fieldValue('Especie')).toBe('8');
    expect(fieldValue('Cantidad de plantas')).toBe('9');
    expect(fieldValue('Fecha de esquejes')).toBe('2025-01-10');
    expect(fieldValue('Fecha de floración')).toBe('2025-03-01');
    expect(fieldValue('Fecha de cosecha')).toBe(today);
    change('Stock seco (g)', '600');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cosecha' }));
    expect(await screen.findByText('Cosecha agregada')).toBeTruthy();
    expect(created).toMatchObject([
      {
        productId: 8,
        batchId: 3,
        numberOfPlants: 9,
        stock: 600,
        sketchedDate: '2025-01-10',
        bloomDate: '2025-03-01',
        harvestDate: today,
      },
    ]);
  });

  it('opened from a batch a harvest already names, opens that harvest to finish it', async () => {
    const today = clubNow(new Date()).date;
    const growing = { ...existing, id: 7, batchId: 3, harvestDate: null, stock: 0, finished: false };
    const { updated } = renderForm({ path: '/admin/harvests/form?lote=3', harvests: [existing, growing] });
    await vi.waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Nueva cosecha' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    expect(fieldValue('Cosecha a actualizar (por fecha de esquejes)')).toBe('7');
    expect(fieldValue('Lote')).toBe('3');
    expect(fieldValue('Fecha de cosecha')).toBe(today);
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar cosecha' }));
    expect(await screen.findByText('Cosecha actualizada')).toBeTruthy();
    expect(updated).toMatchObject([{ id: 7, input: { batchId: 3, harvestDate: today } }]);
  });

  it('opened from a batch that cannot be harvested, says why and fills in nothing', async () => {
    renderForm({ path: '/admin/harvests/form?lote=4' });
    expect(await screen.findByText('El lote ya está descartado: no admite más cambios')).toBeTruthy();
    expect(fieldValue('Especie')).toBe('');
  });

  it('opened from a batch that does not exist, says so', async () => {
    renderForm({ path: '/admin/harvests/form?lote=99' });
    expect(await screen.findByText('No encontramos ese lote')).toBeTruthy();
    expect(fieldValue('Lote')).toBe('');
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
