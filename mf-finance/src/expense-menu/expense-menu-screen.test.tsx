import { menuEntries, renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpenseMenuScreen } from './expense-menu-screen.tsx';

const renderMenu = () =>
  renderScreen(<ExpenseMenuScreen />, {
    path: '/admin/expensefile',
    elsewhere: { '/admin/showExpenses': 'pantalla ver gastos' },
  });

describe('ExpenseMenuScreen', () => {
  afterEach(cleanup);

  it('links each entry to its screen, in the spec order', () => {
    renderMenu();
    expect(menuEntries()).toEqual([
      ['Gastos', '/admin/expense'],
      ['Ver Gastos', '/admin/showExpenses'],
      ['Agregar Recibos', '/admin/bills'],
    ]);
  });

  it('navigates when an entry is clicked', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Ver Gastos' }));
    expect(screen.getByText('pantalla ver gastos')).toBeTruthy();
  });
});
