import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpenseMenuScreen } from './expense-menu-screen.tsx';

function renderMenu() {
  return render(
    <MemoryRouter initialEntries={['/admin/expensefile']}>
      <Routes>
        <Route path="/admin/expensefile" element={<ExpenseMenuScreen />} />
        <Route path="/admin/showExpenses" element={<p>pantalla ver gastos</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ExpenseMenuScreen', () => {
  afterEach(cleanup);

  it('links each entry to its screen, in the spec order', () => {
    renderMenu();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
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
