import { parseReceiptPath } from '@club/domain/expenses';
import { describe, expect, it } from 'vitest';
import {
  addedReceiptPath,
  type ExpenseReceipts,
  isReceiptOf,
  mergeReceipts,
  receiptFolders,
} from './expense-receipts.ts';

const me = '5f0c1a7e-2b1d-4c3e-9a8b-7d6e5f4c3b2a';
const other = '0b7e6c5d-4a3b-4c2d-8e1f-0a9b8c7d6e5f';
const expenseId = 'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8';
const expense = (receipts: string[]): ExpenseReceipts => ({
  id: expenseId,
  name: 'Ferretería',
  date: '2024-09-15',
  receipts,
});

describe('receipt folders', () => {
  it("lists the user's own folder of the expense's category and month", () => {
    expect(receiptFolders(expense([]), me)).toEqual([`${me}/Ferretería/09-2024`]);
  });

  it('lists the recorded receipt’s folder too when another admin uploaded it, once when it is ours', () => {
    expect(receiptFolders(expense([`${other}/Ferretería/09-2024/abc`]), me)).toEqual([
      `${other}/Ferretería/09-2024`,
      `${me}/Ferretería/09-2024`,
    ]);
    expect(receiptFolders(expense([`${me}/Ferretería/09-2024/abc`]), me)).toEqual([
      `${me}/Ferretería/09-2024`,
    ]);
  });
});

describe('which files are the expense’s', () => {
  const folder = `${me}/Ferretería/09-2024`;
  const withRecorded = expense([`${folder}/abc`]);

  it('takes the recorded receipt and the files named after the expense, not another expense’s', () => {
    expect(isReceiptOf(withRecorded, folder, 'abc')).toBe(true);
    expect(isReceiptOf(withRecorded, folder, `${expenseId}-f00`)).toBe(true);
    expect(isReceiptOf(withRecorded, folder, 'def')).toBe(false);
    expect(isReceiptOf(withRecorded, folder, `${expenseId}`)).toBe(false);
    expect(isReceiptOf(withRecorded, `${other}/Ferretería/09-2024`, 'abc')).toBe(false);
  });

  it("names an added receipt in the user's folder after the expense, a path the gateway accepts", () => {
    const path = addedReceiptPath(withRecorded, me, '11111111-2222-4333-8444-555555555555');
    expect(path).toBe(`${folder}/${expenseId}-11111111-2222-4333-8444-555555555555`);
    expect(parseReceiptPath(path)).toMatchObject({ userId: me, expense: 'Ferretería', month: '09-2024' });
    const [name = ''] = path.split('/').slice(-1);
    expect(isReceiptOf(withRecorded, folder, name)).toBe(true);
  });

  it('merges recorded and listed paths once each, sorted by file name', () => {
    expect(
      mergeReceipts(
        [`${other}/Ferretería/09-2024/zz`],
        [`${folder}/${expenseId}-b`, `${folder}/${expenseId}-a`, `${other}/Ferretería/09-2024/zz`],
      ),
    ).toEqual([`${folder}/${expenseId}-a`, `${folder}/${expenseId}-b`, `${other}/Ferretería/09-2024/zz`]);
  });
});
