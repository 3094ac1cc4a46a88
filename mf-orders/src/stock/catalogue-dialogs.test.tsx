import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADD_PRODUCT_MUTATION,
  CATALOGUE_PRODUCT_QUERY,
  EDIT_PRODUCT_MUTATION,
  RETIRE_PRODUCT_MUTATION,
  STOCK_QUERY,
} from './stock-query.ts';
import { StockScreen } from './stock-screen.tsx';

// The Stock screen's catalogue: 'Agregar producto', a product's data and its retirement, each a
// dialog that checks the domain's rules first and shows the gateway's refusal.

const ogKush = {
  __typename: 'StockItem',
  id: 8,
  key: 'ogkush',
  species: 'OG Kush',
  price: 45,
  available: true,
  grams: 700,
  retired: false,
};
const gorillaGlue = { ...ogKush, id: 10, key: 'gorillaglue', species: 'Gorilla Glue', price: 55, grams: 0 };

const stockMock = (stock: (typeof ogKush)[]): MockLink.MockedResponse =>
  typedMock({ request: { query: STOCK_QUERY }, result: { data: { stock } } });

const result = (
  ok: boolean,
  product: { id: number; key: string; species: string } | null,
  refusal?: object,
) => ({
  __typename: 'ProductChangeResult',
  ok,
  code: null,
  error: null,
  field: null,
  changed: ok,
  product: product && { __typename: 'Product', ...product },
  ...refusal,
});

function renderWith(mocks: MockLink.MockedResponse[]) {
  return renderScreen(<StockScreen />, { mocks: [stockMock([ogKush]), ...mocks] });
}

async function openAdd() {
  fireEvent.click(await screen.findByRole('button', { name: 'Agregar producto' }));
  return screen.getByRole('dialog', { name: 'Agregar producto' });
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
}

const GORILLA_GLUE = {
  'Nombre de la variedad': 'Gorilla Glue',
  'Sativa (%)': '40',
  'Índica (%)': '60',
  'THC declarado (%)': '25,5',
  'CBD declarado (%)': '0.1',
  Aroma: 'Pino y diésel',
  'Precio por gramo ($)': '55',
};

const submit = (dialog: HTMLElement, name: string) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));

const settled = (dialog: HTMLElement, name: string) =>
  waitFor(() =>
    expect((within(dialog).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false),
  );

describe('Agregar producto', () => {
  afterEach(cleanup);

  /** Each case submitted in turn: its message shows and nothing is sent. */
  async function refused(cases: Array<[Record<string, string>, string]>) {
    const sent: unknown[] = [];
    renderWith([
      typedMock({
        request: {
          query: ADD_PRODUCT_MUTATION,
          variables: recordVariables((variables) => sent.push(variables)),
        },
        result: { data: { addProduct: result(false, null) } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      }),
    ]);
    const dialog = await openAdd();
    for (const [values, message] of cases) {
      fill(dialog, values);
      submit(dialog, 'Agregar producto');
      expect(await within(dialog).findByText(message)).toBeTruthy();
      await settled(dialog, 'Agregar producto');
    }
    expect(sent).toEqual([]);
    return dialog;
  }

  it('checks the rules before sending: an empty name, a name with other signs, a price of 0', async () => {
    const dialog = await refused([
      [{}, 'Escribí el nombre de la variedad'],
      [
        { ...GORILLA_GLUE, 'Nombre de la variedad': 'Gorilla Glue #4' },
        'El nombre puede tener letras, números, espacios y guiones, y al menos una letra',
      ],
      [
        { ...GORILLA_GLUE, 'Precio por gramo ($)': '0' },
        'El precio debe ser un número entero de pesos mayor que 0',
      ],
    ]);
    expect(within(dialog).getByLabelText('Precio por gramo ($)').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the figures before sending: THC over 100, sativa and índica off 100', async () => {
    await refused([
      [{ ...GORILLA_GLUE, 'THC declarado (%)': '120' }, 'El THC debe ser un porcentaje de 0 a 100'],
      [{ ...GORILLA_GLUE, 'Índica (%)': '50' }, 'Sativa e índica deben sumar 100 % (ahora suman 90 %)'],
    ]);
  });

  it('shows the key the name gives, sends the product, then closes, lists it and says what to do next', async () => {
    const sent: unknown[] = [];
    renderWith([
      typedMock({
        request: {
          query: ADD_PRODUCT_MUTATION,
          variables: recordVariables((variables) => sent.push(variables)),
        },
        result: {
          data: { addProduct: result(true, { id: 10, key: 'gorillaglue', species: 'Gorilla Glue' }) },
        },
      }),
      stockMock([ogKush, gorillaGlue]),
    ]);
    const dialog = await openAdd();
    expect(within(dialog).getByText('La clave sale del nombre, en minúsculas y sin espacios.')).toBeTruthy();
    fill(dialog, GORILLA_GLUE);
    expect(
      within(dialog).getByText(
        'Clave: «gorillaglue». Identifica al producto en los pedidos: no se puede cambiar ni volver a usar.',
      ),
    ).toBeTruthy();
    submit(dialog, 'Agregar producto');
    expect(
      await screen.findByText(
        'Agregaste Gorilla Glue a la carta. Cargale stock con «Editar» → «Corregir stock» para que se pueda pedir.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Gorilla Glue #10' })).toBeTruthy();
    expect(sent).toEqual([
      {
        input: {
          species: 'Gorilla Glue',
          sativa: 40,
          indica: 60,
          thc: 25.5,
          cbd: 0.1,
          genetics: '',
          smell: 'Pino y diésel',
          flavor: '',
          description: '',
          price: 55,
          available: true,
        },
      },
    ]);
  });

  it("shows the gateway's refusal at its field and keeps the dialog open", async () => {
    renderWith([
      typedMock({
        request: { query: ADD_PRODUCT_MUTATION, variables: () => true },
        result: {
          data: {
            addProduct: result(false, null, {
              code: 'PRODUCTO_DUPLICADO',
              field: 'species',
              error: 'Ya hay un producto con la clave «ogkush» (OG Kush): elegí otro nombre',
            }),
          },
        },
      }),
    ]);
    const dialog = await openAdd();
    fill(dialog, { ...GORILLA_GLUE, 'Nombre de la variedad': 'OG kush' });
    submit(dialog, 'Agregar producto');
    expect(
      await within(dialog).findByText(
        'Ya hay un producto con la clave «ogkush» (OG Kush): elegí otro nombre',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Nombre de la variedad').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});

describe("a product's data", () => {
  afterEach(cleanup);

  it('opens with its data, keeps its key, and saves the data alone', async () => {
    const sent: unknown[] = [];
    renderWith([
      typedMock({
        request: { query: CATALOGUE_PRODUCT_QUERY, variables: { id: 8 } },
        result: {
          data: {
            catalogueProduct: {
              __typename: 'Product',
              id: 8,
              key: 'ogkush',
              species: 'OG Kush',
              sativa: 25,
              indica: 75,
              thc: 20,
              cbd: 0.3,
              genetics: 'Chemdawg × Hindu Kush',
              smell: 'Pino',
              flavor: 'Terroso',
              description: 'Clásica.',
            },
          },
        },
      }),
      typedMock({
        request: {
          query: EDIT_PRODUCT_MUTATION,
          variables: recordVariables((variables) => sent.push(variables)),
        },
        result: { data: { editProduct: result(true, { id: 8, key: 'ogkush', species: 'OG Kush' }) } },
      }),
      stockMock([ogKush]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar los datos de OG Kush #8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar los datos de OG Kush' });
    expect((within(dialog).getByLabelText('CBD declarado (%)') as HTMLInputElement).value).toBe('0.3');
    expect(within(dialog).getByText(/^Clave: «ogkush»\. Podés cambiar mayúsculas y espacios/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Precio por gramo ($)')).toBeNull();
    fill(dialog, { Descripción: 'Cosecha de invierno.' });
    submit(dialog, 'Guardar datos');
    expect(await screen.findByText('Guardaste los datos de OG Kush.')).toBeTruthy();
    expect(sent).toEqual([
      {
        id: 8,
        input: {
          species: 'OG Kush',
          sativa: 25,
          indica: 75,
          thc: 20,
          cbd: 0.3,
          genetics: 'Chemdawg × Hindu Kush',
          smell: 'Pino',
          flavor: 'Terroso',
          description: 'Cosecha de invierno.',
        },
      },
    ]);
  });
});

describe('retiring a product', () => {
  afterEach(cleanup);

  const retire = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Retirar OG Kush #8 de la carta' }));
    return screen.getByRole('dialog', { name: '¿Retirar OG Kush de la carta?' });
  };

  it('asks first, saying what stays and that the key is spent; Cancelar sends nothing', async () => {
    renderWith([]);
    const dialog = await retire();
    expect(within(dialog).getByText('La clave «ogkush» no se podrá volver a usar.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the gateway's refusal while orders wait, and retires it once confirmed", async () => {
    const refusal = 'No se puede retirar OG Kush: tiene 1 pedido pendiente. Entregalo o cancelalo primero';
    renderWith([
      typedMock({
        request: { query: RETIRE_PRODUCT_MUTATION, variables: { id: 8 } },
        result: {
          data: { retireProduct: result(false, null, { code: 'PRODUCTO_CON_PEDIDOS', error: refusal }) },
        },
      }),
      typedMock({
        request: { query: RETIRE_PRODUCT_MUTATION, variables: { id: 8 } },
        result: { data: { retireProduct: result(true, { id: 8, key: 'ogkush', species: 'OG Kush' }) } },
      }),
      stockMock([{ ...ogKush, available: false, retired: true }]),
    ]);
    const dialog = await retire();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirar de la carta' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    await settled(dialog, 'Retirar de la carta');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirar de la carta' }));
    expect(await screen.findByText('Retiraste OG Kush de la carta.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Retirado')).toBeTruthy();
  });
});
