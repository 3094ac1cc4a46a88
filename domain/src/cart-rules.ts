import { fillText } from './fill-text.ts';
import { orderTexts } from './texts.ts';

// Cart figures shared by the storefront and the gateway. The rules an order is held to are a
// schema, order-schema.ts, kept apart: the first view imports this file.

/** Grams per product key, as kept in session storage under 'preorder'. */
export type Preorder = Readonly<Record<string, number>>;

export type LimitPeriod = 'month' | 'year';

export interface OrderProblem {
  code: 'LIMITE_POR_PEDIDO' | 'CARRITO_VACIO' | 'FALTA_DIA_HORA' | 'OBSERVACIONES_LARGAS';
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

/** 'solo te quedan 15g este mes' / '... este año': the answer to an order over the member's limit. */
export function gramsLeftMessage(n: number, period: LimitPeriod): string {
  return fillText(period === 'month' ? orderTexts.gramsLeftMonth : orderTexts.gramsLeftYear, { N: n });
}

/** 'Te quedan 25 g este mes': shown in the cart before sending. */
export function remainingMessage(n: number): string {
  return fillText(orderTexts.remainingMonth, { N: n });
}
