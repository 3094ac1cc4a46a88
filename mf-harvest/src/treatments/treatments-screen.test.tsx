import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLY_TREATMENT_MUTATION, TREATMENTS_QUERY } from './treatments-documents.ts';
import { TreatmentsScreen } from './treatments-screen.tsx';

const batches = [
  { __typename: 'Batch', id: 3, species: 'OG Kush', motherName: 'Madre OG', stage: 'floracion' },
  { __typename: 'Batch', id: 1, species: 'OG Kush', motherName: 'Madre OG', stage: 'cosechado' },
];
const neem = {
  __typename: 'Treatment',
  id: 7,
  product: 'Aceite de neem',
  activeIngredient: 'Azadiractina',
  dose: '5 ml/L',
  method: 'Pulverizador',
  appliedOn: '2025-02-01',
  appliedBy: 'Diego',
  batchIds: [3],
};

describe('TreatmentsScreen', () => {
  afterEach(cleanup);

  it('lists a batch’s treatments (?lote=3) and records one on the open batches chosen', async () => {
    const sent: unknown[] = [];
    renderScreen(<TreatmentsScreen />, {
      path: '/admin/tratamientos?lote=3',
      route: '/admin/tratamientos',
      mocks: [
        typedMock({
          request: { query: TREATMENTS_QUERY, variables: { batchId: 3 } },
          result: { data: { treatments: [neem], batches } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        }),
        typedMock({
          request: {
            query: APPLY_TREATMENT_MUTATION,
            variables: recordVariables(({ input }) => sent.push(input)),
          },
          result: {
            data: {
              applyTreatment: {
                __typename: 'TreatmentResult',
                ok: true,
                error: null,
                code: null,
                field: null,
                treatment: { __typename: 'Treatment', id: 8 },
              },
            },
          },
        }),
      ],
    });
    const card = (await screen.findByRole('heading', { name: 'Aceite de neem' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Azadiractina')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Lote 3 · OG Kush' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Registrar tratamiento' }));
    const dialog = screen.getByRole('dialog');
    // Only open batches can be treated; the one the list is filtered by comes checked.
    const checks = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(checks.map((c) => [c.value, c.checked])).toEqual([['3', true]]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar tratamiento' }));
    expect(
      await within(dialog).findByText('Escribí el producto aplicado (hasta 120 caracteres)'),
    ).toBeTruthy();
    for (const [label, value] of [
      ['Producto', 'Jabón potásico'],
      ['Principio activo', 'Sales potásicas'],
      ['Dosis', '10 ml/L'],
      ['Método o equipo', 'Mochila'],
      ['Fecha de aplicación', '2025-02-03'],
      ['Aplicado por', 'Lucía'],
    ]) {
      fireEvent.change(within(dialog).getByLabelText(label as string), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar tratamiento' }));
    await expect
      .poll(() => sent)
      .toEqual([
        {
          product: 'Jabón potásico',
          activeIngredient: 'Sales potásicas',
          dose: '10 ml/L',
          method: 'Mochila',
          appliedOn: '2025-02-03',
          appliedBy: 'Lucía',
          batchIds: [3],
        },
      ]);
  });
});
