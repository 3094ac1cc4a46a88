import { describe, expect, it } from 'vitest';
import { checkObjectName, decodeObjectName } from './object-path.ts';

describe('checkObjectName', () => {
  it('accepts plain folder paths, accents and spaces inside names included', () => {
    expect(checkObjectName('u1/Ferretería/11-2026/recibo 1.png')).toEqual({
      ok: true,
      segments: ['u1', 'Ferretería', '11-2026', 'recibo 1.png'],
    });
  });

  it.each([
    ['', 'falta el nombre'],
    ['u1/../otro', 'no puede tener . ni ..'],
    ['u1/./x', 'no puede tener . ni ..'],
    ['..', 'no puede tener . ni ..'],
    ['/u1/x', 'no puede empezar con /'],
    ['u1\\x', 'barras invertidas'],
    ['u1//x', 'carpetas vacías'],
    ['u1/x/', 'carpetas vacías'],
    ['u1/a\u0000b', 'caracteres de control'],
    ['u1/a\nb', 'caracteres de control'],
    ['u1/a\u007fb', 'caracteres de control'],
    ['u1/ x', 'espacios'],
    ['x'.repeat(1025), 'demasiado largo'],
  ])('refuses %j', (name, reason) => {
    const checked = checkObjectName(name);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.reason).toContain(reason);
  });
});

describe('decodeObjectName', () => {
  it('decodes percent-encoding, including encoded slashes and dots (checked afterwards)', () => {
    expect(decodeObjectName('u1/Ferreter%C3%ADa')).toBe('u1/Ferretería');
    expect(decodeObjectName('u1/..%2F..%2Fetc')).toBe('u1/../../etc');
    expect(decodeObjectName('%E0%A4%A')).toBeNull();
  });
});
