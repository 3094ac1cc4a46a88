import type { LimitPeriod } from '@club/domain/cart-rules';
import type { ClubSettings } from '@club/domain/club-settings';
import { overAllowance } from '@club/domain/grams-allowance';
import { gramsLeftMessage } from '@club/domain/order-texts';

// The monthly / yearly cap decision (40 g and 480 g unless the club set less), pure, for every
// writer that hands grams to a member (orders/decide.ts, bills/decide.ts): one rule, one
// place. The caps are those of the settings in force on the day the grams are handed over.

export type GramCaps = Pick<ClubSettings, 'monthlyGramsLimit' | 'yearlyGramsLimit'>;

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
export function gramsLeft(used: GramsCounted, caps: GramCaps): number {
  return Math.min(
    Math.max(0, caps.monthlyGramsLimit - used.gramsInMonth),
    Math.max(0, caps.yearlyGramsLimit - used.gramsInYear),
  );
}

/** The refusal when `grams` more would pass a cap, else null. */
export function limitRefusal(used: GramsCounted, grams: number, caps: GramCaps): LimitRefusal | null {
  const over = overAllowance(grams, {
    leftMonth: caps.monthlyGramsLimit - used.gramsInMonth,
    leftYear: caps.yearlyGramsLimit - used.gramsInYear,
  });
  if (!over) return null;
  const { period, left } = over;
  return {
    code: period === 'year' ? 'LIMITE_ANUAL' : 'LIMITE_MENSUAL',
    message: gramsLeftMessage(left, period),
    period,
    gramsPurchased: period === 'year' ? used.gramsInYear : used.gramsInMonth,
    gramsLeft: left,
  };
}
