// Stock editing: limits and how a number field reads. The rules the modal and the gateway share
// are a schema: stock-schema.ts.

/** Integer pesos per gram; far above any real price, and Σ price × 40 g stays an int4. */
export const MAX_PRICE = 100_000;
export const ADJUSTMENT_REASON_MAX_LENGTH = 250;

/** An input refused: a stable code and the Spanish text to show. */
export interface StockProblem {
  code: 'PRECIO_INVALIDO' | 'AJUSTE_INVALIDO' | 'MOTIVO_INVALIDO';
  message: string;
}

/** What a number field holds (price, grams), as a whole number: '' and '12,5' and 'abc' give NaN (then refused). */
export function parseWholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
