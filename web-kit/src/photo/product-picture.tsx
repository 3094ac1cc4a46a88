import type { ProductPhotoFieldsFragment } from '@club/web-kit/graphql/graphql';
import { onGateway } from '../config/gateway-url.ts';

// A product photo as the gateway made it (docs/decisions/046-product-photos-with-sharp.md): a
// <picture> whose sources offer AVIF, then WebP, each in every width, and whose <img> is the JPEG
// for the browsers left. The tiny placeholder is the image's background until the photo covers
// it (the server flattens every photo, so nothing shows through afterwards).

export type ProductPhoto = ProductPhotoFieldsFragment;

function srcSet(photo: ProductPhoto, format: string): string {
  return photo.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${onGateway(variant.url)} ${variant.width}w`)
    .join(', ');
}

interface ProductPictureProps {
  photo: ProductPhoto;
  alt: string;
  /** How wide the image shows, as the `sizes` attribute says it (the browser picks the width). */
  sizes: string;
  className?: string;
  /** Above the fold: fetched at once; `high` also first among the page's images (the LCP). */
  priority?: 'high' | 'eager' | 'lazy';
}

export function ProductPicture({ photo, alt, sizes, className, priority = 'lazy' }: ProductPictureProps) {
  const jpegs = photo.variants.filter((variant) => variant.format === 'jpeg');
  const fallback = jpegs.find((variant) => variant.width >= 640) ?? jpegs.at(-1);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={fallback && onGateway(fallback.url)}
        srcSet={srcSet(photo, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : 'auto'}
        decoding={priority === 'lazy' ? 'async' : 'auto'}
        style={{ backgroundImage: `url("${photo.placeholder}")`, backgroundSize: 'cover' }}
      />
    </picture>
  );
}
