import { ORDER_DELIVERED, ORDER_NOT_COLLECTED, ORDER_PLACED, type OrderLine } from './events.ts';

// The `orders` read model as a plain function of the order stream's events: the live write
// (service.ts) and a rebuild from the log run this same code.

export type OrderStatus = 'placed' | 'delivered' | 'not_collected';

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

/** Any stored or new event; those this projection does not know leave the row as it is. */
export interface AnyEvent {
  type: string;
  payload: unknown;
}

export function evolveOrder(row: OrderRow | undefined, event: AnyEvent): OrderRow | undefined {
  if (event.type === ORDER_PLACED) {
    const placed = event.payload as {
      orderId: string;
      memberId: number;
      date: string;
      time: string;
      lines: OrderLine[];
      total: number;
      observations: string;
    };
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
  if (row && event.type === ORDER_DELIVERED) return { ...row, status: 'delivered' };
  // No longer counts against the member's month and year (see service.ts gramsUsed).
  if (row && event.type === ORDER_NOT_COLLECTED) return { ...row, status: 'not_collected' };
  return row;
}

/** Rebuilds every order row from events in log order. */
export function projectOrders(events: Iterable<AnyEvent>): Map<string, OrderRow> {
  const rows = new Map<string, OrderRow>();
  for (const event of events) {
    const id = (event.payload as { orderId?: unknown } | null)?.orderId;
    if (typeof id !== 'string') continue;
    const next = evolveOrder(rows.get(id), event);
    if (next) rows.set(id, next);
  }
  return rows;
}
