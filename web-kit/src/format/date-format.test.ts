import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortMonth } from './date-format.ts';
import { formatGrams } from './grams-format.ts';

describe('dates as the club reads them', () => {
  it('writes a calendar day as dd/mm/yyyy, whatever follows it', () => {
    expect(formatDate('2024-09-03')).toBe('03/09/2024');
    expect(formatDate('2024-09-03T23:30:00.000Z')).toBe('03/09/2024');
    expect(formatDate('')).toBe('');
  });

  it('writes an instant in Montevideo time, 24 h, no comma', () => {
    expect(formatDateTime('2024-09-03T20:05:00.000Z')).toBe('03/09/2024 17:05');
    expect(formatDateTime('2024-09-04T02:30:00.000Z')).toBe('03/09/2024 23:30');
  });

  it('names a month short, the Uruguayan way', () => {
    expect(formatShortMonth('2024-09').toLowerCase()).toBe('set');
    expect(formatShortMonth('nope')).toBe('nope');
  });
});

describe('grams', () => {
  it('are whole by default, with the thousands dot', () => {
    expect(formatGrams(1800)).toBe('1.800 g');
    expect(formatGrams(12.6)).toBe('13 g');
  });

  it('keep the decimals asked for', () => {
    expect(formatGrams(1.256, 2)).toBe('1,26 g');
    expect(formatGrams(1800, 2)).toBe('1.800 g');
  });
});
