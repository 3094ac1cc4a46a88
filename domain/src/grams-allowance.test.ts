import { describe, expect, it } from 'vitest';
import { overAllowance } from './grams-allowance.ts';

describe('overAllowance', () => {
  it('is null while the grams fit under both caps', () => {
    expect(overAllowance(25, { leftMonth: 25, leftYear: 300 })).toBeNull();
    expect(overAllowance(0, { leftMonth: 0, leftYear: 0 })).toBeNull();
  });

  it('names the tighter cap and what is left under it; the month on a tie', () => {
    expect(overAllowance(30, { leftMonth: 25, leftYear: 300 })).toEqual({ period: 'month', left: 25 });
    expect(overAllowance(30, { leftMonth: 40, leftYear: 20 })).toEqual({ period: 'year', left: 20 });
    expect(overAllowance(30, { leftMonth: 20, leftYear: 20 })).toEqual({ period: 'month', left: 20 });
  });

  it('counts a cap already passed as nothing left', () => {
    expect(overAllowance(5, { leftMonth: -10, leftYear: 100 })).toEqual({ period: 'month', left: 0 });
  });
});
