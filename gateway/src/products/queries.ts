import type { Sql } from '@club/db/connection';
import { productKey } from '@club/domain/products';

// The catalogue as members see it: each product with its stock read model.

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
}

const SELECT_PRODUCTS = `
  select p.id, p.key, p.species, s.grams as stock, p.sativa, p.indica, p.thc, p.cbd, s.price,
         p.genetics, p.smell, p.flavor, p.description, s.available
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
  };
}

/** Every product, by id. */
export async function listProducts(sql: Sql): Promise<Product[]> {
  const { rows } = await sql.query<Product>(`${SELECT_PRODUCTS} order by p.id`);
  return rows.map(toProduct);
}

/** The product whose key matches `keyOrSpecies` once normalised ('OG Kush', 'ogkush'), or null. */
export async function findProduct(sql: Sql, keyOrSpecies: string): Promise<Product | null> {
  const { rows } = await sql.query<Product>(`${SELECT_PRODUCTS} where p.key = $1`, [
    productKey(keyOrSpecies),
  ]);
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
