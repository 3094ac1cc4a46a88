import { type ClubEvent, isStreamEvent, unhandledEvent } from '../kernel/events/club-event.ts';

// A product's stock row (price, availability, grams on hand) as a plain function of events: the
// stock projection's live write (through the ledger) and its rebuild fold the log with it. The row
// starts with the product's ProductAdded (its catalogue stream), which sets its price and
// availability; its retirement takes it off sale. Grams come in with
// `StockReceived` and `StockAdjusted`, go out with `StockDestroyed`, `OrderPlaced` and `BillIssued` and come back
// with `OrderNotCollected`, which the stock side reads by productId rather than writing a second
// event per product (docs/decisions/005-orders-as-events.md).

/** A product's stock row, with the product's key and species it is always shown with. */
export interface StockRow {
  productId: number;
  key: string;
  species: string;
  /** Integer pesos per gram. */
  price: number;
  available: boolean;
  /** Grams on hand. */
  grams: number;
  /** Off the carta for good (ProductRetired); absent while it is not. */
  retired?: true;
}

export type StockState = ReadonlyMap<number, StockRow>;

type Lines = ReadonlyArray<{ productId: number; grams: number }>;

/** Each line's grams in (sign 1) or out (sign -1) of its product. */
function moveLines(state: StockState, lines: Lines, sign: 1 | -1): StockState {
  if (!lines.some((line) => state.has(line.productId))) return state;
  const next = new Map(state);
  for (const line of lines) {
    const row = next.get(line.productId);
    if (row) next.set(line.productId, { ...row, grams: row.grams + sign * line.grams });
  }
  return next;
}

/** The next state; rows of products an event does not touch are shared, not copied. */
export function evolveStock(state: StockState, event: ClubEvent): StockState {
  // Expenses, members, work and task reports never move stock.
  if (!isStreamEvent(event, 'product', 'catalogue', 'order', 'bill')) return state;
  switch (event.type) {
    // A catalogue written before its events had its ProductAdded appended after its stock's own
    // events (the migration of decision 045): the grams it had stay.
    case 'ProductListed':
    case 'ProductAdded': {
      const { productId, key, species, price, available } = event.payload;
      const grams = state.get(productId)?.grams ?? 0;
      return new Map(state).set(productId, { productId, key, species, price, available, grams });
    }
    case 'ProductEdited': {
      const { productId, species } = event.payload;
      const row = state.get(productId);
      if (!row || row.species === species) return state;
      return new Map(state).set(productId, { ...row, species });
    }
    // Retired is off the carta for good: no longer for sale, whatever its grams.
    case 'ProductRetired': {
      const row = state.get(event.payload.productId);
      if (!row) return state;
      return new Map(state).set(row.productId, { ...row, available: false, retired: true });
    }
    case 'StockReceived':
    case 'StockAdjusted':
      return moveLines(state, [event.payload], 1);
    case 'StockDestroyed':
      return moveLines(state, [event.payload], -1);
    case 'StockEdited': {
      const { productId, newPrice, newAvailable } = event.payload;
      const row = state.get(productId);
      if (!row) return state;
      return new Map(state).set(productId, { ...row, price: newPrice, available: newAvailable });
    }
    // A bill (a handover recorded in the bills form) takes its grams out as an order does.
    case 'OrderPlaced':
    case 'BillIssued':
      return moveLines(state, event.payload.lines, -1);
    // An order never picked up, or cancelled, gives its grams back.
    case 'OrderNotCollected':
    case 'OrderCancelled':
    case 'OrderHandoverReverted':
      return moveLines(state, event.payload.lines, 1);
    // A handover hands over what the order already took; packing it moves nothing.
    case 'OrderDelivered':
    case 'OrderPrepared':
      return state;
    default:
      return unhandledEvent(event);
  }
}

/** Rebuilds the stock rows from events in log order. */
export function projectStock(events: Iterable<ClubEvent>, initial: StockState = new Map()): StockState {
  let state = initial;
  for (const event of events) state = evolveStock(state, event);
  return state;
}
