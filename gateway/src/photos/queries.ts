import type { Sql } from '@club/db/connection';
import type { PhotoVariant, ProductPhoto } from './events.ts';

// Reading the photos: each product's current one (the carta, the product page), whether a product
// exists (the upload refuses an unknown key before reading the file), and the back office's list.

/** Where a stored file is served, relative to the gateway's origin. */
export const PHOTOS_PATH = '/photos';

export function photoUrl(variant: PhotoVariant): string {
  return `${PHOTOS_PATH}/${variant.name}`;
}

interface PhotoRecord {
  product_key: string;
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  variants: PhotoVariant[] | string;
}

function toPhoto(row: PhotoRecord): ProductPhoto {
  return {
    hash: row.hash,
    width: Number(row.width),
    height: Number(row.height),
    placeholder: row.placeholder,
    variants: typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants,
  };
}

/** Every product's photo, by product key. */
export async function allProductPhotos(sql: Sql): Promise<Map<string, ProductPhoto>> {
  const { rows } = await sql.query<PhotoRecord>(
    'select product_key, hash, width, height, placeholder, variants from product_photos',
  );
  return new Map(rows.map((row) => [row.product_key, toPhoto(row)]));
}

/** The hash of a product's photo as uploaded, or null without one. */
export async function currentPhotoHash(sql: Sql, productKey: string): Promise<string | null> {
  const { rows } = await sql.query<{ hash: string }>(
    'select hash from product_photos where product_key = $1',
    [productKey],
  );
  return rows[0]?.hash ?? null;
}

/** Whether the catalogue has a product with this key. */
export async function productExists(sql: Sql, productKey: string): Promise<boolean> {
  const { rows } = await sql.query('select 1 from products where key = $1', [productKey]);
  return rows.length > 0;
}

export interface ProductPhotoEntry {
  productId: number;
  productKey: string;
  species: string;
  photo: ProductPhoto | null;
}

/** Every product with its photo or none: the back office's list. */
export async function productPhotoEntries(sql: Sql): Promise<ProductPhotoEntry[]> {
  const { rows } = await sql.query<{ id: number; key: string; species: string } & Partial<PhotoRecord>>(
    `select p.id, p.key, p.species, f.product_key, f.hash, f.width, f.height, f.placeholder, f.variants
       from products p left join product_photos f on f.product_key = p.key
      order by p.id`,
  );
  return rows.map((row) => ({
    productId: Number(row.id),
    productKey: row.key,
    species: row.species,
    photo: row.product_key ? toPhoto(row as PhotoRecord) : null,
  }));
}

/** Per GraphQL request: one query for every product's photo, however many products it shows. */
const perRequest = new WeakMap<object, Promise<Map<string, ProductPhoto>>>();

/** The photo of product `productKey`, read once per `request` for all its products. */
export async function photoOfProduct(request: { db: Sql }, productKey: string): Promise<ProductPhoto | null> {
  let photos = perRequest.get(request);
  if (!photos) {
    photos = allProductPhotos(request.db);
    perRequest.set(request, photos);
  }
  return (await photos).get(productKey) ?? null;
}
