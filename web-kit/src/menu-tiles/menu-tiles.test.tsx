import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoinIcon, ListIcon } from '../icons/icons.tsx';
import { menuEntriesOf, renderScreen } from '../test-support/render-screen.tsx';
import { MenuTiles } from './menu-tiles.tsx';

// Every back-office menu screen is MenuTiles over its own data: how a tile behaves is tested here
// once, and each remote's test checks only its entries.
describe('MenuTiles', () => {
  afterEach(cleanup);

  const open = vi.fn();
  const menu = (
    <MenuTiles
      id="menu"
      title="Menú de prueba"
      tiles={[
        { label: 'Ver lista', icon: ListIcon, to: '/lista' },
        { label: 'Abrir diálogo', icon: CoinIcon, onClick: open },
      ]}
    />
  );

  it('lists the tiles in order under a titled region, a link for a screen and a button for a dialog', () => {
    expect(menuEntriesOf(menu, { path: '/menu' })).toEqual([
      ['Ver lista', '/lista'],
      ['Abrir diálogo', 'button'],
    ]);
    renderScreen(menu, { path: '/menu' });
    expect(screen.getByRole('region', { name: 'Menú de prueba' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir diálogo' }).getAttribute('aria-haspopup')).toBe(
      'dialog',
    );
  });

  it('navigates when a link tile is clicked, and runs the action of a button tile', () => {
    renderScreen(menu, { path: '/menu', elsewhere: { '/lista': 'pantalla lista' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir diálogo' }));
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Ver lista' }));
    expect(screen.getByText('pantalla lista')).toBeTruthy();
  });
});
