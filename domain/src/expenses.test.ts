import { describe, expect, it } from 'vitest';
import { addedReceiptPath, addedReceiptUploader, parseReceiptPath } from './expenses.ts';

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

describe('receipts added to an expense later', () => {
  const expense = { id: 'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8', category: 'Ferretería', date: '2024-09-15' };

  it("are named after the expense, in the uploader's folder for its category and month", () => {
    const path = addedReceiptPath(USER, expense, 'abc');
    expect(path).toBe(`${USER}/Ferretería/09-2024/${expense.id}-abc`);
    expect(addedReceiptUploader(path, expense)).toBe(USER);
    // An accent sent decomposed is the same category.
    expect(addedReceiptUploader(path.normalize('NFD'), expense)).toBe(USER);
  });

  it.each([
    ['another category', `${USER}/Varios/09-2024/${expense.id}-abc`],
    ['another month', `${USER}/Ferretería/10-2024/${expense.id}-abc`],
    ['a name without the expense', `${USER}/Ferretería/09-2024/abc`],
    ['the bare expense id', `${USER}/Ferretería/09-2024/${expense.id}-`],
    ['a deeper folder', `${USER}/Ferretería/09-2024/x/${expense.id}-abc`],
    ['a path that climbs out', `${USER}/Ferretería/09-2024/../${expense.id}-abc`],
  ])('are not %s', (_what, path) => {
    expect(addedReceiptUploader(path, expense)).toBeNull();
  });
});
