import { describe, expect, it } from 'vitest';
import { parseReceiptPath } from './expenses.ts';

const USER = '0b6f3c1e-8d2a-4f7b-9c3d-2e1f0a9b8c7d';

describe('receipt paths', () => {
  it('parses a receipt path into its parts', () => {
    expect(parseReceiptPath(`${USER}/OSE/01-2025/x_1.pdf`)).toEqual({
      userId: USER,
      expense: 'OSE',
      month: '01-2025',
      id: 'x_1.pdf',
    });
  });
});
