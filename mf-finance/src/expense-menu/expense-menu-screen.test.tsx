import { menuEntriesOf } from '@club/web-kit/test-support/render-screen.tsx';
import { describe, expect, it } from 'vitest';
import { ExpenseMenuScreen } from './expense-menu-screen.tsx';

// How a tile links and navigates is web-kit's MenuTiles test; here, this menu's entries.
describe('ExpenseMenuScreen', () => {
  it('links each entry to its screen, in the spec order', () => {
    expect(menuEntriesOf(<ExpenseMenuScreen />, { path: '/admin/expensefile' })).toEqual([
      ['Gastos', '/admin/expense'],
      ['Ver Gastos', '/admin/showExpenses'],
      ['Agregar Recibos', '/admin/bills'],
    ]);
  });
});
