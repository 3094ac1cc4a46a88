import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InicioScreen } from './inicio-screen.tsx';

// rspack emits the SVGs as files; vitest inlines small assets as data URLs. Either is an SVG image.
const svgSource = /(\.svg$)|(^data:image\/svg\+xml)/;

describe('InicioScreen', () => {
  afterEach(cleanup);

  it('shows the first of three promos, described in Spanish, with three indicators', () => {
    render(<InicioScreen />);

    const promo = screen.getByRole('img');
    expect(promo.getAttribute('alt')).toMatch(/^Variedades del mes/);
    expect(promo.getAttribute('src')).toMatch(svgSource);
    expect(screen.getAllByRole('button', { name: /^Ver diapositiva/ })).toHaveLength(3);
  });

  it('has three distinct promo images: varieties, pickup days, quality', () => {
    const { container } = render(<InicioScreen />);
    const images = [...container.querySelectorAll('img')];

    expect(images.map((img) => img.getAttribute('alt')?.split(':')[0])).toEqual([
      'Variedades del mes',
      'Días de retiro',
      'Calidad y buen sabor',
    ]);
    expect(images[1]?.getAttribute('alt')).toMatch(/martes y jueves.*viernes/);
    const sources = images.map((img) => img.getAttribute('src') ?? '');
    expect(sources.every((src) => svgSource.test(src))).toBe(true);
    expect(new Set(sources).size).toBe(3);
  });
});
