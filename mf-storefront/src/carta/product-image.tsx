import type { ProductKey } from '@club/domain/products';

// One illustration per product key (carta/assets, made for the club). rspack emits each as a file
// of this remote; `new URL(..., import.meta.url)` needs literal paths, hence the list.
const images: Record<string, string> = {
  applecookies: new URL('./assets/applecookies.svg', import.meta.url).href,
  despink: new URL('./assets/despink.svg', import.meta.url).href,
  superlemonhaze: new URL('./assets/superlemonhaze.svg', import.meta.url).href,
  chocolope: new URL('./assets/chocolope.svg', import.meta.url).href,
  strawberryamnesia: new URL('./assets/strawberryamnesia.svg', import.meta.url).href,
  suguz: new URL('./assets/suguz.svg', import.meta.url).href,
  orangecookiemac: new URL('./assets/orangecookiemac.svg', import.meta.url).href,
  ogkush: new URL('./assets/ogkush.svg', import.meta.url).href,
  kief: new URL('./assets/kief.svg', import.meta.url).href,
} satisfies Record<ProductKey, string>;

// A product added from the back office, which has no art of its own: a neutral leaf, not another
// strain's picture.
const fallbackImage = new URL('./assets/placeholder.svg', import.meta.url).href;

export function productImageUrl(key: string): string {
  return images[key] ?? fallbackImage;
}

interface ProductImageProps {
  productKey: string;
  /** The alt text: what the image is for where it is shown. */
  alt: string;
  className?: string;
  /** Above the fold (product detail): load at once. */
  eager?: boolean;
}

export function ProductImage({ productKey, alt, className, eager = false }: ProductImageProps) {
  return (
    <img
      className={className}
      src={productImageUrl(productKey)}
      alt={alt}
      width={320}
      height={240}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
