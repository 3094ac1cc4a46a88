import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandRefusal } from './command-refusal.ts';

describe('commandRefusal', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is '' when the command was done, and the gateway's refusal when it was not", async () => {
    expect(await commandRefusal(async () => ({ ok: true, error: null }), 'No se pudo')).toBe('');
    expect(await commandRefusal(async () => ({ ok: false, error: 'Mes cerrado' }), 'No se pudo')).toBe(
      'Mes cerrado',
    );
  });

  it('is the fallback when the gateway gave no reason, no answer, or the call failed (logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await commandRefusal(async () => ({ ok: false }), 'No se pudo')).toBe('No se pudo');
    expect(await commandRefusal(async () => undefined, 'No se pudo')).toBe('No se pudo');
    expect(
      await commandRefusal(async () => {
        throw new Error('network');
      }, 'No se pudo'),
    ).toBe('No se pudo');
    expect(log).toHaveBeenCalledOnce();
  });
});
