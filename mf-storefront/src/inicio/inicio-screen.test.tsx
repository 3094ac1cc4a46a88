import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productSummary } from '../products/product.fixture.ts';
import { PRODUCTS_QUERY } from '../products/product-documents.ts';
import { InicioScreen, promotedVarieties } from './inicio-screen.tsx';

// rspack emits the SVGs as files; vitest inlines small assets as data URLs. Either is an SVG image.
const svgSource = /(\.svg$)|(^data:image\/svg\+xml)/;

const product = (id: number, key: string, species: string, outOfStock: boolean) =>
  productSummary({ id, key, species, outOfStock, sativa: 40, indica: 60, thc: 21, cbd: 0.5, price: 45 });

const carta = [
  product(1, 'applecookies', 'Apple Cookies', false),
  product(4, 'chocolope', 'Chocolope', true),
  product(8, 'ogkush', 'OG Kush', false),
  product(10, 'gorillaglue', 'Gorilla Glue', false),
  product(11, 'bluedream', 'Blue Dream', false),
];

function renderInicio(products: ReturnType<typeof product>[] | Error) {
  return renderScreen(<InicioScreen />, {
    mocks: [
      typedMock({
        request: { query: PRODUCTS_QUERY },
        ...(products instanceof Error ? { error: products } : { result: { data: { products } } }),
      }),
    ],
  });
}

/** Every slide, the hidden ones too (only the shown one is in the accessibility tree). */
const slides = () => [...document.querySelectorAll<HTMLElement>('[aria-roledescription="diapositiva"]')];

describe('InicioScreen', () => {
  afterEach(cleanup);

  it('shows three promos: the varieties of the month from the carta, then pickup days and quality', async () => {
    renderInicio(carta);
    const promo = within(
      (await screen.findByRole('heading', { name: 'Variedades del mes' })).closest('section') as HTMLElement,
    );
    await promo.findByRole('list');
    // Only what a member can order now, the latest added first: never Chocolope, out of stock.
    expect(promo.getAllByRole('listitem').map((item) => item.querySelector('a')?.textContent)).toEqual([
      'Blue Dream',
      'Gorilla Glue',
      'OG Kush',
    ]);
    expect(promo.getByRole('link', { name: 'Blue Dream' }).getAttribute('href')).toBe('/products/bluedream');
    expect(promo.getAllByText('Sativa 40% · Índica 60% · THC 21%')).toHaveLength(3);
    expect(promo.getAllByText('$ 45 el gramo')).toHaveLength(3);
    expect(promo.getByRole('link', { name: 'Reservá la tuya en el Catálogo' }).getAttribute('href')).toBe(
      '/carta',
    );
    expect(screen.queryByText('Chocolope')).toBeNull();

    expect(slides()).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Ver diapositiva/ })).toHaveLength(3);
    const images = slides()
      .slice(1)
      .map((slide) => slide.querySelector('img'));
    expect(images.map((img) => img?.getAttribute('alt')?.split(':')[0])).toEqual([
      'Días de retiro',
      'Calidad y buen sabor',
    ]);
    expect(images[0]?.getAttribute('alt')).toMatch(/martes y jueves.*viernes/);
    expect(images.every((img) => svgSource.test(img?.getAttribute('src') ?? ''))).toBe(true);
    // A strain added later has no art of its own: a neutral placeholder, not another strain's.
    const [blueDream, glue, ogKush] = promo
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img')?.getAttribute('src'));
    expect(blueDream).toMatch(svgSource);
    expect(glue).toBe(blueDream);
    expect(ogKush).not.toBe(blueDream);
  });

  it('holds the first slide while the carta loads, and keeps the club promos when it cannot load', async () => {
    renderInicio(new Error('gateway down'));
    expect(screen.getByRole('status').textContent).toBe('Buscando lo que hay en la carta…');
    expect(slides()).toHaveLength(3);
    await waitFor(() => expect(slides()).toHaveLength(2));
    expect(screen.queryByRole('status')).toBeNull();
    expect(slides()[0]?.querySelector('img')?.getAttribute('alt')).toMatch(/^Días de retiro/);
  });

  it('promotes nothing when nothing can be ordered', async () => {
    renderInicio([product(4, 'chocolope', 'Chocolope', true)]);
    await waitFor(() => expect(slides()).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Variedades del mes' })).toBeNull();
    expect(promotedVarieties(carta).map((p) => p.key)).toEqual(['bluedream', 'gorillaglue', 'ogkush']);
  });
});
