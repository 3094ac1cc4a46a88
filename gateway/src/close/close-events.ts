import type { ProductBalance } from './month-balance.ts';

// The monthly close's one event, on the one stream `month-closes` (issue 17): the Responsable
// Técnico signs a month's stock balance. One stream for every month, so the last event says up to
// which month the records are closed, and two closes at once meet at the stream's version.

export const MONTH_CLOSED = 'MonthClosed';

export const MONTH_CLOSES_STREAM = 'month-closes';

/** One product's line of the balance as it was signed, with the RT's reason for a difference (else null). */
export type ClosedProductFigures = ProductBalance & { reason: string | null };

export interface MonthClosed {
  /** YYYY-MM. */
  month: string;
  /** The member who signed (a Responsable Técnico), and their name as it was then. */
  memberId: number;
  signedBy: string;
  products: ClosedProductFigures[];
  /** SHA-256 (hex) of the month's events, as month-hash.ts writes them (decision 030). */
  hash: string;
  /** How many events the hash covers, and the last log position among them (0 when none). */
  events: number;
  lastPosition: number;
}

/** A MonthClosed as read back, with when it was appended. */
export interface SignedClose extends MonthClosed {
  /** ISO 8601: the event's occurred_at. */
  closedAt: string;
}

export interface MonthClosedEvent {
  type: typeof MONTH_CLOSED;
  payload: MonthClosed;
}

export type MonthCloseEvent = MonthClosedEvent;
