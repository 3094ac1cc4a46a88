import { describe, expect, it } from 'vitest';
import { manicureFormSchema, manicureMissing, manicureSchema } from './manicure-schema.ts';
import { checkRules } from './rule-schema.ts';

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

describe('manicureSchema', () => {
  it('Given a complete entry, Then the type, who, and the hours', () => {
    expect(checkRules(manicureSchema, complete)).toEqual({
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
    expect(checkRules(manicureSchema, { ...complete, ...change })).toMatchObject({
      ok: false,
      problem: { code, message },
    });
  });

  it('names what is missing before a second name or a bad format, and a body that is not an object as missing', () => {
    expect(checkRules(manicureSchema, { ...complete, nosocio_name: 'Pedro', start_hour: '' })).toMatchObject({
      problem: { code: 'FALTAN_DATOS' },
    });
    expect(checkRules(manicureSchema, { ...complete, harvest_type: 'x', end_hour: '13:00' })).toMatchObject({
      problem: { code: 'TIPO_INVALIDO' },
    });
    expect(checkRules(manicureSchema, null)).toMatchObject({ problem: { code: 'FALTAN_DATOS' } });
  });

  it('refuses a name over 100 characters', () => {
    expect(
      checkRules(manicureSchema, { ...complete, socio_name: '', nosocio_name: 'x'.repeat(101) }),
    ).toMatchObject({
      problem: { code: 'NOMBRE_LARGO', message: 'El nombre puede tener hasta 100 caracteres' },
    });
  });
});

describe('manicureFormSchema', () => {
  const form = {
    harvestType: 'thin_harvest',
    isSocio: false,
    socioId: '41',
    nosocioName: ' Pedro ',
    startHour: '09:00',
    endHour: '10:30',
    date: '2025-05-06',
  };

  it("sends the free name when 'Socio' is unchecked, and the member otherwise", () => {
    expect(checkRules(manicureFormSchema, form)).toMatchObject({
      ok: true,
      value: { type: 'thin', socio: null, nosocioName: 'Pedro', hours: 1.5 },
    });
    expect(checkRules(manicureFormSchema, { ...form, isSocio: true })).toMatchObject({
      ok: true,
      value: { socio: '41', nosocioName: null },
    });
  });
});
