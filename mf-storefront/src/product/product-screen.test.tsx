import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_QUERY } from '../products/product-documents.ts';
import { ProductScreen } from './product-screen.tsx';

const ogKush = {
  __typename: 'Product',
  id: 8,
  key: 'ogkush',
  species: 'OG Kush',
  sativa: 25,
  indica: 75,
  thc: 20,
  cbd: 0.3,
  price: 45,
  outOfStock: false,
  photo: null,
  genetics: 'Chemdawg × Hindu Kush',
  smell: 'Combustible, pino y limón',
  flavor: 'Terroso y especiado',
  description: 'La legendaria de la costa oeste.',
};

function renderAt(path: string, product: typeof ogKush | null) {
  renderScreen(<ProductScreen />, {
    mocks: [
      typedMock({
        request: { query: PRODUCT_QUERY, variables: { key: 'ogkush' } },
        result: { data: { product } },
      }),
    ],
    path,
    route: '/products/:product',
  });
}

afterEach(cleanup);

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

  it('says so when there is no such product', async () => {
    renderAt('/products/ogkush', null);
    expect(await screen.findByText('No encontramos ese producto')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el catálogo' }).getAttribute('href')).toBe('/carta');
  });
});
