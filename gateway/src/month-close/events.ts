// The monthly close's one event, on the one stream `month-closes`: the Responsable
// Técnico signs a month's stock balance. One stream for every month, so the last event says up to
// which month the records are closed, and two closes at once meet at the stream's version.

export const MONTH_CLOSED = 'MonthClosed';

export { MONTH_CLOSES_STREAM } from '../kernel/commands/open-months.ts';

/** One product's figures for one month, in grams. */
export interface ProductBalance {
  productId: number;
  key: string;
  species: string;
  /** The closing of the month before (0 before the first). */
  opening: number;
  /** Harvests and loaded stock (StockReceived; negative when a harvest was corrected down). */
  received: number;
  /** Corrections, signed (StockAdjusted). */
  adjusted: number;
  /** Handed over to members: orders delivered and bills. */
  dispensed: number;
  destroyed: number;
  /** Reserved by orders of the month not yet delivered, not collected or cancelled. */
  pending: number;
  closing: number;
  /** The stock projection's grams after every event of the month and before. */
  ledger: number;
  /** ledger − closing: 0 when every movement is accounted for. */
  difference: number;
}

/** One product's line of the balance as it was signed, with the RT's reason for a difference (else null). */
export type ClosedProductFigures = ProductBalance & { reason: string | null };

export interface MonthClosed {
  /** YYYY-MM. */
  month: string;
  /**
   * The member who signed (a Responsable Técnico), by id only: their name is personal data and is
   * read from `members` when shown (decision 043).
   */
  memberId: number;
  products: ClosedProductFigures[];
  /** SHA-256 (hex) of the month's events, as month-hash.ts writes them (decision 030). */
  hash: string;
  /** How many events the hash covers, and the last log position among them (0 when none). */
  events: number;
  lastPosition: number;
}

/** A MonthClosed as read back, with when it was appended and who signed it. */
export interface SignedClose extends MonthClosed {
  /** ISO 8601: the event's occurred_at. */
  closedAt: string;
  /** The signer's name as `members` holds it now (a forgotten member's placeholder once forgotten). */
  signedBy: string;
}

export interface MonthClosedEvent {
  type: typeof MONTH_CLOSED;
  payload: MonthClosed;
}

export type MonthCloseEvent = MonthClosedEvent;

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    'month-close': MonthCloseEvent;
  }
}
