import { ORDER_FIELDS } from '@club/domain/products';
import { texts } from '@club/domain/texts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import type { PlaceOrderInput } from './commands.ts';

const NAMED_FIELDS = new Set<string>(ORDER_FIELDS);

/**
 * The spec's `POST /submitorder` body: `{ date, time, total, observations, <productKey>: grams, ... }`.
 * Every other key must be a product key with integer grams (unknown products are refused by
 * the decision; keys at 0 g are ignored there).
 */
export function parseSubmitOrder(
  body: Record<string, unknown>,
): { ok: true; input: PlaceOrderInput } | { ok: false; error: Refusal } {
  const invalid = {
    ok: false as const,
    error: { code: 'DATOS_INVALIDOS' as const, message: texts.order.invalidOrder },
  };
  const text = (value: unknown) => (value === undefined || value === null ? '' : value);
  const date = text(body.date);
  const time = text(body.time);
  const observations = text(body.observations);
  const total = body.total;
  if (typeof date !== 'string' || typeof time !== 'string' || typeof observations !== 'string')
    return invalid;
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) return invalid;
  const lines: Array<{ product: string; grams: number }> = [];
  for (const [key, grams] of Object.entries(body)) {
    if (NAMED_FIELDS.has(key)) continue;
    if (typeof grams !== 'number' || !Number.isSafeInteger(grams)) return invalid;
    lines.push({ product: key, grams });
  }
  return { ok: true, input: { date, time, total, observations, lines } };
}
