import { type Sql, sendLater } from '@club/db/connection';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import type { OrderEvent, OrderLine } from './events.ts';

// The `orders` read model as a plain function of the order stream's events: the live write
// (the command pipeline) and a rebuild from the log run this same code.

export type OrderStatus = 'placed' | 'delivered' | 'not_collected' | 'cancelled';

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
}

export function evolveOrder(row: OrderRow | undefined, event: OrderEvent): OrderRow | undefined {
  switch (event.type) {
    case 'OrderPlaced': {
      const placed = event.payload;
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
      };
    }
    case 'OrderDelivered':
      return row && { ...row, status: 'delivered' };
    // No longer counts against the member's month and year (limits/grams-used.ts).
    case 'OrderNotCollected':
      return row && { ...row, status: 'not_collected' };
    // Neither does a cancelled one.
    case 'OrderCancelled':
      return row && { ...row, status: 'cancelled' };
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

/**
 * Writes the order row that `events` leave of `before` (undefined: a new order). The row's
 * placed_at is now() of the transaction, the time of its first event.
 */
export async function saveOrderRows(
  tx: Sql,
  before: OrderRow | undefined,
  events: readonly OrderEvent[],
): Promise<OrderRow | undefined> {
  const after = events.reduce(evolveOrder, before);
  if (!after || after === before) return after;
  if (before === undefined) {
    await sendLater(
      tx,
      `insert into orders (id, member_id, pickup_date, pickup_time, total, grams, observations, lines, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
      [
        after.id,
        after.memberId,
        after.pickupDate,
        after.pickupTime,
        after.total,
        after.grams,
        after.observations,
        JSON.stringify(after.lines),
        after.status,
      ],
    );
  } else {
    // After its first event only the status changes.
    await sendLater(tx, 'update orders set status = $2 where id = $1::uuid', [after.id, after.status]);
  }
  return after;
}
