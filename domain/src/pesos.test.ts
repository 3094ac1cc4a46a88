import { describe, expect, it } from 'vitest';
import { formatPesos } from './pesos.ts';

describe('formatPesos', () => {
  it('writes whole pesos with a space and a dot for thousands', () => {
    expect(formatPesos(1350)).toBe('$ 1.350');
    expect(formatPesos(45)).toBe('$ 45');
    expect(formatPesos(0)).toBe('$ 0');
    expect(formatPesos(1234567.6)).toBe('$ 1.234.568');
  });
});
