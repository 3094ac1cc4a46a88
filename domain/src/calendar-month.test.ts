import { describe, expect, it } from 'vitest';
import { billMonthLabel, isCalendarMonth, monthLabel, monthRange, recentMonths } from './calendar-month.ts';

describe('calendar months', () => {
  it('accepts YYYY-MM only', () => {
    expect(isCalendarMonth('2024-09')).toBe(true);
    for (const bad of ['2024-9', '2024-13', '2024-00', '09-2024', '2024-09-01', '']) {
      expect(isCalendarMonth(bad)).toBe(false);
    }
  });

  it('gives the range of a month, December included', () => {
    expect(monthRange('2024-09')).toEqual({ from: '2024-09-01', to: '2024-10-01' });
    expect(monthRange('2024-12')).toEqual({ from: '2024-12-01', to: '2025-01-01' });
    expect(() => monthRange('2024-13')).toThrow(RangeError);
  });

  it("labels months in Uruguayan Spanish ('Setiembre')", () => {
    expect(monthLabel('2024-09')).toBe('Setiembre 2024');
    expect(monthLabel('2025-01')).toBe('Enero 2025');
  });

  it("writes 'Septiembre' on the bill form only (spec §9), every other month as monthLabel", () => {
    expect(billMonthLabel('2024-09')).toBe('Septiembre 2024');
    expect(monthLabel('2024-09')).toBe('Setiembre 2024');
    expect(billMonthLabel('2024-11')).toBe('Noviembre 2024');
  });

  it('lists the Montevideo month of now and the ones before, across a year', () => {
    // 1 Feb 2025 01:00 UTC is still 31 January in Montevideo (UTC-3).
    expect(recentMonths(new Date('2025-02-01T01:00:00Z'), 3)).toEqual(['2025-01', '2024-12', '2024-11']);
  });
});
