import type { Database, Sql } from '@club/db/connection';
import { append, streamVersion, VersionConflictError } from '@club/db/event-store';
import { texts } from '@club/domain/texts';
import {
  decideAdjustStock,
  decideEditStock,
  type ProductStock,
  type StockDecision,
  type StockRefusal,
} from './decide.ts';
import { productStream, type StockAdjustedEvent, type StockEditedEvent } from './events.ts';
import { evolveStock, type StockRow, type StockState } from './projection.ts';
import type { StockItem } from './service.ts';

// editStock and adjustStock as the conventions read: load (the product's stock row, locked, and
// its stream version), decide (pure), append with the expected version, and write the stock read
// model through the same projection, in one transaction. REST and GraphQL only translate.

export type StockChangeRefusal = StockRefusal | { code: 'CONFLICTO'; message: string };
export type StockChangeOutcome =
  | { ok: true; item: StockItem; changed: boolean }
  | { ok: false; error: StockChangeRefusal };

/** REST status of each refusal. */
export function stockRefusalStatus(code: StockChangeRefusal['code']): 400 | 404 | 409 {
  switch (code) {
    case 'PRODUCTO_DESCONOCIDO':
      return 404;
    case 'STOCK_NEGATIVO':
    case 'CONFLICTO':
      return 409;
    default:
      return 400;
  }
}

interface Row {
  id: number;
  species: string;
  price: number;
  available: boolean;
  grams: number;
}

const toItem = (row: Row): StockItem => ({
  id: Number(row.id),
  species: row.species,
  price: Number(row.price),
  available: row.available,
  grams: Number(row.grams),
});

/** The product's stock row, locked for this transaction; null for an id that names no product. */
async function loadProductStock(tx: Sql, productId: number): Promise<ProductStock | null> {
  if (!Number.isSafeInteger(productId) || productId <= 0 || productId > 2_147_483_647) return null;
  const { rows } = await tx.query<Row>(
    `select p.id, p.species, s.price, s.available, s.grams
       from products p join stock s on s.product_id = p.id
      where p.id = $1
        for update of s`,
    [productId],
  );
  const row = rows[0];
  if (!row) return null;
  const item = toItem(row);
  return {
    productId: item.id,
    species: item.species,
    price: item.price,
    available: item.available,
    grams: item.grams,
  };
}

const ATTEMPTS = 3;

async function changeStock<E extends StockEditedEvent | StockAdjustedEvent>(
  db: Database,
  adminId: number,
  productId: number,
  decide: (state: ProductStock | null) => StockDecision<E>,
): Promise<StockChangeOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx): Promise<StockChangeOutcome> => {
        const state = await loadProductStock(tx, productId);
        const version = state ? await streamVersion(tx, productStream(state.productId)) : 0;
        const decision = decide(state);
        if (!decision.ok) return decision;
        if (state === null) throw new Error('a stock decision accepted an unknown product');
        const { productId: id, species } = state;
        let row: StockRow = {
          productId: id,
          price: state.price,
          available: state.available,
          grams: state.grams,
        };
        if (decision.events.length > 0) {
          await append(tx, productStream(id), version, decision.events, `member-${adminId}`);
          let projected: StockState = new Map([[id, row]]);
          for (const event of decision.events) projected = evolveStock(projected, event);
          const next = projected.get(id);
          if (!next) throw new Error(`stock row ${id} vanished from the projection`);
          // The table's CHECK (grams >= 0, price >= 0) is the backstop.
          await tx.query('update stock set price = $2, available = $3, grams = $4 where product_id = $1', [
            id,
            next.price,
            next.available,
            next.grams,
          ]);
          row = next;
        }
        return {
          ok: true,
          changed: decision.events.length > 0,
          item: { id, species, price: row.price, available: row.available, grams: row.grams },
        };
      });
    } catch (error) {
      // Another writer appended to the product's stream between our read and our append.
      if (!(error instanceof VersionConflictError)) throw error;
      if (attempt >= ATTEMPTS) {
        return { ok: false, error: { code: 'CONFLICTO', message: texts.stockAdmin.concurrentChange } };
      }
    }
  }
}

/** Spec §7 PATCH /admin/editStock/{id}: price and availability; appends `StockEdited` when they change. */
export function editStock(
  db: Database,
  adminId: number,
  productId: number,
  input: { price: unknown; available: unknown },
): Promise<StockChangeOutcome> {
  return changeStock(db, adminId, productId, (state) => decideEditStock(state, { productId, ...input }));
}

/** An admin's correction of the grams on hand, with a reason: appends `StockAdjusted`. */
export function adjustStock(
  db: Database,
  adminId: number,
  productId: number,
  input: { grams: unknown; reason: unknown },
): Promise<StockChangeOutcome> {
  return changeStock(db, adminId, productId, (state) => decideAdjustStock(state, { productId, ...input }));
}
