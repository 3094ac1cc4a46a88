import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductPicture } from './product-picture.tsx';
import { samplePhoto } from './sample-photo.fixture.ts';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, '__CLUB_CONFIG__');
});

describe('ProductPicture', () => {
  it('offers AVIF, then WebP, each in every width, and a JPEG <img> with its size, on the gateway', () => {
    Reflect.set(window, '__CLUB_CONFIG__', { gatewayUrl: 'http://gw.test/' });
    const { container } = render(<ProductPicture photo={samplePhoto} alt="Ver OG Kush" sizes="15rem" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      [320, 640, 1600]
        .map((w) => `http://gw.test/photos/${String(w).padStart(32, '0')}.avif ${w}w`)
        .join(', '),
    );
    expect(sources[1]?.getAttribute('sizes')).toBe('15rem');
    const img = container.querySelector('picture > img') as HTMLImageElement;
    expect(img.getAttribute('alt')).toBe('Ver OG Kush');
    expect(img.getAttribute('src')).toBe(`http://gw.test/photos/${'640'.padStart(32, '0')}.jpg`);
    expect(img.getAttribute('srcset')).toContain('.jpg 1600w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(img.style.backgroundImage).toContain('data:image/webp;base64,');
    // Below the fold by default: the browser fetches it when it comes near.
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('fetches the page’s largest image at once and first', () => {
    const { container } = render(<ProductPicture photo={samplePhoto} alt="" sizes="100vw" priority="high" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // Without a run-time config (a test page), the paths stay as the gateway gave them.
    expect(img.getAttribute('src')).toBe(`/photos/${'640'.padStart(32, '0')}.jpg`);
  });
});
