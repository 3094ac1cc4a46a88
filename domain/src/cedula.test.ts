import { describe, expect, it } from 'vitest';
import { cedulaCheckDigit, formatCedula, isValidCedula } from './cedula.ts';

describe('cédula de identidad', () => {
  it('computes the check digit of known numbers', () => {
    // 1.234.567: 2+18+24+28+30+18+28 = 148, so 2 makes 150 (the example the DNIC gives).
    expect(cedulaCheckDigit('1234567')).toBe(2);
    expect(cedulaCheckDigit('4567890')).toBe(5);
    expect(cedulaCheckDigit('123')).toBe(cedulaCheckDigit('0000123'));
  });

  it('accepts a valid cédula however it is typed', () => {
    for (const typed of ['1.234.567-2', '12345672', '1234567 2', ' 1.234.567-2 '])
      expect(isValidCedula(typed)).toBe(true);
  });

  it('refuses a wrong check digit, letters and wrong lengths', () => {
    for (const typed of ['1.234.567-5', '1.234.567-X', '', '5', '123456789', 'abc'])
      expect(isValidCedula(typed)).toBe(false);
  });

  it('formats with dots and a dash', () => {
    expect(formatCedula('12345672')).toBe('1.234.567-2');
    expect(formatCedula('4567890-5')).toBe('4.567.890-5');
    expect(formatCedula('1236')).toBe('123-6');
  });
});
