import { describe, expect, it } from 'vitest';
import { formatHours, hoursBetween, hoursByPerson, manicureMissing, validateManicure } from './manicure.ts';

const complete = {
  harvest_type: 'thick_harvest',
  socio_name: '41',
  nosocio_name: '',
  start_hour: '14:00',
  end_hour: '17:30',
  date: '2025-05-06',
};

describe('manicureMissing (spec §5)', () => {
  it('is false with a member or a free name and type, hours and date', () => {
    expect(manicureMissing(complete)).toBe(false);
    expect(manicureMissing({ ...complete, socio_name: '', nosocio_name: 'Pedro' })).toBe(false);
  });

  it.each(['harvest_type', 'start_hour', 'end_hour', 'date'])('is true without %s', (field) => {
    expect(manicureMissing({ ...complete, [field]: '' })).toBe(true);
    expect(manicureMissing({ ...complete, [field]: undefined })).toBe(true);
  });

  it('is true with neither a member nor a free name', () => {
    expect(manicureMissing({ ...complete, socio_name: '', nosocio_name: '  ' })).toBe(true);
  });
});

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

describe('validateManicure', () => {
  it('Given a complete entry, Then the type, who, and the hours', () => {
    expect(validateManicure(complete)).toEqual({
      ok: true,
      value: {
        type: 'thick',
        socio: '41',
        nosocioName: null,
        startHour: '14:00',
        endHour: '17:30',
        date: '2025-05-06',
        hours: 3.5,
      },
    });
  });

  it.each([
    [{ date: '' }, 'FALTAN_DATOS', 'Faltan datos'],
    [{ nosocio_name: 'Pedro' }, 'NOMBRES_DUPLICADOS', 'Elegí un socio o escribí un nombre, no las dos cosas'],
    [{ harvest_type: 'medium_harvest' }, 'TIPO_INVALIDO', 'La manicura debe ser gruesa o fina'],
    [{ start_hour: '2pm' }, 'HORA_INVALIDA', 'Las horas van con el formato hh:mm'],
    [{ date: '06/05/2025' }, 'FECHA_INVALIDA', 'La fecha no es válida'],
    [{ end_hour: '13:00' }, 'FIN_ANTES_DE_INICIO', 'La hora de fin debe ser posterior a la de inicio'],
  ])('When %j, Then %s', (change, code, message) => {
    expect(validateManicure({ ...complete, ...change })).toEqual({ ok: false, problem: { code, message } });
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
