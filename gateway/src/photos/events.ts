import type { PhotoFormat } from '@club/domain/product-photos';

// A product's photo stream (`product-photo-<key>`): the photo the back office set, as the server
// made it (every variant's file, content-addressed), and its removal. The files themselves live
// under PHOTOS_DIR (photo-files.ts); the `product_photos` table is this stream's read model.

export const PRODUCT_PHOTO_SET = 'ProductPhotoSet';
export const PRODUCT_PHOTO_REMOVED = 'ProductPhotoRemoved';

/** One file made from the photo: a width in a format. */
export interface PhotoVariant {
  /** The file's name under /photos/: its own SHA-256 (32 hex digits) and the format's extension. */
  name: string;
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: number;
}

/** A photo as the server made it: upright, without metadata, in several widths and formats. */
export interface ProductPhoto {
  /** SHA-256 (hex) of the file as uploaded: the same photo uploaded again changes nothing. */
  hash: string;
  /** The upright photo's size, as its widest variant has it. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URL, shown while a variant loads. */
  placeholder: string;
  /** Narrowest first; each width in every format of PHOTO_FORMATS. */
  variants: PhotoVariant[];
}

export interface ProductPhotoSet {
  productKey: string;
  photo: ProductPhoto;
}

export interface ProductPhotoRemoved {
  productKey: string;
}

export interface ProductPhotoSetEvent {
  type: typeof PRODUCT_PHOTO_SET;
  payload: ProductPhotoSet;
}

export interface ProductPhotoRemovedEvent {
  type: typeof PRODUCT_PHOTO_REMOVED;
  payload: ProductPhotoRemoved;
}

export type ProductPhotoEvent = ProductPhotoSetEvent | ProductPhotoRemovedEvent;

export function productPhotoStream(productKey: string): string {
  return `product-photo-${productKey}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    'product-photo': ProductPhotoEvent;
  }
}
