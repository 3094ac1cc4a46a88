import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STOCK_QUERY } from './stock-query.ts';
import { StockScreen } from './stock-screen.tsx';

const stock = [
  { __typename: 'StockItem', id: 3, species: 'Apple Cookies', price: 350, available: true, grams: 120 },
  { __typename: 'StockItem', id: 7, species: 'Chocolope', price: 300, available: false, grams: 35 },
];

function renderWith(mocks: MockLink.MockedResponse[]) {
  return renderScreen(<StockScreen />, { mocks });
}

describe('StockScreen', () => {
  afterEach(cleanup);

  it('shows a card per product with species #id, price and availability', async () => {
    renderWith([typedMock({ request: { query: STOCK_QUERY }, result: { data: { stock } } })]);

    expect(screen.getByRole('status').textContent).toBe('Cargando...');

    const apple = (await screen.findByRole('heading', { name: 'Apple Cookies #3' })).closest('article');
    const choco = screen.getByRole('heading', { name: 'Chocolope #7' }).closest('article');
    if (!apple || !choco) throw new Error('cards not rendered as articles');

    expect(within(apple).getByText('$ 350')).toBeTruthy();
    expect(within(apple).getByText('Si').className).toMatch(/--yes/);
    expect(within(apple).getByText('120 g')).toBeTruthy();
    expect(within(choco).getByText('$ 300')).toBeTruthy();
    expect(within(choco).getByText('No').className).toMatch(/--no/);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error line when the gateway fails', async () => {
    renderWith([typedMock({ request: { query: STOCK_QUERY }, error: new Error('gateway down') })]);

    expect((await screen.findByRole('alert')).textContent).toMatch(/No pudimos cargar el stock/);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('says so when there are no products', async () => {
    renderWith([typedMock({ request: { query: STOCK_QUERY }, result: { data: { stock: [] } } })]);

    expect(await screen.findByText('No hay productos cargados.')).toBeTruthy();
  });
});
