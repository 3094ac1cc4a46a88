import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

function Screen({ busy = false, onClose = () => {} }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && (
        <Dialog
          title="¿Borrar?"
          busy={busy}
          closeButton={{ text: 'X', label: 'Cerrar' }}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="Motivo" />
        </Dialog>
      )}
    </>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('Dialog', () => {
  it('opens as a modal named by its title, with focus on its first field (not the close button)', () => {
    render(<Screen />);
    open();
    const dialog = screen.getByRole('dialog', { name: '¿Borrar?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Motivo'));
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    render(<Screen />);
    const opener = open();
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on its close button and on a press on the backdrop, not inside', () => {
    render(<Screen />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    open();
    fireEvent.pointerDown(screen.getByLabelText('Motivo'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // The panel covers the dialog's box: only a press on the ::backdrop targets the dialog itself.
    fireEvent.pointerDown(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open while busy', () => {
    const onClose = vi.fn();
    render(<Screen busy onClose={onClose} />);
    open();
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('dialog', { name: '¿Borrar?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
