import { gramsLeftMessage, type LimitPeriod } from '@club/domain/cart-rules';
import { MONTHLY_GRAMS_LIMIT, YEARLY_GRAMS_LIMIT } from '@club/domain/limits';

// The 40 g a month / 480 g a year decision, pure, for every writer that hands grams to a member
// (orders/decide.ts, finance/bill-decide.ts): one rule, one place.

export type LimitCode = 'LIMITE_MENSUAL' | 'LIMITE_ANUAL';

export interface LimitRefusal {
  code: LimitCode;
  message: string;
  period: LimitPeriod;
  gramsPurchased: number;
  gramsLeft: number;
}

export interface GramsCounted {
  gramsInMonth: number;
  gramsInYear: number;
}

/** Grams the member may still receive: the tighter of the two caps. */
export function gramsLeft(used: GramsCounted): number {
  return Math.min(
    Math.max(0, MONTHLY_GRAMS_LIMIT - used.gramsInMonth),
    Math.max(0, YEARLY_GRAMS_LIMIT - used.gramsInYear),
  );
}

/** The refusal when `grams` more would pass a cap, else null. */
export function limitRefusal(used: GramsCounted, grams: number): LimitRefusal | null {
  const leftMonth = Math.max(0, MONTHLY_GRAMS_LIMIT - used.gramsInMonth);
  const leftYear = Math.max(0, YEARLY_GRAMS_LIMIT - used.gramsInYear);
  if (grams <= Math.min(leftMonth, leftYear)) return null;
  // The cap that binds is the one reported; on a tie, the month (the spec's answer).
  const period: LimitPeriod = leftYear < leftMonth ? 'year' : 'month';
  const left = period === 'year' ? leftYear : leftMonth;
  return {
    code: period === 'year' ? 'LIMITE_ANUAL' : 'LIMITE_MENSUAL',
    message: gramsLeftMessage(left, period),
    period,
    gramsPurchased: period === 'year' ? used.gramsInYear : used.gramsInMonth,
    gramsLeft: left,
  };
}
