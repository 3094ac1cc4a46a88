import { type Sql, sendLater } from '@club/db/connection';
import { type ClubEvent, isStreamEvent, unhandledEvent } from '../kernel/events/club-event.ts';
import { evolveStock, type StockRow, type StockState } from './stock-rows.ts';

// The stock ledger: the only code that locks or writes a `stock` row, whatever moves the grams
// (an order, a bill, a no-show, an edit, an adjustment, a harvest). Rows are always locked in
// product id order, so two writers that take the same rows queue instead of deadlocking, and
// always written through evolveStock, the function replay folds the log with. A command locks the
// rows it decides on; the stock projection then writes from those same rows (lockedRows), so the
// live write costs no second read.

interface StockDbRow {
  product_id: number;
  key: string;
  species: string;
  price: number;
  available: boolean;
  grams: number;
  retired: boolean;
}

const toRow = (row: StockDbRow): StockRow => ({
  productId: Number(row.product_id),
  key: row.key,
  species: row.species,
  price: Number(row.price),
  available: row.available,
  grams: Number(row.grams),
  ...(row.retired ? { retired: true as const } : {}),
});

const SELECT_ROWS = `select s.product_id, p.key, p.species, s.price, s.available, s.grams,
              p.retired_at is not null as retired
         from products p
         join stock s on s.product_id = p.id`;

/** Which products' rows, by product key (a cart, a bill) or by id. */
export type StockSelection = { keys: readonly string[] } | { ids: readonly number[] };

/** The rows each transaction holds locked, as it last read or wrote them. */
const lockedRows = new WeakMap<Sql, StockState>();

/**
 * Locks and reads the stock rows of the selected products until the transaction ends. Unknown
 * keys and ids are simply absent from the result; deciding what that means is the caller's.
 */
export async function lockStock(tx: Sql, selection: StockSelection): Promise<StockState> {
  const byKey = 'keys' in selection;
  const values = byKey ? selection.keys : selection.ids.filter((id) => Number.isSafeInteger(id) && id > 0);
  if (values.length === 0) return new Map();
  const locked = await readLocked(tx, byKey, values);
  const held = lockedRows.get(tx);
  lockedRows.set(tx, held ? new Map([...held, ...locked]) : locked);
  return locked;
}

async function readLocked(tx: Sql, byKey: boolean, values: readonly unknown[]): Promise<StockState> {
  const { rows } = await tx.query<StockDbRow>(
    `${SELECT_ROWS}
      where ${byKey ? 'p.key = any($1::text[])' : 'p.id = any($1::int[])'}
      order by p.id
        for update of s`,
    [values],
  );
  return new Map(rows.map((row) => [Number(row.product_id), toRow(row)]));
}

/** The products whose stock row an event changes. */
export function stockProductsOf(event: ClubEvent): number[] {
  if (!isStreamEvent(event, 'product', 'catalogue', 'order', 'bill')) return [];
  switch (event.type) {
    // The stock table keeps no species: an edit of the data writes no stock row.
    case 'ProductEdited':
      return [];
    case 'ProductAdded':
    case 'ProductRetired':
    case 'ProductListed':
    case 'StockReceived':
    case 'StockEdited':
    case 'StockAdjusted':
    case 'StockDestroyed':
      return [event.payload.productId];
    case 'OrderPlaced':
    case 'BillIssued':
    case 'OrderNotCollected':
    case 'OrderCancelled':
    case 'OrderHandoverReverted':
      return event.payload.lines.map((line) => line.productId);
    case 'OrderDelivered':
    case 'OrderPrepared':
      return [];
    default:
      return unhandledEvent(event);
  }
}

/**
 * Writes what `events` leave of the `locked` rows (from lockStock, in this transaction) and
 * returns the rows after them. The table's CHECK (grams >= 0) is the backstop if a decision ever
 * let the grams go below zero.
 */
async function writeStock(tx: Sql, locked: StockState, events: readonly ClubEvent[]): Promise<StockState> {
  let after = locked;
  const touched = new Set<number>();
  for (const event of events) {
    for (const id of stockProductsOf(event)) {
      if (!locked.has(id))
        throw new Error(`${event.type} moves product ${id}, whose stock row is not locked`);
      touched.add(id);
    }
    after = evolveStock(after, event);
  }
  const changed = [...touched].map((id) => after.get(id) as StockRow);
  if (changed.length === 0) return after;
  await sendLater(
    tx,
    `update stock s set price = r.price, available = r.available, grams = r.grams
       from jsonb_to_recordset($1::jsonb) as r(product_id integer, price integer, available boolean, grams integer)
      where s.product_id = r.product_id`,
    [
      JSON.stringify(
        changed.map((row) => ({
          product_id: row.productId,
          price: row.price,
          available: row.available,
          grams: row.grams,
        })),
      ),
    ],
  );
  return after;
}

/**
 * Writes the rows `events` move, from the rows this transaction locked (the command's lockStock),
 * locking only those it did not (a no-show, a cancellation: nothing to check first).
 */
export async function moveStock(tx: Sql, events: readonly ClubEvent[]): Promise<void> {
  const added = await insertAddedRows(tx, events);
  const ids = [...new Set(events.flatMap(stockProductsOf))];
  const held = lockedRows.get(tx);
  const missing = ids.filter((id) => !held?.has(id) && !added.has(id));
  if (missing.length > 0) await lockStock(tx, { ids: missing });
  const locked = new Map([...(lockedRows.get(tx) ?? []), ...added]);
  lockedRows.set(tx, await writeStock(tx, locked, events));
}

/**
 * The rows of the products `events` add, inserted with their price and availability and no
 * grams (the products projection, registered before this one, has written their `products`
 * rows): this transaction holds them locked from then on.
 */
async function insertAddedRows(tx: Sql, events: readonly ClubEvent[]): Promise<StockState> {
  const rows: StockRow[] = [];
  for (const event of events) {
    if (event.type !== 'ProductAdded') continue;
    const { productId, key, species, price, available } = event.payload;
    rows.push({ productId, key, species, price, available, grams: 0 });
  }
  if (rows.length === 0) return new Map();
  await sendLater(
    tx,
    `insert into stock (product_id, price, available, grams)
     select r.product_id, r.price, r.available, 0
       from jsonb_to_recordset($1::jsonb) as r(product_id integer, price integer, available boolean)`,
    [
      JSON.stringify(
        rows.map((row) => ({ product_id: row.productId, price: row.price, available: row.available })),
      ),
    ],
  );
  return new Map(rows.map((row) => [row.productId, row]));
}

/** Every product's stock row, by product id, the retired ones too (spec §7 GET /admin/getStock). */
export async function listStock(sql: Sql): Promise<StockRow[]> {
  const { rows } = await sql.query<StockDbRow>(`${SELECT_ROWS} order by p.id`);
  return rows.map(toRow);
}
