import { fillText, texts } from './texts.ts';

// Stock editing rules shared by the back office's modal (checks before sending) and the
// gateway (which decides again): one rule, one Spanish message.

/** Integer pesos per gram; far above any real price, and Σ price × 40 g stays an int4. */
export const MAX_PRICE = 100_000;
export const ADJUSTMENT_REASON_MAX_LENGTH = 250;

/** An input refused: a stable code and the Spanish text to show. */
export interface StockProblem {
  code: 'PRECIO_INVALIDO' | 'AJUSTE_INVALIDO' | 'MOTIVO_INVALIDO';
  message: string;
}

/** Why a price is refused, or null when it is a whole number of pesos in 1..MAX_PRICE. */
export function priceProblem(price: unknown): StockProblem | null {
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price <= 0) {
    return { code: 'PRECIO_INVALIDO', message: texts.stockAdmin.invalidPrice };
  }
  if (price > MAX_PRICE) {
    return { code: 'PRECIO_INVALIDO', message: fillText(texts.stockAdmin.priceTooHigh, { max: MAX_PRICE }) };
  }
  return null;
}

/** What a number field holds (price, grams), as a whole number: '' and '12,5' and 'abc' give NaN (then refused). */
export function parseWholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Why a stock correction is refused, or null: a non-zero whole number of grams and a reason. */
export function adjustmentProblem(grams: unknown, reason: unknown): StockProblem | null {
  if (typeof grams !== 'number' || !Number.isSafeInteger(grams) || grams === 0) {
    return { code: 'AJUSTE_INVALIDO', message: texts.stockAdmin.invalidAdjustment };
  }
  if (typeof reason !== 'string' || reason.trim() === '') {
    return { code: 'MOTIVO_INVALIDO', message: texts.stockAdmin.reasonRequired };
  }
  if (reason.trim().length > ADJUSTMENT_REASON_MAX_LENGTH) {
    return {
      code: 'MOTIVO_INVALIDO',
      message: fillText(texts.stockAdmin.reasonTooLong, { max: ADJUSTMENT_REASON_MAX_LENGTH }),
    };
  }
  return null;
}
