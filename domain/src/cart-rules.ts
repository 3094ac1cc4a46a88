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
