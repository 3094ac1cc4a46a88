import { fillText, orderTexts } from './texts.ts';

// Cart rules shared by the storefront (checks before sending) and the gateway (which re-checks).

/** Grams per product key, as kept in session storage under 'preorder'. */
export type Preorder = Readonly<Record<string, number>>;

export type LimitPeriod = 'month' | 'year';

export interface OrderProblem {
  code: 'LIMITE_POR_PEDIDO' | 'CARRITO_VACIO' | 'FALTA_DIA_HORA';
  message: string;
}

const gramsOf = (value: number | undefined) =>
  Number.isFinite(value) && (value as number) > 0 ? (value as number) : 0;

/** Total grams in the preorder (lines at 0 or below count as none). */
export function cartGrams(preorder: Preorder): number {
  return Object.values(preorder).reduce((sum, grams) => sum + gramsOf(grams), 0);
}

/** Σ price per gram × grams; a key without a price counts 0. */
export function cartTotal(preorder: Preorder, prices: Readonly<Record<string, number>>): number {
  return Object.entries(preorder).reduce((sum, [key, grams]) => sum + (prices[key] ?? 0) * gramsOf(grams), 0);
}

/**
 * Spec §5, in its order: over the monthly cap (40 g by default; no order may carry more), then an
 * empty cart, then a missing day or time.
 */
export function checkOrder(
  order: { grams: number; total: number; date: string; time: string },
  monthlyGramsLimit: number,
): OrderProblem | null {
  if (order.grams > monthlyGramsLimit)
    return {
      code: 'LIMITE_POR_PEDIDO',
      message: fillText(orderTexts.overOrderLimit, { N: monthlyGramsLimit }),
    };
  if (order.total === 0) return { code: 'CARRITO_VACIO', message: orderTexts.emptyCart };
  if (!order.date || !order.time) return { code: 'FALTA_DIA_HORA', message: orderTexts.missingDayOrTime };
  return null;
}

/** 'solo te quedan 15g este mes' / '... este año': the answer to an order over the member's limit. */
export function gramsLeftMessage(n: number, period: LimitPeriod): string {
  return fillText(period === 'month' ? orderTexts.gramsLeftMonth : orderTexts.gramsLeftYear, { N: n });
}

/** 'Te quedan 25 g este mes': shown in the cart before sending. */
export function remainingMessage(n: number): string {
  return fillText(orderTexts.remainingMonth, { N: n });
}
