import { useQuery } from '@apollo/client/react';
import { readPreorder } from '@club/web-kit/preorder/preorder';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWANCE_QUERY } from '../allowance/allowance-documents.ts';
import { CLUB_RULES_QUERY } from '../products/club-rules.ts';
import { productSummary } from '../products/product.fixture.ts';
import { PRODUCT_QUERY } from '../products/product-documents.ts';
import { ProductScreen } from './product-screen.tsx';

const ogKush = {
  ...productSummary({ id: 8, key: 'ogkush', species: 'OG Kush', sativa: 25, indica: 75, thc: 20, cbd: 0.3 }),
  genetics: 'Chemdawg × Hindu Kush',
  smell: 'Combustible, pino y limón',
  flavor: 'Terroso y especiado',
  description: 'La legendaria de la costa oeste.',
};

const clubSettings = {
  __typename: 'ClubSettings',
  gramsStep: 10,
  monthlyGramsLimit: 40,
  yearlyGramsLimit: 480,
  cancelCutoffHours: 2,
};

/** The club's rules once the screen's query has them in the cache (a cache-only watch, asking nothing). */
function RulesInCache() {
  const { data } = useQuery(CLUB_RULES_QUERY, { fetchPolicy: 'cache-only' });
  return data ? <p>{`paso en caché: ${data.clubSettings.gramsStep}`}</p> : null;
}

function renderAt(path: string, product: typeof ogKush | null) {
  renderScreen(<ProductScreen />, {
    mocks: [
      typedMock({
        request: { query: PRODUCT_QUERY, variables: { key: 'ogkush' } },
        result: { data: { product } },
      }),
      typedMock({ request: { query: CLUB_RULES_QUERY }, result: { data: { clubSettings } } }),
      typedMock({
        request: { query: ALLOWANCE_QUERY },
        result: { data: { myGrams: { __typename: 'GramsBalance', leftMonth: 15, leftYear: 300 } } },
      }),
    ],
    path,
    route: '/products/:product',
    beside: <RulesInCache />,
  });
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('ProductScreen', () => {
  it.each(['/products/ogkush', '/products/OG%20Kush'])('%s shows OG Kush in full', async (path) => {
    renderAt(path, ogKush);

    expect(await screen.findByRole('heading', { name: 'OG Kush' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ilustración de OG Kush' })).toBeTruthy();
    for (const text of ['25%', '75%', '20%', '0,3%', 'Chemdawg × Hindu Kush', 'Combustible, pino y limón']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Terroso y especiado')).toBeTruthy();
    expect(screen.getByText('La legendaria de la costa oeste.')).toBeTruthy();
    for (const label of ['Genética', 'Aroma', 'Sabor']) expect(screen.getByText(label)).toBeTruthy();
  });

  it('shows the price per gram and the grams the member has left', async () => {
    renderAt('/products/ogkush', ogKush);
    await screen.findByRole('heading', { name: 'OG Kush' });
    expect(screen.getByText('$ 45').parentElement?.textContent).toBe('$ 45 el gramo');
    expect(await screen.findByText('Te quedan 15 g este mes y 300 g este año')).toBeTruthy();
  });

  it("adds the club's grams step to the cart, then leads to the cart as 'Agregado!'", async () => {
    renderAt('/products/ogkush', ogKush);
    await screen.findByRole('heading', { name: 'OG Kush' });
    // The club's step arrives with its rules: add once they are in.
    await screen.findByText('paso en caché: 10');
    fireEvent.click(await screen.findByRole('button', { name: 'AGREGAR AL CARRITO' }));
    expect(readPreorder()).toEqual({ ogkush: 10 });
    expect(screen.getByRole('link', { name: 'Agregado!' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button', { name: 'AGREGAR AL CARRITO' })).toBeNull();
  });

  it('offers no way to add a product out of stock', async () => {
    renderAt('/products/ogkush', { ...ogKush, outOfStock: true });
    await screen.findByRole('heading', { name: 'OG Kush' });
    expect((screen.getByRole('button', { name: 'AGREGAR AL CARRITO' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says so when there is no such product', async () => {
    renderAt('/products/ogkush', null);
    expect(await screen.findByText('No encontramos ese producto')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el catálogo' }).getAttribute('href')).toBe('/carta');
  });
});
