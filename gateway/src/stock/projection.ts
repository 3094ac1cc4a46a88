// The `stock` read model (price, availability, grams on hand) as a plain function of events,
// used by the live writes and by a rebuild from the log alike. Grams come in with
// `StockReceived` and go out with `OrderPlaced` and `BillIssued`, which the stock side consumes by productId
// rather than writing a second event per product (docs/decisions/005-orders-as-events.md).

export interface StockRow {
  productId: number;
  price: number;
  available: boolean;
  grams: number;
}

export type StockState = ReadonlyMap<number, StockRow>;

export interface AnyEvent {
  type: string;
  payload: unknown;
}

interface ProductListed {
  productId: number;
  price: number;
  available: boolean;
}
interface StockReceived {
  productId: number;
  grams: number;
}
interface StockEditedPrices {
  productId: number;
  newPrice: number;
  newAvailable: boolean;
}
interface OrderPlacedLines {
  lines: Array<{ productId: number; grams: number }>;
}

/** The next state; rows of products an event does not touch are shared, not copied. */
export function evolveStock(state: StockState, event: AnyEvent): StockState {
  switch (event.type) {
    case 'ProductListed': {
      const { productId, price, available } = event.payload as ProductListed;
      const grams = state.get(productId)?.grams ?? 0;
      return new Map(state).set(productId, { productId, price, available, grams });
    }
    case 'StockReceived': {
      const { productId, grams } = event.payload as StockReceived;
      const row = state.get(productId);
      if (!row) return state;
      return new Map(state).set(productId, { ...row, grams: row.grams + grams });
    }
    // A bill (a handover recorded in the bills form) takes its grams out as an order does.
    case 'OrderPlaced':
    case 'BillIssued': {
      const next = new Map(state);
      for (const line of (event.payload as OrderPlacedLines).lines) {
        const row = next.get(line.productId);
        if (row) next.set(line.productId, { ...row, grams: row.grams - line.grams });
      }
      return next;
    }
    case 'StockEdited': {
      const { productId, newPrice, newAvailable } = event.payload as StockEditedPrices;
      const row = state.get(productId);
      if (!row) return state;
      return new Map(state).set(productId, { ...row, price: newPrice, available: newAvailable });
    }
    case 'StockAdjusted': {
      const { productId, grams } = event.payload as StockReceived;
      const row = state.get(productId);
      if (!row) return state;
      return new Map(state).set(productId, { ...row, grams: row.grams + grams });
    }
    // An order never picked up gives its grams back.
    case 'OrderNotCollected': {
      const next = new Map(state);
      for (const line of (event.payload as OrderPlacedLines).lines) {
        const row = next.get(line.productId);
        if (row) next.set(line.productId, { ...row, grams: row.grams + line.grams });
      }
      return next;
    }
    default:
      return state;
  }
}

/** Rebuilds the stock rows from events in log order. */
export function projectStock(events: Iterable<AnyEvent>, initial: StockState = new Map()): StockState {
  let state = initial;
  for (const event of events) state = evolveStock(state, event);
  return state;
}
