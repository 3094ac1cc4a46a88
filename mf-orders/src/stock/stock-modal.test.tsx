import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADJUST_STOCK_MUTATION,
  EDIT_STOCK_MUTATION,
  PRODUCT_PHOTOS_QUERY,
  STOCK_HISTORY_QUERY,
  STOCK_QUERY,
} from './stock-query.ts';
import { StockScreen } from './stock-screen.tsx';

const apple = {
  __typename: 'StockItem',
  id: 3,
  key: 'applecookies',
  species: 'Apple Cookies',
  price: 350,
  available: true,
  grams: 120,
  retired: false,
};
const stockMock: MockLink.MockedResponse = typedMock({
  request: { query: STOCK_QUERY },
  result: { data: { stock: [apple] } },
});

// The modal's photo section: none yet (its own tests are stock-photo.test.tsx).
const noPhotos: MockLink.MockedResponse = typedMock({
  request: { query: PRODUCT_PHOTOS_QUERY },
  result: { data: { productPhotos: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderWith(mocks: MockLink.MockedResponse[]) {
  return renderScreen(<StockScreen />, { mocks: [stockMock, noPhotos, ...mocks] });
}

const card = async () => {
  const heading = await screen.findByRole('heading', { name: 'Apple Cookies #3' });
  const article = heading.closest('article');
  if (!article) throw new Error('card not rendered as an article');
  return article;
};

async function openModal() {
  fireEvent.click(within(await card()).getByRole('button', { name: 'Editar Apple Cookies #3' }));
  return screen.getByRole('dialog', { name: 'Editar Apple Cookies #3' });
}

function editAnswer(item: typeof apple | null, refusal?: { code: string; error: string }) {
  return {
    data: {
      editStock: {
        __typename: 'StockChangeResult',
        ok: item !== null,
        code: refusal?.code ?? null,
        error: refusal?.error ?? null,
        changed: item !== null,
        item,
      },
    },
  };
}

/** A submit has been checked and the button is enabled again. */
const settled = (dialog: HTMLElement, button: string) =>
  waitFor(() =>
    expect((within(dialog).getByRole('button', { name: button }) as HTMLButtonElement).disabled).toBe(false),
  );

describe('the stock modal', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens with the price and availability, and Cancelar closes it', async () => {
    renderWith([]);
    const dialog = await openModal();
    expect((within(dialog).getByLabelText('Precio por gramo ($)') as HTMLInputElement).value).toBe('350');
    expect((within(dialog).getByLabelText('Disponible') as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByLabelText('Precio por gramo ($)').getAttribute('type')).toBe('number');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("Guardar shows 'Cargando...', then closes and the card shows the fresh data", async () => {
    renderWith([
      typedMock({
        request: { query: EDIT_STOCK_MUTATION, variables: { id: 3, price: 400, available: false } },
        result: editAnswer({ ...apple, price: 400, available: false }),
        delay: 30,
      }),
    ]);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Precio por gramo ($)'), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByLabelText('Disponible'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('button', { name: 'Cargando...' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveProperty('disabled', true);

    await within(await card()).findByText('$ 400');
    // The card follows the cache and the modal closes after the answer, each in its own render.
    await waitForNoDialog();
    expect(within(await card()).getByText('No').className).toMatch(/--no/);
  });

  it('refuses an invalid price with the Spanish message and sends nothing', async () => {
    const sent: unknown[] = [];
    renderWith([
      typedMock({
        request: {
          query: EDIT_STOCK_MUTATION,
          variables: recordVariables((variables) => sent.push(variables)),
        },
        result: editAnswer({ ...apple, price: 400 }),
        maxUsageCount: Number.POSITIVE_INFINITY,
      }),
    ]);
    const dialog = await openModal();
    for (const value of ['-5', '0', '', '12.5']) {
      fireEvent.change(within(dialog).getByLabelText('Precio por gramo ($)'), { target: { value } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      // The checks run at submit, which react-hook-form resolves asynchronously.
      expect(
        await within(dialog).findByText('El precio debe ser un número entero de pesos mayor que 0'),
      ).toBeTruthy();
      await settled(dialog, 'Guardar');
    }
    expect(screen.getByRole('dialog')).toBeTruthy();
    // A valid price last: once its answer shows, every earlier request would have been sent too.
    fireEvent.change(within(dialog).getByLabelText('Precio por gramo ($)'), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await within(await card()).findByText('$ 400');
    await waitForNoDialog();
    expect(sent).toEqual([{ id: 3, price: 400, available: true }]);
  });

  it("shows the gateway's refusal and logs 'ERROR AL EDITAR', keeping the modal open", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWith([
      typedMock({
        request: { query: EDIT_STOCK_MUTATION, variables: { id: 3, price: 500, available: true } },
        result: editAnswer(null, { code: 'PRODUCTO_DESCONOCIDO', error: 'No existe el producto #3' }),
      }),
    ]);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Precio por gramo ($)'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await within(dialog).findByText('No existe el producto #3');
    expect(log).toHaveBeenCalledWith('ERROR AL EDITAR', 'PRODUCTO_DESCONOCIDO');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', false);
  });

  it('registers a correction of the grams with a reason', async () => {
    renderWith([
      typedMock({
        request: {
          query: ADJUST_STOCK_MUTATION,
          variables: { id: 3, grams: -20, reason: 'Merma por humedad' },
        },
        result: {
          data: {
            adjustStock: {
              __typename: 'StockChangeResult',
              ok: true,
              code: null,
              error: null,
              changed: true,
              item: { ...apple, grams: 100 },
            },
          },
        },
      }),
    ]);
    let dialog = await openModal();
    expect(within(dialog).getByText(/Hay 120 g\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Gramos (+/−)'), { target: { value: '-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar corrección' }));
    expect(await within(dialog).findByText('Escribí el motivo de la corrección')).toBeTruthy();
    await settled(dialog, 'Registrar corrección');
    dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: ' Merma por humedad ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar corrección' }));
    await within(await card()).findByText('100 g');
    await waitForNoDialog();
  });
});

describe("a card's history", () => {
  afterEach(cleanup);

  it('loads the history from the event log when opened: what, who, when', async () => {
    renderWith([
      typedMock({
        request: { query: STOCK_HISTORY_QUERY, variables: { productId: 3 } },
        result: {
          data: {
            stockHistory: [
              {
                __typename: 'StockHistoryEntry',
                position: 40,
                type: 'StockEdited',
                occurredAt: '2024-09-03T20:05:00.000Z',
                actor: 'member-1',
                actorName: 'Lucía Pereira',
                gramsChange: 0,
                gramsAfter: 120,
                priceAfter: 350,
                availableAfter: true,
                priceBefore: 300,
                availableBefore: null,
                reason: null,
              },
              {
                __typename: 'StockHistoryEntry',
                position: 3,
                type: 'StockReceived',
                occurredAt: '2024-09-01T12:00:00.000Z',
                actor: 'seed',
                actorName: null,
                gramsChange: 120,
                gramsAfter: 120,
                priceAfter: 300,
                availableAfter: true,
                priceBefore: null,
                availableBefore: null,
                reason: null,
              },
            ],
          },
        },
      }),
    ]);
    const article = await card();
    const toggle = within(article).getByRole('button', { name: /Historial/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const entries = await within(article).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Precio y disponibilidad Precio por gramo $ 300 → $ 350Lucía Pereira · 03/09/2024 17:05 · 120 g',
      'Ingreso de stock +120 gCarga inicial · 01/09/2024 09:00 · 120 g',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

async function waitForNoDialog() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
