// The order stream's events (stream `order-<uuid>`). The payload is the fact as the member placed
// it: product ids with the key, species and price per gram of that moment, so the order reads the
// same whatever the catalogue becomes. The stock projection also consumes `OrderPlaced` by
// productId (docs/decisions/005-orders-as-events.md).

export const ORDER_PLACED = 'OrderPlaced';

export interface OrderLine {
  productId: number;
  key: string;
  species: string;
  grams: number;
  /** Integer pesos per gram at the time of the order. */
  price: number;
}

export interface OrderPlaced {
  /** uuid; the stream is `order-<orderId>`. */
  orderId: string;
  memberId: number;
  /** Pickup day, YYYY-MM-DD. */
  date: string;
  /** Pickup slot, HH:MM (Montevideo). */
  time: string;
  lines: OrderLine[];
  /** Integer pesos: Σ price × grams. */
  total: number;
  observations: string;
}

export interface OrderPlacedEvent {
  type: typeof ORDER_PLACED;
  payload: OrderPlaced;
}

// The handover, recorded by an admin from /admin/orders, only from status 'placed'. Each carries
// the order's lines, so the stock and reporting projections read the fact alone.
export const ORDER_DELIVERED = 'OrderDelivered';
export const ORDER_NOT_COLLECTED = 'OrderNotCollected';

/** How the person at the counter was known to be the member, and who checked their document. */
export interface CounterCheck {
  /** The dispenser's member id. */
  checkedBy: number;
  method: 'card' | 'cedula';
  /** When the card was scanned or the cédula typed (ISO instant). */
  identifiedAt: string;
  /** When the dispenser, having ticked 'Documento verificado', handed the order over (ISO instant). */
  documentCheckedAt: string;
}

/** The member took the order: a dispensation on the pickup day `date`. */
export interface OrderDelivered {
  orderId: string;
  memberId: number;
  date: string;
  lines: OrderLine[];
  total: number;
  /** Present when handed over at the counter; absent from /admin/orders' 'Entregado' and older events. */
  check?: CounterCheck;
}

/** The member never came: the grams go back to stock and no longer count against the month. */
export interface OrderNotCollected {
  orderId: string;
  memberId: number;
  date: string;
  lines: OrderLine[];
}

export interface OrderDeliveredEvent {
  type: typeof ORDER_DELIVERED;
  payload: OrderDelivered;
}

export interface OrderNotCollectedEvent {
  type: typeof ORDER_NOT_COLLECTED;
  payload: OrderNotCollected;
}

export const ORDER_CANCELLED = 'OrderCancelled';

/** Called off before the pickup, by the member or by an admin: the grams go back to stock and to the member. */
export interface OrderCancelled {
  orderId: string;
  memberId: number;
  date: string;
  lines: OrderLine[];
  by: 'member' | 'admin';
  /** An admin's reason; null when the member cancelled. */
  reason: string | null;
}

export interface OrderCancelledEvent {
  type: typeof ORDER_CANCELLED;
  payload: OrderCancelled;
}

// Packed and waiting at the counter: the order stays pending (it can still be handed over, not
// collected or cancelled) and its member is told it is ready. It moves no grams.
export const ORDER_PREPARED = 'OrderPrepared';

export interface OrderPrepared {
  orderId: string;
  memberId: number;
  /** The pickup day, YYYY-MM-DD: the day the order's facts count on. */
  date: string;
}

export interface OrderPreparedEvent {
  type: typeof ORDER_PREPARED;
  payload: OrderPrepared;
}

// A handover recorded by mistake, put right: the order closes as never handed over, its grams go
// back to stock and no longer count against the member. Allowed until the pickup day's month is
// closed; `by` is the member id of whoever undid it (the log's actor says so too).
export const ORDER_HANDOVER_REVERTED = 'OrderHandoverReverted';

export interface OrderHandoverReverted {
  orderId: string;
  memberId: number;
  date: string;
  lines: OrderLine[];
  total: number;
  by: number;
  reason: string;
}

export interface OrderHandoverRevertedEvent {
  type: typeof ORDER_HANDOVER_REVERTED;
  payload: OrderHandoverReverted;
}

export type OrderEvent =
  | OrderPlacedEvent
  | OrderDeliveredEvent
  | OrderNotCollectedEvent
  | OrderCancelledEvent
  | OrderPreparedEvent
  | OrderHandoverRevertedEvent;

export function orderStream(orderId: string): string {
  return `order-${orderId}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    order: OrderEvent;
  }
}
