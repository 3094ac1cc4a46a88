import type { ProductPhoto } from './product-picture.tsx';

// A product photo as the gateway answers it, for the screens' tests: three widths in three formats.

const variant = (width: number, format: string) => ({
  __typename: 'PhotoVariant' as const,
  url: `/photos/${String(width).padStart(32, '0')}.${format === 'jpeg' ? 'jpg' : format}`,
  format,
  width,
});

export const samplePhoto: ProductPhoto = {
  __typename: 'ProductPhoto',
  width: 1600,
  height: 1200,
  placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4',
  variants: [320, 640, 1600].flatMap((width) =>
    ['avif', 'webp', 'jpeg'].map((format) => variant(width, format)),
  ),
};
