import { builder } from '../kernel/graphql/builder.ts';
import type { PhotoVariant, ProductPhoto } from './events.ts';
import { type ProductPhotoEntry, photoUrl, productPhotoEntries } from './queries.ts';

// A product's photo as browsers read it: its files by width and format, for a <picture>'s srcset,
// and the placeholder shown meanwhile. The Product type (products/graphql.ts) has it as `photo`;
// the back office lists every product's with `productPhotos`.

const PhotoVariantType = builder.objectRef<PhotoVariant>('PhotoVariant').implement({
  description: 'One file of a photo: a width in a format. Immutable: its name is its content hash.',
  fields: (t) => ({
    url: t.string({
      description: "Path on the gateway's origin (/photos/<hash>.<ext>).",
      resolve: (variant) => photoUrl(variant),
    }),
    format: t.exposeString('format', { description: 'avif, webp or jpeg.' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    bytes: t.exposeInt('bytes'),
  }),
});

export const ProductPhotoType = builder.objectRef<ProductPhoto>('ProductPhoto').implement({
  description: 'A product photo, upright and without metadata, in several widths and formats.',
  fields: (t) => ({
    width: t.exposeInt('width', { description: 'Of the widest variant.' }),
    height: t.exposeInt('height', { description: 'Of the widest variant.' }),
    placeholder: t.exposeString('placeholder', {
      description: 'A tiny blurred WebP as a data URL, to show while a variant loads.',
    }),
    variants: t.field({
      type: [PhotoVariantType],
      description: 'Narrowest first; each width in AVIF, WebP and JPEG.',
      resolve: (photo) => photo.variants,
    }),
  }),
});

const ProductPhotoEntryType = builder.objectRef<ProductPhotoEntry>('ProductPhotoEntry').implement({
  description: "A product of the catalogue and its photo, for the back office's upload control.",
  fields: (t) => ({
    productId: t.exposeInt('productId'),
    key: t.exposeString('productKey', { description: 'The key the upload path names.' }),
    species: t.exposeString('species'),
    photo: t.field({ type: ProductPhotoType, nullable: true, resolve: (entry) => entry.photo }),
  }),
});

builder.queryFields((t) => ({
  productPhotos: t.field({
    type: [ProductPhotoEntryType],
    description: 'Every product with its photo (null: the carta shows its illustration).',
    authScopes: { permission: 'stock.manage' },
    resolve: (_root, _args, ctx) => productPhotoEntries(ctx.db),
  }),
}));
