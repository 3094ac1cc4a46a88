import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addableProducts } from './bill-draft.ts';
import {
  ADD_BILL_MUTATION,
  type AddBillInput,
  BILL_PRODUCTS_QUERY,
  BILL_SOCIOS_QUERY,
  BILLS_QUERY,
  type Bill,
} from './bills-documents.ts';
import { BillsScreen } from './bills-screen.tsx';

const socios = [
  { __typename: 'Socio', id: 26, name: 'Ana', lastName: 'Fernández' },
  { __typename: 'Socio', id: 41, name: 'Diego', lastName: 'Silva' },
];
const products = [
  { __typename: 'Product', id: 1, key: 'ogkush', species: 'OG Kush' },
  { __typename: 'Product', id: 2, key: 'suguz', species: 'Suguz' },
  { __typename: 'Product', id: 3, key: 'kief', species: 'Kief' },
];
const savedBill = {
  __typename: 'Bill',
  id: 'b-1',
  memberId: 26,
  name: 'Ana',
  lastName: 'Fernández',
  date: '2024-09-10',
  grams: 15,
  lines: [
    { __typename: 'BillLine', product: 'ogkush', species: 'OG Kush', grams: 10 },
    { __typename: 'BillLine', product: 'kief', species: 'Kief', grams: 5 },
  ],
};

type Answer = { ok: boolean; code: string | null; error: string | null };

function setup(answers: Answer[] = [{ ok: true, code: null, error: null }]) {
  const sent: AddBillInput[] = [];
  const billsAfter: Fixture<Bill>[][] = [[], [savedBill]];
  let billsCalls = 0;
  const always = { maxUsageCount: Number.POSITIVE_INFINITY };
  const mocks: MockLink.MockedResponse[] = [
    typedMock({ request: { query: BILL_SOCIOS_QUERY }, result: { data: { socios } }, ...always }),
    typedMock({ request: { query: BILL_PRODUCTS_QUERY }, result: { data: { products } }, ...always }),
    typedMock({
      request: { query: BILLS_QUERY, variables: { month: '2024-09' } },
      result: () => {
        const bills = billsAfter[Math.min(billsCalls, billsAfter.length - 1)] ?? [];
        billsCalls += 1;
        return { data: { bills } };
      },
      ...always,
    }),
    typedMock({
      request: { query: BILLS_QUERY, variables: { month: '2024-10' } },
      result: { data: { bills: [] } },
      ...always,
    }),
    typedMock({
      request: {
        query: ADD_BILL_MUTATION,
        variables: recordVariables(({ input }) => sent.push(input)),
      },
      result: () => {
        const answer = answers[Math.min(sent.length - 1, answers.length - 1)] as Answer;
        return {
          data: {
            addBill: {
              __typename: 'BillResult',
              ...answer,
              msg: answer.ok ? 'Bill added' : 'Unauthorized',
              billId: answer.ok ? 'b-1' : null,
              gramsLeft: null,
              gramsPurchased: null,
            },
          },
        };
      },
      ...always,
    }),
  ];
  renderScreen(<BillsScreen today="2024-09-10" />, { mocks });
  return { sent };
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const offered = () =>
  [...(screen.getByLabelText('Agregar') as HTMLSelectElement).options].map((option) => option.text);

describe('BillsScreen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the delivery month read-only in Spanish ('Septiembre' on this form) and follows the date", async () => {
    setup();
    const month = screen.getByLabelText('Mes de entrega') as HTMLInputElement;
    expect(month.readOnly).toBe(true);
    expect(month.value).toBe('Septiembre 2024');
    change('Fecha', '2024-10-02');
    expect(month.value).toBe('Octubre 2024');
    expect(await screen.findByText('Todavía no hay recibos este mes.')).toBeTruthy();
  });

  it("lists members by name and last name under 'Elegir socio'", async () => {
    setup();
    await screen.findByRole('option', { name: 'Diego Silva' });
    expect([...(screen.getByLabelText('Socio') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Elegir socio',
      'Ana Fernández',
      'Diego Silva',
    ]);
  });

  it("'Agregar' offers only the species not yet added; removing one offers it again", async () => {
    setup();
    await screen.findByRole('option', { name: 'Suguz' });
    expect(offered()).toEqual(['Elegir especie', 'OG Kush', 'Suguz', 'Kief']);
    change('Agregar', 'ogkush');
    expect(offered()).toEqual(['Elegir especie', 'Suguz', 'Kief']);
    change('Agregar', 'kief');
    expect(offered()).toEqual(['Elegir especie', 'Suguz']);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['OG Kush', 'Kief', 'Total']);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar OG Kush' }));
    expect(offered()).toEqual(['Elegir especie', 'OG Kush', 'Suguz']);
    expect(screen.queryByLabelText('Gramos de OG Kush')).toBeNull();
  });

  it('checks member, then species, then grams, sending nothing', async () => {
    const { sent } = setup();
    // Both lists: the products query can answer before the members one.
    await screen.findByRole('option', { name: 'Suguz' });
    await screen.findByRole('option', { name: 'Ana Fernández' });
    // The checks run at submit, which react-hook-form resolves asynchronously.
    const alertReads = (text: string) =>
      waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    fireEvent.click(screen.getByRole('button', { name: 'SUBIR' }));
    await alertReads('Debe elegir un socio');
    change('Socio', '26');
    fireEvent.click(screen.getByRole('button', { name: 'SUBIR' }));
    await alertReads('Agregá al menos una especie');
    change('Agregar', 'suguz');
    fireEvent.click(screen.getByRole('button', { name: 'SUBIR' }));
    await alertReads('La cantidad de Suguz debe ser un número entero de gramos mayor que 0');
    // A valid bill last: once its answer shows, every earlier request would have been sent too.
    change('Gramos de Suguz', '5');
    fireEvent.click(screen.getByRole('button', { name: 'SUBIR' }));
    expect(await screen.findByText('Recibo guardado')).toBeTruthy();
    expect(sent).toEqual([{ socioId: 26, date: '2024-09-10', species: [{ product: 'suguz', amount: 5 }] }]);
  });

  it("shows the gateway's Spanish refusal, keeps the draft, then saves, resets and lists the bill", async () => {
    const { sent } = setup([
      { ok: false, code: 'LIMITE_MENSUAL', error: 'solo te quedan 5g este mes' },
      { ok: true, code: null, error: null },
    ]);
    await screen.findByRole('option', { name: 'Ana Fernández' });
    await screen.findByRole('option', { name: 'Kief' });
    expect(await screen.findByText('Todavía no hay recibos este mes.')).toBeTruthy();
    change('Socio', '26');
    change('Agregar', 'ogkush');
    change('Agregar', 'kief');
    change('Gramos de OG Kush', '40');
    change('Gramos de Kief', '5');
    fireEvent.click(screen.getByRole('button', { name: 'SUBIR' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('solo te quedan 5g este mes'));
    expect((screen.getByLabelText('Gramos de OG Kush') as HTMLInputElement).value).toBe('40');

    change('Gramos de OG Kush', '10');
    fireEvent.click(screen.getByRole('button', { name: 'SUBIR' }));
    expect(await screen.findByText('Recibo guardado')).toBeTruthy();
    expect(sent).toEqual([
      {
        socioId: 26,
        date: '2024-09-10',
        species: [
          { product: 'ogkush', amount: 40 },
          { product: 'kief', amount: 5 },
        ],
      },
      {
        socioId: 26,
        date: '2024-09-10',
        species: [
          { product: 'ogkush', amount: 10 },
          { product: 'kief', amount: 5 },
        ],
      },
    ]);
    expect((screen.getByLabelText('Socio') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByLabelText('Gramos de OG Kush')).toBeNull();
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('2024-09-10');

    const list = await screen.findByRole('table', { name: 'Recibos de Septiembre 2024' });
    const cells = [...(list.querySelector('tbody tr')?.querySelectorAll('td') ?? [])].map(
      (cell) => cell.textContent,
    );
    expect(cells).toEqual(['10/09/2024', 'Ana Fernández', 'OG Kush 10 g, Kief 5 g', '15 g']);
  });
});

describe('bill draft', () => {
  const og = { id: 1, key: 'ogkush', species: 'OG Kush' };
  const sg = { id: 2, key: 'suguz', species: 'Suguz' };

  // The draft's rules themselves are domain/src/bill-schema.ts's, tested there.
  it('offers each species once only', () => {
    expect(addableProducts([og, sg], [{ key: 'ogkush' }])).toEqual([sg]);
  });
});
