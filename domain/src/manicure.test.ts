import { describe, expect, it } from 'vitest';
import { formatHours, hoursBetween, hoursByPerson } from './manicure.ts';

describe('hoursBetween', () => {
  it('gives decimal hours: 14:00–17:30 → 3.5', () => {
    expect(hoursBetween('14:00', '17:30')).toBe(3.5);
    expect(hoursBetween('09:10', '10:30')).toBe(1.33);
  });

  it('is null when the end is not after the start or a time is malformed', () => {
    expect(hoursBetween('17:30', '14:00')).toBeNull();
    expect(hoursBetween('14:00', '14:00')).toBeNull();
    expect(hoursBetween('25:00', '26:00')).toBeNull();
  });
});

describe('hoursByPerson', () => {
  it('adds hours per member number and per free name, split by type, most hours first', () => {
    const totals = hoursByPerson([
      { type: 'thick', hours: 3.5, noSocio: 41, socioName: 'Diego Silva' },
      { type: 'thin', hours: 2, noSocio: 41, socioName: 'Diego Silva' },
      { type: 'thin', hours: 1.25, noSocio: null, socioName: 'Pedro Pérez' },
      { type: 'thin', hours: 1, noSocio: null, socioName: ' pedro  pérez' },
      { type: 'thick', hours: 8, noSocio: 26, socioName: 'Ana Fernández' },
    ]);
    expect(totals).toEqual([
      { noSocio: 26, socioName: 'Ana Fernández', thick: 8, thin: 0, total: 8 },
      { noSocio: 41, socioName: 'Diego Silva', thick: 3.5, thin: 2, total: 5.5 },
      { noSocio: null, socioName: 'Pedro Pérez', thick: 0, thin: 2.25, total: 2.25 },
    ]);
  });

  it('formats hours the Uruguayan way', () => {
    expect(formatHours(3.5)).toBe('3,5');
    expect(formatHours(2)).toBe('2');
  });
});
