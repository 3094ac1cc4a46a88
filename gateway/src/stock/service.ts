import type { Sql } from '@club/db/connection';

export interface StockItem {
  id: number;
  species: string;
  /** Integer pesos per gram. */
  price: number;
  available: boolean;
  grams: number;
}

/** Every product with its stock read model, by product id (spec §7 GET /admin/getStock). */
export async function listStock(db: Sql): Promise<StockItem[]> {
  const { rows } = await db.query<StockItem>(
    `select p.id, p.species, s.price, s.available, s.grams
       from products p
       join stock s on s.product_id = p.id
      order by p.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    species: r.species,
    price: Number(r.price),
    available: r.available,
    grams: Number(r.grams),
  }));
}
