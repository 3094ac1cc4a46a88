import { monthRange } from '@club/domain/calendar-month';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { evolveStock, type StockState } from '../stock/public.ts';
import { businessDateOf, type LoggedStockEvent, type StockEvent } from './business-dates.ts';
import type { ProductBalance } from './events.ts';

// The monthly balance as a pure function of the stock events: for each product and
// month, opening + received ± adjusted − dispensed − destroyed − pending = closing, set beside the
// ledger, i.e. the stock the stock projection (evolveStock, the function every live write and replay
// use) gives from the same events up to the month's end. Each event counts in the month of its
// business day (dated-events.ts). Decision 030.

export type { ProductBalance };

export interface MonthBalance {
  /** YYYY-MM. */
  month: string;
  products: ProductBalance[];
  /** The events that count in the month, in log order: what the close hashes. */
  events: LoggedStockEvent[];
}

type Figure = 'received' | 'adjusted' | 'dispensed' | 'destroyed' | 'pending';

/** What an event adds to which figure of which product. */
export function movementsOf(event: StockEvent): Array<{ productId: number; figure: Figure; grams: number }> {
  const lines = (figure: Figure, sign: 1 | -1, items: ReadonlyArray<{ productId: number; grams: number }>) =>
    items.map((line) => ({ productId: line.productId, figure, grams: sign * line.grams }));
  switch (event.type) {
    case 'ProductListed':
    case 'ProductAdded':
    case 'ProductEdited':
    case 'ProductRetired':
    case 'StockEdited':
    case 'OrderPrepared':
      return [];
    case 'StockReceived':
      return lines('received', 1, [event.payload]);
    case 'StockAdjusted':
      return lines('adjusted', 1, [event.payload]);
    case 'StockDestroyed':
      return lines('destroyed', 1, [event.payload]);
    case 'BillIssued':
      return lines('dispensed', 1, event.payload.lines);
    case 'OrderPlaced':
      return lines('pending', 1, event.payload.lines);
    case 'OrderDelivered':
      return [...lines('pending', -1, event.payload.lines), ...lines('dispensed', 1, event.payload.lines)];
    case 'OrderNotCollected':
    case 'OrderCancelled':
      return lines('pending', -1, event.payload.lines);
    // A handover undone: the grams were never dispensed, and are back on hand.
    case 'OrderHandoverReverted':
      return lines('dispensed', -1, event.payload.lines);
    default:
      return unhandledEvent(event);
  }
}

const monthOf = (date: string) => date.slice(0, 7);

/** The month after YYYY-MM. */
export function nextMonth(month: string): string {
  return monthRange(month).to.slice(0, 7);
}

/**
 * Every month from the first one with a stock event up to `through` (YYYY-MM), oldest first.
 * Events dated after `through` (orders for a later pickup) count in none of them.
 */
export function monthBalances(events: readonly LoggedStockEvent[], through: string): MonthBalance[] {
  const byMonth = new Map<string, LoggedStockEvent[]>();
  // Every listed product has a row from the start, so a harvest dated before its listing counts.
  let ledger: StockState = new Map();
  for (const event of [...events].sort((a, b) => a.position - b.position)) {
    if (event.type === 'ProductListed' || event.type === 'ProductAdded') ledger = evolveStock(ledger, event);
    const month = monthOf(businessDateOf(event, event.occurredAt));
    if (month > through) continue;
    const list = byMonth.get(month);
    if (list) list.push(event);
    else byMonth.set(month, [event]);
  }
  const first = [...byMonth.keys()].sort()[0] ?? through;
  const balances: MonthBalance[] = [];
  let closingBefore = new Map<number, number>();
  for (let month = first; month <= through; month = nextMonth(month)) {
    const monthEvents = byMonth.get(month) ?? [];
    const figures = new Map<number, Record<Figure, number>>();
    for (const event of monthEvents) {
      ledger = evolveStock(ledger, event);
      for (const { productId, figure, grams } of movementsOf(event)) {
        const row = figures.get(productId) ?? {
          received: 0,
          adjusted: 0,
          dispensed: 0,
          destroyed: 0,
          pending: 0,
        };
        row[figure] += grams;
        figures.set(productId, row);
      }
    }
    const products: ProductBalance[] = [];
    const closings = new Map<number, number>();
    for (const row of [...ledger.values()].sort((a, b) => a.productId - b.productId)) {
      const f = figures.get(row.productId) ?? {
        received: 0,
        adjusted: 0,
        dispensed: 0,
        destroyed: 0,
        pending: 0,
      };
      const opening = closingBefore.get(row.productId) ?? 0;
      const closing = opening + f.received + f.adjusted - f.dispensed - f.destroyed - f.pending;
      closings.set(row.productId, closing);
      products.push({
        productId: row.productId,
        key: row.key,
        species: row.species,
        opening,
        ...f,
        closing,
        ledger: row.grams,
        difference: row.grams - closing,
      });
    }
    balances.push({ month, products, events: monthEvents });
    closingBefore = closings;
  }
  return balances;
}
