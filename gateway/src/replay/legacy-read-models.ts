import type { Database, Sql } from '@club/db/connection';
import { STREAM_TYPE_OF, type StreamType } from '../kernel/events/club-event.ts';
import {
  defineProjection,
  type LoggedEvent,
  type RebuiltTable,
  type TableComparison,
} from '../kernel/events/projections.ts';
import type { OrderEvent } from '../orders/public.ts';
import { evolveOrder, type OrderRow } from '../orders/public.ts';
import { evolveStock, type StockState } from '../stock/public.ts';

interface Rebuilt {
  orders: Map<string, OrderRow>;
  /** placed_at of each order: now() of the transaction that appended its first event, i.e. that event's occurred_at. */
  placedAt: Map<string, string>;
  stock: StockState;
}

function initial(): Rebuilt {
  return {
    orders: new Map(),
    placedAt: new Map(),
    stock: new Map(),
  };
}

/** The read models not yet registered as projections of their own, folded one event at a time. */
function evolve(rebuilt: Rebuilt, event: LoggedEvent): Rebuilt {
  const { orders, placedAt } = rebuilt;
  rebuilt.stock = evolveStock(rebuilt.stock, event);
  switch (STREAM_TYPE_OF[event.type]) {
    case 'order': {
      const order = event as LoggedEvent & OrderEvent;
      const orderId = order.payload.orderId;
      const before = orders.get(orderId);
      const next = evolveOrder(before, order);
      if (next) orders.set(orderId, next);
      if (next && !before) placedAt.set(orderId, event.occurredAt);
      break;
    }
    case 'product':
    // Read from the log itself (month-close/commands.ts): no table to rebuild. The close's
    // `month_reports` is not compared: the files it rendered that day, no projection of events
    // (month-close/month-report-store.ts).
    case 'month-close':
      break;
  }
  return rebuilt;
}

const BATCH = 10_000;

async function insertJsonRows(sql: Sql, insert: string, rows: readonly unknown[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await sql.query(insert, [JSON.stringify(rows.slice(start, start + BATCH))]);
  }
}

async function writeRebuilt(sql: Sql, rebuilt: Rebuilt): Promise<void> {
  await insertJsonRows(
    sql,
    `insert into replay_stock (product_id, price, available, grams)
     select product_id, price, available, grams
       from jsonb_to_recordset($1::jsonb) as r(product_id integer, price integer, available boolean, grams integer)`,
    [...rebuilt.stock.values()].map((row) => ({
      product_id: row.productId,
      price: row.price,
      available: row.available,
      grams: row.grams,
    })),
  );
}

const TABLES: RebuiltTable[] = [
  { table: 'stock', columns: 'product_id, price, available, grams', key: 'product_id::text' },
];

/**
 * The live orders as one pass reads them, each as [id, member_id, pickup_date, pickup_time,
 * total, grams, observations, lines, status, placed_at], in the text forms the log's reading
 * gives the rebuilt rows (placed_at as occurred_at is printed on that engine).
 */
async function liveOrders(sql: Sql, kind: Database['kind']): Promise<unknown[][]> {
  if (kind === 'postgres') {
    const { rows } = await sql.query<Record<string, unknown>>(
      `select id::text as id, member_id, to_char(pickup_date, 'YYYY-MM-DD') as pickup_date, pickup_time,
              total, grams, observations, lines::text as lines, status, placed_at::text as placed_at
         from orders`,
    );
    return rows.map((row) => [
      row.id,
      row.member_id,
      row.pickup_date,
      row.pickup_time,
      row.total,
      row.grams,
      row.observations,
      JSON.parse(row.lines as string),
      row.status,
      row.placed_at,
    ]);
  }
  const { rows } = await sql.query<{ rows: string }>(
    `select coalesce(json_agg(json_build_array(id, member_id, pickup_date, pickup_time, total, grams,
              observations, lines, status, placed_at)), '[]')::text as rows
       from orders`,
  );
  return JSON.parse(rows[0]?.rows ?? '[]');
}

/** Equal as jsonb compares: objects by their keys whatever the order, a key holding undefined is absent (as in JSON). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  const rightKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return left.length === rightKeys.length && left.every(([key, value]) => sameJson(value, right[key]));
}

/**
 * The orders compared in this process instead of through a fresh table: the largest read model
 * (one row per order), whose INSERT was most of a replay on PGlite. Counted as the SQL comparison
 * counts (`except all`): a row that differs is one only-live and one only-rebuilt.
 */
async function compareOrders(sql: Sql, kind: Database['kind'], rebuilt: Rebuilt): Promise<TableComparison> {
  const live = await liveOrders(sql, kind);
  let onlyLive = 0;
  const sample: string[] = [];
  const matched = new Set<string>();
  for (const row of live) {
    const id = row[0] as string;
    const order = rebuilt.orders.get(id);
    const same =
      order !== undefined &&
      row[1] === order.memberId &&
      row[2] === order.pickupDate &&
      row[3] === order.pickupTime &&
      row[4] === order.total &&
      row[5] === order.grams &&
      row[6] === order.observations &&
      sameJson(row[7], order.lines) &&
      row[8] === order.status &&
      row[9] === rebuilt.placedAt.get(id);
    if (same) {
      matched.add(id);
      continue;
    }
    onlyLive += 1;
    if (sample.length < 5) sample.push(id);
  }
  const onlyRebuilt = rebuilt.orders.size - matched.size;
  for (const id of rebuilt.orders.keys()) {
    if (sample.length >= 5) break;
    if (!matched.has(id) && !sample.includes(id)) sample.push(id);
  }
  return {
    table: 'orders',
    liveRows: live.length,
    rebuiltRows: rebuilt.orders.size,
    onlyLive,
    onlyRebuilt,
    sample,
    equal: onlyLive === 0 && onlyRebuilt === 0,
  };
}

/** Every read model the log rebuilds that is not yet a registered projection: replay's alone. */
export const legacyReadModels = defineProjection<StreamType, Rebuilt>({
  name: 'legacy',
  streams: [...new Set(Object.values(STREAM_TYPE_OF))],
  project: async () => {},
  rebuild: {
    initial,
    evolve,
    tables: TABLES,
    write: writeRebuilt,
    compare: async (sql, kind, rebuilt) => [await compareOrders(sql, kind, rebuilt)],
  },
});
