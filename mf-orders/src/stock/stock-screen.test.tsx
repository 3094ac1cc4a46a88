import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STOCK_QUERY } from './stock-query.ts';
import { StockScreen } from './stock-screen.tsx';

const stock = [
  {
    __typename: 'StockItem',
    id: 3,
    key: 'applecookies',
    species: 'Apple Cookies',
    price: 350,
    available: true,
    grams: 120,
    retired: false,
  },
  {
    __typename: 'StockItem',
    id: 7,
    key: 'chocolope',
    species: 'Chocolope',
    price: 300,
    available: true,
    grams: 35,
    retired: false,
  },
  {
    __typename: 'StockItem',
    id: 2,
    key: 'despink',
    species: 'Despink',
    price: 280,
    available: false,
    grams: 480,
    retired: false,
  },
  {
    __typename: 'StockItem',
    id: 5,
    key: 'strawberryamnesia',
    species: 'Strawberry Amnesia',
    price: 320,
    available: false,
    grams: 0,
    retired: true,
  },
  {
    __typename: 'StockItem',
    id: 8,
    key: 'ogkush',
    species: 'OG Kush',
    price: 450,
    available: true,
    grams: 75,
    retired: false,
  },
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
    expect(within(choco).getByText('Si').className).toMatch(/--yes/);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why a product is off the carta, warns when stock runs low, and lists retired ones last', async () => {
    renderWith([typedMock({ request: { query: STOCK_QUERY }, result: { data: { stock } } })]);
    const standing = async (name: string) => {
      const article = (await screen.findByRole('heading', { name: new RegExp(`^${name}`) })).closest(
        'article',
      );
      return article?.querySelector('.or-stock-card__standing')?.textContent;
    };
    // Available and 35 g: the admin no longer reads 'Disponible: Si' alone while members see SIN STOCK.
    expect(await standing('Chocolope #7')).toBe(
      'Fuera de la carta: quedan 35 g y con 40 g o menos no se vende.',
    );
    expect(await standing('OG Kush #8')).toBe('Stock bajo: quedan 75 g y con 40 g o menos sale de la carta.');
    expect(await standing('Despink #2')).toBe('Fuera de la carta: marcado como no disponible.');
    expect(await standing('Apple Cookies #3')).toBe('En la carta.');
    expect(await standing('Strawberry Amnesia #5')).toBe(
      'Retirado: ya no está en la carta. Su historial y sus pedidos se conservan.',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.at(-1)).toBe('Strawberry Amnesia #5Retirado');
    const retired = screen
      .getByRole('heading', { name: /^Strawberry Amnesia/ })
      .closest('article') as HTMLElement;
    expect(within(retired).queryByRole('button', { name: /Editar|Retirar/ })).toBeNull();
    expect(within(retired).getByRole('button', { name: /Historial/ })).toBeTruthy();
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
