/** What the cart hands the confirmation page of the order just accepted. */
export interface PlacedOrder {
  /** Pickup day, YYYY-MM-DD. */
  date: string;
  /** Pickup slot, HH:MM. */
  time: string;
  /** Integer pesos. */
  total: number;
  lines: ReadonlyArray<{ key: string; species: string; grams: number; price: number }>;
}

/** The order in a navigation's state, or null (the page opened on its own, or by an older cart). */
export function placedOrderIn(state: unknown): PlacedOrder | null {
  const placed = (state as { placed?: PlacedOrder } | null)?.placed;
  return placed && typeof placed.date === 'string' && Array.isArray(placed.lines) ? placed : null;
}
