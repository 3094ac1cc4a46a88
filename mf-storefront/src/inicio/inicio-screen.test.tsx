import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTS_QUERY } from '../products/product-documents.ts';
import { InicioScreen, promotedVarieties } from './inicio-screen.tsx';

// rspack emits the SVGs as files; vitest inlines small assets as data URLs. Either is an SVG image.
const svgSource = /(\.svg$)|(^data:image\/svg\+xml)/;

const product = (id: number, key: string, species: string, outOfStock: boolean) => ({
  __typename: 'Product' as const,
  id,
  key,
  species,
  sativa: 40,
  indica: 60,
  thc: 21,
  cbd: 0.5,
  price: 45,
  outOfStock,
});

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

  it('promotes the latest varieties a member can order now, never one out of stock, then the club promos', async () => {
    renderInicio(carta);
    const first = await screen.findByRole('heading', { name: 'Blue Dream' });
    expect(
      within(first.closest('article') as HTMLElement).getByText('Sativa 40% · Índica 60% · THC 21%'),
    ).toBeTruthy();
    expect(
      within(first.closest('article') as HTMLElement)
        .getByRole('link', { name: 'Reservá la tuya: Blue Dream' })
        .getAttribute('href'),
    ).toBe('/products/bluedream');
    const names = slides().map(
      (slide) =>
        slide.querySelector('h2')?.textContent ??
        slide.querySelector('img')?.getAttribute('alt')?.split(':')[0],
    );
    expect(names).toEqual([
      'Blue Dream',
      'Gorilla Glue',
      'OG Kush',
      'Días de retiro',
      'Calidad y buen sabor',
    ]);
    expect(screen.queryByText('Chocolope')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Ver diapositiva/ })).toHaveLength(5);
    const clubImages = slides()
      .slice(3)
      .map((slide) => slide.querySelector('img')?.getAttribute('src') ?? '');
    expect(clubImages.every((src) => svgSource.test(src))).toBe(true);
    // A strain added later has no art of its own: a neutral placeholder, not another strain's.
    const [blueDream, glue, ogKush] = slides().map((slide) =>
      slide.querySelector('img')?.getAttribute('src'),
    );
    expect(blueDream).toMatch(svgSource);
    expect(glue).toBe(blueDream);
    expect(ogKush).not.toBe(blueDream);
  });

  it('holds the first slide while the carta loads, and keeps the club promos when it cannot load', async () => {
    renderInicio(new Error('gateway down'));
    expect(screen.getByRole('status').textContent).toMatch(/^Variedades del mes/);
    await screen.findByRole('button', { name: 'Ver diapositiva 2' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(slides()).toHaveLength(2);
    expect(slides()[0]?.querySelector('img')?.getAttribute('alt')).toMatch(/martes y jueves.*viernes/);
  });

  it('promotes nothing when nothing can be ordered', () => {
    expect(promotedVarieties([product(4, 'chocolope', 'Chocolope', true)])).toEqual([]);
    expect(promotedVarieties(carta).map((p) => p.key)).toEqual(['bluedream', 'gorillaglue', 'ogkush']);
  });
});
