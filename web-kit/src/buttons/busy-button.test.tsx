import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButtons } from './busy-button.tsx';

afterEach(cleanup);

describe('ConfirmButtons', () => {
  it('confirms and goes back while idle', () => {
    const confirm = vi.fn();
    const back = vi.fn();
    render(
      <ConfirmButtons
        busy={false}
        confirmLabel="Sí"
        busyLabel="Cancelando..."
        backLabel="No"
        onConfirm={confirm}
        onBack={back}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect([confirm.mock.calls.length, back.mock.calls.length]).toEqual([1, 1]);
  });

  it('shows the busy label and turns both buttons off while busy', () => {
    render(
      <ConfirmButtons busy confirmLabel="Sí" busyLabel="Cancelando..." backLabel="No" onBack={() => {}} />,
    );
    const buttons = screen.getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((button) => [button.textContent, button.disabled, button.type])).toEqual([
      ['Cancelando...', true, 'submit'],
      ['No', true, 'button'],
    ]);
  });
});
