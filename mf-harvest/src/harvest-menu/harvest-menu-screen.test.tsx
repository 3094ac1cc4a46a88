import { menuEntriesOf, renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRIMMERS_QUERY } from '../manicure/manicure-documents.ts';
import { HarvestMenuScreen } from './harvest-menu-screen.tsx';

const trimmers = typedMock({
  request: { query: TRIMMERS_QUERY },
  result: { data: { socios: [] } },
  maxUsageCount: Infinity,
});
const options = { mocks: [trimmers], path: '/admin/harvestfile' };

// How a tile links and navigates is web-kit's MenuTiles test; here, this menu's entries and its dialog.
describe('HarvestMenuScreen', () => {
  afterEach(cleanup);

  it('shows the entries in the spec order, the manicure one a button between the harvest entries and work done', () => {
    expect(menuEntriesOf(<HarvestMenuScreen />, options)).toEqual([
      ['Ver Cosecha', '/admin/harvests'],
      ['Agregar Cosecha', '/admin/harvests/form'],
      ['Trabajo de manicura', 'button'],
      ['Trabajo hecho', '/admin/workdone'],
    ]);
  });

  it("opens the manicure modal from 'Trabajo de manicura' and closes it with 'X'", () => {
    renderScreen(<HarvestMenuScreen />, options);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Trabajo de manicura' }));
    expect(screen.getByRole('dialog', { name: 'Trabajo de manicura' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
