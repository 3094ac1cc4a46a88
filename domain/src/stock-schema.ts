import * as z from 'zod/mini';
import { fillText } from './fill-text.ts';
import { checkRules, rule } from './rule-schema.ts';
import {
  ADJUSTMENT_REASON_MAX_LENGTH,
  MAX_PRICE,
  parseWholeNumber,
  type StockProblem,
} from './stock-rules.ts';
import { texts } from './texts.ts';

// Stock editing rules (spec §2 "Stock"), for the back office's modal and the gateway alike.

type Code = StockProblem['code'];

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** A price field: whole pesos per gram in 1..MAX_PRICE (the stock modal's and the product form's). */
export const priceField = z.unknown().check(
  rule<unknown, Code>(
    'PRECIO_INVALIDO',
    texts.stockAdmin.invalidPrice,
    (price) => isWhole(price) && price > 0,
  ),
  rule<unknown, Code>(
    'PRECIO_INVALIDO',
    fillText(texts.stockAdmin.priceTooHigh, { max: MAX_PRICE }),
    (price) => (price as number) <= MAX_PRICE,
  ),
);

/** A price: whole pesos per gram in 1..MAX_PRICE. */
export const stockPriceSchema = z.looseObject({ price: priceField });

/** A correction of the grams on hand: a non-zero whole number of grams and a reason. */
export const stockAdjustmentSchema = z.object({
  grams: z
    .unknown()
    .check(
      rule<unknown, Code>(
        'AJUSTE_INVALIDO',
        texts.stockAdmin.invalidAdjustment,
        (grams) => isWhole(grams) && grams !== 0,
      ),
    ),
  reason: z.unknown().check(
    rule<unknown, Code>(
      'MOTIVO_INVALIDO',
      texts.stockAdmin.reasonRequired,
      (reason) => typeof reason === 'string' && reason.trim() !== '',
    ),
    rule<unknown, Code>(
      'MOTIVO_INVALIDO',
      fillText(texts.stockAdmin.reasonTooLong, { max: ADJUSTMENT_REASON_MAX_LENGTH }),
      (reason) => (reason as string).trim().length <= ADJUSTMENT_REASON_MAX_LENGTH,
    ),
  ),
});

function problemOf(schema: z.ZodMiniType, input: unknown): StockProblem | null {
  const checked = checkRules<z.ZodMiniType, Code>(schema, input);
  return checked.ok ? null : { code: checked.problem.code, message: checked.problem.message };
}

/** Why a price is refused, or null. */
export function priceProblem(price: unknown): StockProblem | null {
  return problemOf(stockPriceSchema, { price });
}

/** Why a stock correction is refused, or null. */
export function adjustmentProblem(grams: unknown, reason: unknown): StockProblem | null {
  return problemOf(stockAdjustmentSchema, { grams, reason });
}

/** The modal's price and availability as typed; the price must be a whole number. */
export const stockEditFormSchema = z.pipe(
  z.object({ price: z.string(), available: z.boolean() }),
  z.pipe(
    z.transform(
      ({ price, available }: { price: string; available: boolean }): z.input<typeof stockPriceSchema> => ({
        price: parseWholeNumber(price),
        available,
      }),
    ),
    z.pipe(
      stockPriceSchema,
      z.transform((edit) => ({ price: edit.price as number, available: edit.available as boolean })),
    ),
  ),
);

/** The modal's correction as typed: grams as a whole number, the reason trimmed. */
export const stockAdjustmentFormSchema = z.pipe(
  z.object({ grams: z.string(), reason: z.string() }),
  z.pipe(
    z.transform(
      ({ grams, reason }: { grams: string; reason: string }): z.input<typeof stockAdjustmentSchema> => ({
        grams: parseWholeNumber(grams),
        reason,
      }),
    ),
    z.pipe(
      stockAdjustmentSchema,
      z.transform((change) => ({ grams: change.grams as number, reason: (change.reason as string).trim() })),
    ),
  ),
);
