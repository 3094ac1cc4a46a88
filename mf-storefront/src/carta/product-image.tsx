import type { ProductKey } from '@club/domain/products';
import { type ProductPhoto, ProductPicture } from '@club/web-kit/photo/product-picture.tsx';

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
  /** The club's own photo of the product, when it has one; its illustration otherwise. */
  photo?: ProductPhoto | null | undefined;
  /** The alt text: what the image is for where it is shown. */
  alt: string;
  className?: string;
  /** How wide the image shows (a photo's `sizes`; default: a thumbnail). */
  sizes?: string;
  /** Above the fold: load at once; `high`: the page's largest paint, fetched first. */
  priority?: 'high' | 'eager' | 'lazy';
}

export function ProductImage({
  productKey,
  photo,
  alt,
  className,
  sizes = '8rem',
  priority = 'lazy',
}: ProductImageProps) {
  if (photo) {
    return <ProductPicture photo={photo} alt={alt} sizes={sizes} className={className} priority={priority} />;
  }
  const eager = priority !== 'lazy';
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
