import { describe, expect, it } from 'vitest';
import { ageOn, identityProblem, isIsoDate, normalizedIdentity } from './person.ts';

const valid = {
  cedula: '1.234.567-2',
  birthDate: '1990-05-17',
  residency: 'ciudadania',
  phone: '099 123 456',
};

describe('a member’s legal identity', () => {
  it('accepts a valid identity and stores it normalized', () => {
    expect(identityProblem(valid, '2026-11-26')).toBeNull();
    expect(normalizedIdentity({ ...valid, cedula: '12345672', phone: ' 099  123 456 ' })).toEqual({
      cedula: '1.234.567-2',
      birthDate: '1990-05-17',
      residency: 'ciudadania',
      phone: '099 123 456',
    });
  });

  it('refuses a cédula with a wrong check digit', () => {
    expect(identityProblem({ ...valid, cedula: '1.234.567-3' }, '2026-11-26')?.code).toBe('CEDULA_INVALIDA');
  });

  it('refuses someone 17 on the day of joining, and accepts them on their 18th birthday', () => {
    const problem = identityProblem({ ...valid, birthDate: '2008-11-27' }, '2026-11-26');
    expect(problem).toMatchObject({ code: 'MENOR_DE_EDAD', field: 'birthDate' });
    expect(problem?.message).toMatch(/18 años/);
    expect(identityProblem({ ...valid, birthDate: '2008-11-26' }, '2026-11-26')).toBeNull();
  });

  it('refuses impossible dates, a missing residency and a phone of letters', () => {
    expect(identityProblem({ ...valid, birthDate: '1990-02-30' }, '2026-11-26')?.code).toBe(
      'FECHA_NACIMIENTO_INVALIDA',
    );
    expect(identityProblem({ ...valid, residency: 'turista' }, '2026-11-26')?.code).toBe(
      'RESIDENCIA_INVALIDA',
    );
    expect(identityProblem({ ...valid, phone: 'llamame' }, '2026-11-26')?.code).toBe('TELEFONO_INVALIDO');
  });

  it('counts full years', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });
});
