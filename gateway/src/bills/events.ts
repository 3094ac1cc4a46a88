// The bill stream's one event (stream `bill-<uuid>`): a handover to a member recorded in the bills
// form, outside the online orders. Its lines carry product id, key, species and price per gram of
// that moment, like an order's, so the stock projection takes the grams out and reporting counts
// a dispensation on `date` without reading anything else (docs/decisions/011-finance.md).

export const BILL_ISSUED = 'BillIssued';

export interface BillLine {
  productId: number;
  key: string;
  species: string;
  grams: number;
  /** Integer pesos per gram at the time of the bill. */
  price: number;
}

export interface BillIssued {
  /** uuid; the stream is `bill-<billId>`. */
  billId: string;
  memberId: number;
  /** Day of the handover, YYYY-MM-DD: its month and year are the limits it counts against. */
  date: string;
  lines: BillLine[];
  /** Integer pesos: Σ price × grams. */
  total: number;
}

export interface BillIssuedEvent {
  type: typeof BILL_ISSUED;
  payload: BillIssued;
}

/** The bill stream's one event. */
export type BillEvent = BillIssuedEvent;

export function billStream(billId: string): string {
  return `bill-${billId}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    bill: BillEvent;
  }
}
