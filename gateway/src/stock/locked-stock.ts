import type { Sql } from '@club/db/connection';
import { type AnyEvent, evolveStock, type StockState } from './projection.ts';

/** A product as a sale or a bill sees it: catalogue data and its stock read model. */
export interface StockedProduct {
  id: number;
  key: string;
  species: string;
  /** Integer pesos per gram. */
  price: number;
  available: boolean;
  /** Grams on hand. */
  stock: number;
}

/**
 * Locks and reads the stock rows of the named products until the transaction ends, always in
 * product id order, so two writers (orders, bills) that take the same rows never deadlock.
 */
export async function lockStockOf(tx: Sql, keys: readonly string[]): Promise<StockedProduct[]> {
  if (keys.length === 0) return [];
  const { rows } = await tx.query<{
    id: number;
    key: string;
    species: string;
    price: number;
    available: boolean;
    grams: number;
  }>(
    `select p.id, p.key, p.species, s.price, s.available, s.grams
       from products p
       join stock s on s.product_id = p.id
      where p.key = any($1::text[])
      order by p.id
        for update of s`,
    [keys],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    key: r.key,
    species: r.species,
    price: Number(r.price),
    available: r.available,
    stock: Number(r.grams),
  }));
}

/**
 * Writes what an event that takes grams out (OrderPlaced, BillIssued) leaves of the rows locked by
 * lockStockOf, through the same evolveStock the replay folds with. The stock table's CHECK
 * (grams >= 0) is the backstop if a decision ever let it go below zero.
 */
export async function takeGramsOut(
  tx: Sql,
  locked: readonly StockedProduct[],
  event: AnyEvent & { payload: { lines: ReadonlyArray<{ productId: number }> } },
): Promise<void> {
  const before: StockState = new Map(
    locked.map((p) => [p.id, { productId: p.id, price: p.price, available: p.available, grams: p.stock }]),
  );
  const after = evolveStock(before, event);
  for (const line of event.payload.lines) {
    const row = after.get(line.productId);
    if (!row) throw new Error(`${event.type} names product ${line.productId}, which was not locked`);
    await tx.query('update stock set grams = $2 where product_id = $1', [row.productId, row.grams]);
  }
}
