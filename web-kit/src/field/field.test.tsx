import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, Options } from './field.tsx';

afterEach(cleanup);

describe('Field', () => {
  it('labels its control and describes it by the hint, after what the control was already described by', () => {
    render(
      <>
        <p id="problem">Falta el monto</p>
        <Field label="Monto" hint="En pesos">
          <input aria-describedby="problem" />
        </Field>
      </>,
    );
    const input = screen.getByLabelText('Monto');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Falta el monto',
      'En pesos',
    ]);
  });

  it("keeps the control's own id for the label", () => {
    render(
      <Field label="Código">
        <input id="two-factor-code" />
      </Field>,
    );
    expect(screen.getByLabelText('Código').id).toBe('two-factor-code');
  });
});

describe('Options', () => {
  it('puts the empty choice first, then one option per item', () => {
    render(
      <select aria-label="Socio">
        <Options
          placeholder="Elegí un socio"
          items={[{ id: 7, name: 'Ana' }]}
          value={(member) => String(member.id)}
          label={(member) => member.name}
        />
      </select>,
    );
    const options = [...(screen.getByLabelText('Socio') as HTMLSelectElement).options];
    expect(options.map((option) => [option.value, option.text])).toEqual([
      ['', 'Elegí un socio'],
      ['7', 'Ana'],
    ]);
  });
});
