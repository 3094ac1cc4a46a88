// The member's caps as the storefront and the gateway both judge them. Apart from cart-rules.ts,
// which the carta's first view imports: only the cart and the gateway need this rule.
import type { LimitPeriod } from './cart-rules.ts';

/** What a member may still receive, under the month's cap and under the year's. */
export interface GramsAllowance {
  leftMonth: number;
  leftYear: number;
}

/**
 * The cap `grams` more would pass, with what is left under it; null when they fit. The tighter
 * cap binds; on a tie, the month (the spec's answer, 'solo te quedan {N}g este mes').
 */
export function overAllowance(
  grams: number,
  { leftMonth, leftYear }: GramsAllowance,
): { period: LimitPeriod; left: number } | null {
  const month = Math.max(0, leftMonth);
  const year = Math.max(0, leftYear);
  if (grams <= Math.min(month, year)) return null;
  return year < month ? { period: 'year', left: year } : { period: 'month', left: month };
}
