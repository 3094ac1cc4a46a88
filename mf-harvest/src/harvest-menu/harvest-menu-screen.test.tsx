import { MockedProvider } from '@apollo/client/testing/react';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TRIMMERS_QUERY } from '../manicure/manicure-documents.ts';
import { HarvestMenuScreen } from './harvest-menu-screen.tsx';

function renderMenu() {
  const trimmers = typedMock({
    request: { query: TRIMMERS_QUERY },
    result: { data: { socios: [] } },
    maxUsageCount: Infinity,
  });
  return render(
    <MockedProvider mocks={[trimmers]}>
      <MemoryRouter initialEntries={['/admin/harvestfile']}>
        <Routes>
          <Route path="/admin/harvestfile" element={<HarvestMenuScreen />} />
          <Route path="/admin/harvests" element={<p>pantalla cosechas</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('HarvestMenuScreen', () => {
  afterEach(cleanup);

  it('links each entry to its screen', () => {
    renderMenu();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Ver Cosecha', '/admin/harvests'],
      ['Agregar Cosecha', '/admin/harvests/form'],
      ['Trabajo hecho', '/admin/workdone'],
    ]);
  });

  it('shows the manicure entry as a button, between the harvest entries and work done', () => {
    renderMenu();
    const entries = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(entries).toEqual(['Ver Cosecha', 'Agregar Cosecha', 'Trabajo de manicura', 'Trabajo hecho']);
    expect(screen.getByRole('button', { name: 'Trabajo de manicura' })).toBeTruthy();
  });

  it("opens the manicure modal from 'Trabajo de manicura' and closes it with 'X'", () => {
    renderMenu();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Trabajo de manicura' }));
    expect(screen.getByRole('dialog', { name: 'Trabajo de manicura' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('navigates when an entry is clicked', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Ver Cosecha' }));
    expect(screen.getByText('pantalla cosechas')).toBeTruthy();
  });
});
