import type { Sql } from '@club/db/connection';
import { type LoggedEvent, selectEvents } from '../kernel/events/event-log.ts';
import { evolveStock, type StockState } from './stock-rows.ts';

// A product's history from the log: its own streams (added, edited and retired on its catalogue
// stream; listed, received, edited, adjusted on its stock stream) and the
// order events whose lines name it, folded through the stock projection itself, so each entry
// shows the figures after it exactly as the read model had them.

export type StockHistoryEntry = LoggedEvent & {
  productId: number;
  /** Grams this event added (positive) or took (negative). */
  gramsChange: number;
  gramsAfter: number;
  priceAfter: number;
  availableAfter: boolean;
  /** Set when the event changed the price / the availability. */
  priceBefore: number | null;
  availableBefore: boolean | null;
  /** StockAdjusted's reason. */
  reason: string | null;
  /** For order events. */
  orderId: string | null;
};

export const STOCK_HISTORY_MAX = 500;

/** Newest first, at most `limit` entries (the fold always starts at the first event). */
export async function stockHistory(sql: Sql, productId: number, limit = 50): Promise<StockHistoryEntry[]> {
  if (!Number.isSafeInteger(productId) || productId <= 0) return [];
  const events = await selectEvents(
    sql,
    `e.position in (select position from events where stream_id = $1
                    union all
                    select position from events
                     where stream_id = (select 'catalogue-' || key from products where id = $3)
                    union all
                    select position from events where payload -> 'lines' @> $2::jsonb)`,
    [`product-${productId}`, JSON.stringify([{ productId }]), productId],
  );
  const entries: StockHistoryEntry[] = [];
  let state: StockState = new Map();
  for (const event of events) {
    const before = state.get(productId);
    state = evolveStock(state, event);
    const after = state.get(productId);
    if (!after) continue;
    const gramsChange = after.grams - (before?.grams ?? 0);
    const ownStream = event.streamId === `product-${productId}` || event.streamId.startsWith('catalogue-');
    // Order events that move no grams (a delivery) are not stock history.
    if (!ownStream && gramsChange === 0) continue;
    const payload = (event.payload ?? {}) as { reason?: unknown; orderId?: unknown };
    entries.push({
      ...event,
      productId,
      gramsChange,
      gramsAfter: after.grams,
      priceAfter: after.price,
      availableAfter: after.available,
      priceBefore: before && before.price !== after.price ? before.price : null,
      availableBefore: before && before.available !== after.available ? before.available : null,
      reason: typeof payload.reason === 'string' ? payload.reason : null,
      orderId: typeof payload.orderId === 'string' ? payload.orderId : null,
    });
  }
  const bounded = Math.min(Math.max(1, Math.trunc(limit)), STOCK_HISTORY_MAX);
  return entries.reverse().slice(0, bounded);
}
