import { clubNow } from '@club/domain/club-clock';
import type { BillEvent } from '../bills/public.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { OrderEvent } from '../orders/public.ts';
import type { CatalogueEvent } from '../products/public.ts';
import type { ProductEvent } from '../stock/public.ts';

// The events that move stock, each with the business day it counts on: what the monthly balance
// sorts into months and the close's hash covers (decision 030). An order's facts all count on its
// pickup day (placed, delivered, not collected, cancelled), a bill on its day, a harvest, a
// correction and a destruction on theirs. Events written before the days were recorded (a
// StockReceived or StockAdjusted without `date`) and those that move no grams (a product added,
// edited or retired, a price changed) count on the Montevideo day
// they were appended.

export type StockEvent = ProductEvent | CatalogueEvent | OrderEvent | BillEvent;

/** The event types the balance reads: the product, catalogue, order and bill streams. */
export const STOCK_EVENT_TYPES = [
  'ProductListed',
  'ProductAdded',
  'ProductEdited',
  'ProductRetired',
  'StockReceived',
  'StockEdited',
  'StockAdjusted',
  'StockDestroyed',
  'OrderPlaced',
  'OrderDelivered',
  'OrderNotCollected',
  'OrderCancelled',
  'OrderPrepared',
  'OrderHandoverReverted',
  'BillIssued',
] as const satisfies ReadonlyArray<StockEvent['type']>;

// Fails the type check when a product, order or bill event is missing from the list above.
type Missing = Exclude<StockEvent['type'], (typeof STOCK_EVENT_TYPES)[number]>;
export const stockEventTypesComplete: Missing extends never ? true : never = true;

/** A stock event as read from the log, with what the hash and the fold need. */
export type LoggedStockEvent = StockEvent & {
  position: number;
  streamId: string;
  version: number;
  /** ISO 8601. */
  occurredAt: string;
};

export function isStockEvent(event: ClubEvent): event is StockEvent {
  return (STOCK_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** The day (YYYY-MM-DD, Montevideo) an event counts on. */
export function businessDateOf(event: StockEvent, occurredAt: string): string {
  switch (event.type) {
    case 'OrderPlaced':
    case 'OrderDelivered':
    case 'OrderNotCollected':
    case 'OrderCancelled':
    case 'OrderPrepared':
    case 'OrderHandoverReverted':
    case 'BillIssued':
    case 'StockDestroyed':
      return event.payload.date;
    case 'StockReceived':
    case 'StockAdjusted':
      return event.payload.date ?? clubNow(new Date(occurredAt)).date;
    case 'ProductListed':
    case 'ProductAdded':
    case 'ProductEdited':
    case 'ProductRetired':
    case 'StockEdited':
      return clubNow(new Date(occurredAt)).date;
  }
}
