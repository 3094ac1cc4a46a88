import { describe, expect, it } from 'vitest';
import { firstError } from './first-error.ts';

describe('firstError', () => {
  it('gives the first field error in the order the resolver found them', () => {
    expect(
      firstError({
        amount: { type: 'custom', message: 'Debe ingresar un importe' },
        date: { type: 'custom', message: 'Debe elegir una fecha' },
      }),
    ).toBe('Debe ingresar un importe');
  });

  it('looks inside a list of lines, and at the server refusal last', () => {
    expect(firstError({ lines: [undefined, { grams: { message: 'Cantidad' } }] })).toBe('Cantidad');
    expect(firstError({ root: { server: { type: 'server', message: 'Solo quedan 5 g' } } })).toBe(
      'Solo quedan 5 g',
    );
    expect(firstError({})).toBe('');
  });
});
