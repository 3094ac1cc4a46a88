import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmationScreen } from './confirmation-screen.tsx';
import type { PlacedOrder } from './placed-order.ts';

// /confirmation: the spec's words, then what was ordered (the same details the member's mail has).

beforeEach(() => {
  expect.hasAssertions();
});
afterEach(cleanup);

function renderAt(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/confirmation', state }]}>
      <Routes>
        <Route path="/confirmation" element={<ConfirmationScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ConfirmationScreen', () => {
  it("shows the spec's words, then the order's day, time, lines and total", () => {
    const placed: PlacedOrder = {
      date: '2024-09-03',
      time: '17:30',
      total: 750,
      lines: [
        { key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 },
        { key: 'kief', species: 'Kief', grams: 5, price: 60 },
      ],
    };
    renderAt({ placed });
    expect(screen.getByRole('heading', { name: 'PEDIDO CONFIRMADO!', level: 1 })).toBeTruthy();
    expect(screen.getByText('GRACIAS Y BUEN VIAJE')).toBeTruthy();
    const order = screen.getByRole('region', { name: 'Tu pedido' });
    expect(order.textContent).toContain('Retirás el martes, 3 de setiembre a las 17:30');
    expect(order.textContent).toContain('OG Kush 10 g');
    expect(order.textContent).toContain('Kief 5 g');
    expect(order.textContent).toContain('Total $ 750');
    expect(screen.getByRole('link', { name: 'VOLVER AL INICIO' })).toBeTruthy();
  });

  it("shows only the spec's words when opened without an order", () => {
    renderAt(null);
    expect(screen.getByRole('heading', { name: 'PEDIDO CONFIRMADO!' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tu pedido' })).toBeNull();
  });
});
