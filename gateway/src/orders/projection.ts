import { type Database, type Sql, sendLater } from '@club/db/connection';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection, type LoggedEvent, type TableComparison } from '../kernel/events/projections.ts';
import type { OrderEvent, OrderLine, OrderPlaced, OrderPlacedEvent, OrderPreparedEvent } from './events.ts';

// The `orders` read model as a plain function of the order stream's events: the live write
// (the command pipeline, through the projection registry) and a rebuild from the log run this
// same code.

export type OrderStatus = 'placed' | 'delivered' | 'not_collected' | 'cancelled' | 'reverted';

export interface OrderRow {
  id: string;
  memberId: number;
  pickupDate: string;
  pickupTime: string;
  total: number;
  /** Σ grams of the lines: what counts against the member's limits. */
  grams: number;
  observations: string;
  lines: OrderLine[];
  status: OrderStatus;
  /** Packed and waiting at the counter ('Listo para retirar'); stays true once handed over. */
  prepared: boolean;
}

export function evolveOrder(row: OrderRow | undefined, event: OrderEvent): OrderRow | undefined {
  if (event.type === 'OrderPlaced') return placedRow(event.payload);
  if (event.type === 'OrderPrepared') return row && { ...row, prepared: true };
  return row && { ...row, status: statusAfter(event) };
}

function placedRow(placed: OrderPlaced): OrderRow {
  return {
    id: placed.orderId,
    memberId: placed.memberId,
    pickupDate: placed.date,
    pickupTime: placed.time,
    total: placed.total,
    grams: placed.lines.reduce((sum, line) => sum + line.grams, 0),
    observations: placed.observations,
    lines: placed.lines,
    status: 'placed',
    prepared: false,
  };
}

/** The status an order's later fact leaves it in. */
function statusAfter(event: Exclude<OrderEvent, OrderPlacedEvent | OrderPreparedEvent>): OrderStatus {
  switch (event.type) {
    case 'OrderDelivered':
      return 'delivered';
    // No longer counts against the member's month and year (limits/grams-used.ts).
    case 'OrderNotCollected':
      return 'not_collected';
    // Neither does a cancelled one.
    case 'OrderCancelled':
      return 'cancelled';
    // Nor one whose handover was undone: it closes as never handed over.
    case 'OrderHandoverReverted':
      return 'reverted';
    default:
      return unhandledEvent(event);
  }
}

/** Rebuilds every order row from its stream's events in log order. */
export function projectOrders(events: Iterable<OrderEvent>): Map<string, OrderRow> {
  const rows = new Map<string, OrderRow>();
  for (const event of events) {
    const id = event.payload.orderId;
    const next = evolveOrder(rows.get(id), event);
    if (next) rows.set(id, next);
  }
  return rows;
}

/** Writes what one command's order events change: the row of a new order, or an order's status. */
async function saveOrderRows(tx: Sql, events: readonly OrderEvent[]): Promise<void> {
  for (const event of events) {
    if (event.type === 'OrderPrepared') {
      await sendLater(tx, 'update orders set prepared = true where id = $1::uuid', [event.payload.orderId]);
      continue;
    }
    if (event.type !== 'OrderPlaced') {
      // After its first event only the status (and whether it is packed) changes.
      await sendLater(tx, 'update orders set status = $2 where id = $1::uuid', [
        event.payload.orderId,
        statusAfter(event),
      ]);
      continue;
    }
    const row = placedRow(event.payload);
    // placed_at is left to its default, now() of this transaction: the event's occurred_at.
    await sendLater(
      tx,
      `insert into orders (id, member_id, pickup_date, pickup_time, total, grams, observations, lines, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
      [
        row.id,
        row.memberId,
        row.pickupDate,
        row.pickupTime,
        row.total,
        row.grams,
        row.observations,
        JSON.stringify(row.lines),
        row.status,
      ],
    );
  }
}

interface RebuiltOrders {
  orders: Map<string, OrderRow>;
  /** placed_at of each order: now() of the transaction that appended its first event, i.e. that event's occurred_at. */
  placedAt: Map<string, string>;
}

function evolveRebuilt(rebuilt: RebuiltOrders, event: LoggedEvent<OrderEvent>): RebuiltOrders {
  const orderId = event.payload.orderId;
  const before = rebuilt.orders.get(orderId);
  const next = evolveOrder(before, event);
  if (next) rebuilt.orders.set(orderId, next);
  if (next && !before) rebuilt.placedAt.set(orderId, event.occurredAt);
  return rebuilt;
}

/**
 * The live orders as one pass reads them, each as [id, member_id, pickup_date, pickup_time,
 * total, grams, observations, lines, status, placed_at, prepared], in the text forms the log's reading
 * gives the rebuilt rows (placed_at as occurred_at is printed on that engine).
 */
async function liveOrders(sql: Sql, kind: Database['kind']): Promise<unknown[][]> {
  if (kind === 'postgres') {
    const { rows } = await sql.query<Record<string, unknown>>(
      `select id::text as id, member_id, to_char(pickup_date, 'YYYY-MM-DD') as pickup_date, pickup_time,
              total, grams, observations, lines::text as lines, status, placed_at::text as placed_at, prepared
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
      row.prepared,
    ]);
  }
  const { rows } = await sql.query<{ rows: string }>(
    `select coalesce(json_agg(json_build_array(id, member_id, pickup_date, pickup_time, total, grams,
              observations, lines, status, placed_at, prepared)), '[]')::text as rows
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
async function compareOrders(
  sql: Sql,
  kind: Database['kind'],
  rebuilt: RebuiltOrders,
): Promise<TableComparison> {
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
      row[9] === rebuilt.placedAt.get(id) &&
      row[10] === order.prepared;
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

export const ordersProjection = defineProjection({
  name: 'orders',
  streams: ['order'],
  project: saveOrderRows,
  rebuild: {
    initial: (): RebuiltOrders => ({ orders: new Map(), placedAt: new Map() }),
    evolve: evolveRebuilt,
    tables: [],
    write: async () => {},
    compare: async (sql, kind, rebuilt) => [await compareOrders(sql, kind, rebuilt)],
  },
});
