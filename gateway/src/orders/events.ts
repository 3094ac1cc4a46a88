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

export type OrderEvent = OrderPlacedEvent;

export function orderStream(orderId: string): string {
  return `order-${orderId}`;
}
