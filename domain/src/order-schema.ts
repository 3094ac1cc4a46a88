import * as z from 'zod/mini';
import type { OrderProblem } from './cart-rules.ts';
import { fillText } from './fill-text.ts';
import { COMMENTS_MAX_LENGTH } from './limits.ts';
import { orderTexts } from './order-texts.ts';
import { rule } from './rule-schema.ts';

// An order's rules (spec §5 "Order submit", §9), for the cart and the gateway alike. Apart from
// cart-rules.ts, which the first view imports: zod stays out of it (docs/decisions/027).

type Code = OrderProblem['code'];

const chosen = z
  .string()
  .check(rule<string, Code>('FALTA_DIA_HORA', orderTexts.missingDayOrTime, (value) => value !== ''));

/**
 * Spec §5, in its order, on the order's figures: over the monthly cap (40 g by default; no order
 * may carry more), then an empty cart, then a missing day or time; then the comments' length.
 */
export function orderSchema(monthlyGramsLimit: number) {
  return z.object({
    grams: z
      .number()
      .check(
        rule<number, Code>(
          'LIMITE_POR_PEDIDO',
          fillText(orderTexts.overOrderLimit, { N: monthlyGramsLimit }),
          (grams) => grams <= monthlyGramsLimit,
        ),
      ),
    total: z
      .number()
      .check(rule<number, Code>('CARRITO_VACIO', orderTexts.emptyCart, (total) => total !== 0)),
    date: chosen,
    time: chosen,
    observations: z
      .string()
      .check(
        rule<string, Code>(
          'OBSERVACIONES_LARGAS',
          orderTexts.observationsTooLong,
          (text) => text.length <= COMMENTS_MAX_LENGTH,
        ),
      ),
  });
}

/** The cart's form (day, time, comments) with the cart's own figures, under the same rules. */
export function orderFormSchema(monthlyGramsLimit: number, cart: { grams: number; total: number }) {
  const order = orderSchema(monthlyGramsLimit);
  return z.pipe(
    z.object({ date: z.string(), time: z.string(), observations: z.string() }),
    z.pipe(
      z.transform(
        (fields: { date: string; time: string; observations: string }): z.input<typeof order> => ({
          ...cart,
          ...fields,
        }),
      ),
      order,
    ),
  );
}
