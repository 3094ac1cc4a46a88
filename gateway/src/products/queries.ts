import type { Sql } from '@club/db/connection';
import { productKey } from '@club/domain/products';

// The catalogue as members see it (the retired products left out) and as the back office does:
// each product with its stock read model.

export interface Product {
  id: number;
  /** Species lowercased without spaces (spec §3). */
  key: string;
  species: string;
  /** Grams on hand. */
  stock: number;
  sativa: number;
  indica: number;
  thc: number;
  cbd: number;
  /** Integer pesos per gram. */
  price: number;
  genetics: string;
  smell: string;
  flavor: string;
  description: string;
  available: boolean;
  /** Off the carta for good: only the back office lists it. */
  retired: boolean;
}

const SELECT_PRODUCTS = `
  select p.id, p.key, p.species, s.grams as stock, p.sativa, p.indica, p.thc, p.cbd, s.price,
         p.genetics, p.smell, p.flavor, p.description, s.available, p.retired_at is not null as retired
    from products p
    join stock s on s.product_id = p.id`;

function toProduct(row: Product): Product {
  return {
    id: Number(row.id),
    key: row.key,
    species: row.species,
    stock: Number(row.stock),
    sativa: Number(row.sativa),
    indica: Number(row.indica),
    thc: Number(row.thc),
    cbd: Number(row.cbd),
    price: Number(row.price),
    genetics: row.genetics,
    smell: row.smell,
    flavor: row.flavor,
    description: row.description,
    available: row.available,
    retired: row.retired,
  };
}

/** Every product on the carta (retired ones are not), by id. */
export async function listProducts(sql: Sql): Promise<Product[]> {
  const { rows } = await sql.query<Product>(`${SELECT_PRODUCTS} where p.retired_at is null order by p.id`);
  return rows.map(toProduct);
}

/** The product on the carta whose key matches `keyOrSpecies` once normalised ('OG Kush', 'ogkush'), or null. */
export async function findProduct(sql: Sql, keyOrSpecies: string): Promise<Product | null> {
  const { rows } = await sql.query<Product>(`${SELECT_PRODUCTS} where p.key = $1 and p.retired_at is null`, [
    productKey(keyOrSpecies),
  ]);
  const row = rows[0];
  return row ? toProduct(row) : null;
}

/** Any product by id, retired or not (the back office), or null. */
export async function findProductById(sql: Sql, id: number): Promise<Product | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const { rows } = await sql.query<Product>(`${SELECT_PRODUCTS} where p.id = $1`, [id]);
  const row = rows[0];
  return row ? toProduct(row) : null;
}

/** The spec's product fields (REST keeps them exactly). */
export function specProduct(product: Product) {
  const {
    id,
    species,
    stock,
    sativa,
    indica,
    thc,
    cbd,
    price,
    genetics,
    smell,
    flavor,
    description,
    available,
  } = product;
  return {
    id,
    species,
    stock,
    sativa,
    indica,
    thc,
    cbd,
    price,
    genetics,
    smell,
    flavor,
    description,
    available,
  };
}
