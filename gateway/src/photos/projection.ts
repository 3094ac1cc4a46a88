import type { Sql } from '@club/db/connection';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { ProductPhoto, ProductPhotoEvent } from './events.ts';

// The `product_photos` read model: each product's current photo, from its photo stream. The live
// write and replay both run this projection through the registry.

export interface ProductPhotoRow extends ProductPhoto {
  productKey: string;
}

const PHOTO_ROWS: RowsInsert<ProductPhotoRow> = {
  columns: [
    ['product_key', 'text', (row) => row.productKey],
    ['hash', 'text', (row) => row.hash],
    ['width', 'integer', (row) => row.width],
    ['height', 'integer', (row) => row.height],
    ['placeholder', 'text', (row) => row.placeholder],
    ['variants', 'jsonb', (row) => row.variants],
  ],
};

/** Each product's photo after `event`. */
function evolvePhotos(
  state: Map<string, ProductPhotoRow>,
  event: ProductPhotoEvent,
): Map<string, ProductPhotoRow> {
  switch (event.type) {
    case 'ProductPhotoSet':
      state.set(event.payload.productKey, { productKey: event.payload.productKey, ...event.payload.photo });
      return state;
    case 'ProductPhotoRemoved':
      state.delete(event.payload.productKey);
      return state;
    default:
      return unhandledEvent(event);
  }
}

async function projectPhotos(tx: Sql, events: readonly ProductPhotoEvent[]): Promise<void> {
  const touched = events.reduce(
    (state, event) => evolvePhotos(state, event),
    new Map<string, ProductPhotoRow>(),
  );
  const keys = [...new Set(events.map((event) => event.payload.productKey))];
  await tx.query('delete from product_photos where product_key = any($1::text[])', [keys]);
  await insertRows(tx, 'product_photos', PHOTO_ROWS, [...touched.values()]);
}

export const productPhotosProjection = defineProjection({
  name: 'product_photos',
  streams: ['product-photo'],
  project: projectPhotos,
  rebuild: {
    initial: () => new Map<string, ProductPhotoRow>(),
    evolve: evolvePhotos,
    tables: [
      {
        table: 'product_photos',
        columns: 'product_key, hash, width, height, placeholder, variants',
        key: 'product_key',
      },
    ],
    write: (sql, state) => insertRows(sql, 'replay_product_photos', PHOTO_ROWS, [...state.values()]),
  },
});
