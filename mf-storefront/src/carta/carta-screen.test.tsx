import { samplePhoto } from '@club/web-kit/photo/sample-photo.fixture';
import { readPreorder } from '@club/web-kit/preorder/preorder';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWANCE_QUERY } from '../allowance/allowance-documents.ts';
import { CLUB_RULES_QUERY } from '../products/club-rules.ts';
import { productSummary } from '../products/product.fixture.ts';
import { PRODUCTS_QUERY } from '../products/product-documents.ts';
import { CartaScreen } from './carta-screen.tsx';

const product = (id: number, key: string, species: string, outOfStock: boolean) =>
  productSummary({ id, key, species, outOfStock, sativa: 80, indica: 20, thc: 22, cbd: 0.3, price: 50 });

const products = [
  product(1, 'superlemonhaze', 'Super Lemon Haze', false),
  product(2, 'chocolope', 'Chocolope', true),
  product(3, 'kief', 'Kief', false),
];

const clubSettings = {
  __typename: 'ClubSettings',
  gramsStep: 5,
  monthlyGramsLimit: 40,
  yearlyGramsLimit: 480,
  cancelCutoffHours: 2,
};

// The grams the member has left, always in view above the carta.
const allowance = typedMock({
  request: { query: ALLOWANCE_QUERY },
  result: { data: { myGrams: { __typename: 'GramsBalance', leftMonth: 25, leftYear: 1455 } } },
});

function renderCarta() {
  return renderScreen(<CartaScreen />, {
    mocks: [
      typedMock({ request: { query: PRODUCTS_QUERY }, result: { data: { products } } }),
      typedMock({ request: { query: CLUB_RULES_QUERY }, result: { data: { clubSettings } } }),
      allowance,
    ],
  });
}

const card = (species: string) => {
  const article = screen.getByRole('heading', { name: species }).closest('article');
  if (!article) throw new Error(`no card for ${species}`);
  return within(article);
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('CartaScreen', () => {
  it("shows a product's photo as a responsive <picture>, the first card's fetched first, and the illustrations otherwise", async () => {
    const withPhoto = { ...product(1, 'superlemonhaze', 'Super Lemon Haze', false), photo: samplePhoto };
    renderScreen(<CartaScreen />, {
      mocks: [
        typedMock({
          request: { query: PRODUCTS_QUERY },
          result: { data: { products: [withPhoto, ...products.slice(1)] } },
        }),
        typedMock({ request: { query: CLUB_RULES_QUERY }, result: { data: { clubSettings } } }),
        allowance,
      ],
    });
    await screen.findByRole('heading', { name: 'Super Lemon Haze' });
    const photo = card('Super Lemon Haze').getByRole('img', { name: 'Ver Super Lemon Haze' });
    expect(photo.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect(photo.getAttribute('sizes')).toContain('38vw');
    const illustration = card('Kief').getByRole('img', { name: 'Ver Kief' });
    expect(illustration.closest('picture')).toBeNull();
    expect(illustration.getAttribute('src')).toMatch(/kief/);
  });

  it("shows the lab's figures of the batch in stock with the analysis date, the declared ones said to be so", async () => {
    const analysed = {
      ...product(1, 'superlemonhaze', 'Super Lemon Haze', false),
      potency: {
        __typename: 'ProductPotency' as const,
        thc: 18.4,
        cbd: 0.6,
        declared: false,
        analysedOn: '2026-11-12',
      },
    };
    renderScreen(<CartaScreen />, {
      mocks: [
        typedMock({
          request: { query: PRODUCTS_QUERY },
          result: { data: { products: [analysed, ...products.slice(1)] } },
        }),
        typedMock({ request: { query: CLUB_RULES_QUERY }, result: { data: { clubSettings } } }),
        allowance,
      ],
    });
    await screen.findByRole('heading', { name: 'Super Lemon Haze' });
    const lemon = card('Super Lemon Haze');
    expect(lemon.getByText('18,4%')).toBeTruthy();
    expect(lemon.queryByText('22%')).toBeNull();
    expect(lemon.getByText('Análisis del 12/11/2026')).toBeTruthy();
    expect(card('Kief').getByText('22%')).toBeTruthy();
    expect(card('Kief').getByText('Valores declarados, sin análisis del lote')).toBeTruthy();
  });

  it('shows each product with its image linking to the detail, percentages and price per gram', async () => {
    renderCarta();
    await screen.findByRole('heading', { name: 'Super Lemon Haze' });

    const lemon = card('Super Lemon Haze');
    expect(lemon.getByRole('link', { name: 'Ver Super Lemon Haze' }).getAttribute('href')).toBe(
      '/products/superlemonhaze',
    );
    for (const text of ['80%', '20%', '22%', '0,3%', '$ 50']) expect(lemon.getByText(text)).toBeTruthy();
    expect(lemon.getByText('el gramo', { exact: false })).toBeTruthy();
  });

  it('shows the grams the member has left this month and this year, before anything is added', async () => {
    renderCarta();
    expect(await screen.findByText('Te quedan 25 g este mes y 1.455 g este año')).toBeTruthy();
    expect(readPreorder()).toEqual({});
  });

  it("adds 5 g: the button becomes an 'Agregado!' link to the cart and the banner appears", async () => {
    renderCarta();
    await screen.findByRole('heading', { name: 'Super Lemon Haze' });
    expect(screen.queryByText('Agendá tu pedido!')).toBeNull();

    fireEvent.click(card('Super Lemon Haze').getByRole('button', { name: 'AGREGAR AL CARRITO' }));

    expect(readPreorder()).toEqual({ superlemonhaze: 5 });
    expect(card('Super Lemon Haze').getByRole('link', { name: 'Agregado!' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(card('Super Lemon Haze').queryByRole('button', { name: 'AGREGAR AL CARRITO' })).toBeNull();
    expect(screen.getByText('Agendá tu pedido!').closest('a')?.getAttribute('href')).toBe('/cart');
  });

  it('covers an out-of-stock product with the overlay and no way to add it; kief in stock has none', async () => {
    const { container } = renderCarta();
    await screen.findByRole('heading', { name: 'Chocolope' });

    expect(card('Chocolope').getByText('Sin stock')).toBeTruthy();
    expect(
      (
        card('Chocolope').getByRole('button', {
          name: 'AGREGAR AL CARRITO',
          hidden: true,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(card('Kief').queryByText('Sin stock')).toBeNull();
    expect(container.querySelectorAll('.sf-card__overlay')).toHaveLength(1);
  });
});
