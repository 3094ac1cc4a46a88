import { photoTexts } from '@club/domain/product-photos';
import type { Decider } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import {
  PRODUCT_PHOTO_REMOVED,
  PRODUCT_PHOTO_SET,
  type ProductPhoto,
  type ProductPhotoRemovedEvent,
  type ProductPhotoSetEvent,
} from './events.ts';

// The photo deciders, pure: a product's photo set (or set again, which changes nothing when it is
// the same upload) and removed. The image checks (type, size, pixels) come before, where the bytes
// are read (photo-variants.ts); what is decided here is which product, and whether anything changes.

/** What the photo rules read of the log: the products there are, and each one's photo. */
export interface PhotosState {
  /** Product keys (spec §3). */
  products: ReadonlySet<string>;
  /** Product key → hash of its photo as uploaded. */
  photos: ReadonlyMap<string, string>;
}

function evolve(state: PhotosState, event: ClubEvent): PhotosState {
  // A product is added to the catalogue (a log older than the catalogue's events listed it on
  // its stock stream); a retired one keeps its photo, as its history does.
  if (isStreamEvent(event, 'catalogue') || isStreamEvent(event, 'product')) {
    if (event.type !== 'ProductAdded' && event.type !== 'ProductListed') return state;
    return { ...state, products: new Set(state.products).add(event.payload.key) };
  }
  if (!isStreamEvent(event, 'product-photo')) return state;
  const photos = new Map(state.photos);
  if (event.type === PRODUCT_PHOTO_SET) photos.set(event.payload.productKey, event.payload.photo.hash);
  else photos.delete(event.payload.productKey);
  return { ...state, photos };
}

const initialState = (): PhotosState => ({ products: new Set(), photos: new Map() });

const unknownProduct: Refusal = { code: 'PRODUCTO_DESCONOCIDO', message: photoTexts.unknownProduct };

export interface SetProductPhoto {
  productKey: string;
  photo: ProductPhoto;
}

/** `ProductPhotoSet`, nothing when the product already shows this very upload, or why not. */
export const setProductPhotoDecider: Decider<SetProductPhoto, PhotosState, ProductPhotoSetEvent> = {
  decide({ productKey, photo }, state) {
    if (!state.products.has(productKey)) return { ok: false, error: unknownProduct };
    // Every browser shows a JPEG: a photo without one would be a broken image somewhere.
    if (!photo.variants.some((variant) => variant.format === 'jpeg')) {
      return { ok: false, error: { code: 'FOTO_ILEGIBLE', message: photoTexts.unreadable } };
    }
    if (state.photos.get(productKey) === photo.hash) return { ok: true, events: [] };
    return { ok: true, events: [{ type: PRODUCT_PHOTO_SET, payload: { productKey, photo } }] };
  },
  evolve,
  initialState,
};

export interface RemoveProductPhoto {
  productKey: string;
}

/** `ProductPhotoRemoved`, nothing when the product has no photo, or why not. */
export const removeProductPhotoDecider: Decider<RemoveProductPhoto, PhotosState, ProductPhotoRemovedEvent> = {
  decide({ productKey }, state) {
    if (!state.products.has(productKey)) return { ok: false, error: unknownProduct };
    if (!state.photos.has(productKey)) return { ok: true, events: [] };
    return { ok: true, events: [{ type: PRODUCT_PHOTO_REMOVED, payload: { productKey } }] };
  },
  evolve,
  initialState,
};
