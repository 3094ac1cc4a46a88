import { describe, expect, it } from 'vitest';
import {
  headerKey,
  IMPORT_HEADERS,
  isoDay,
  looksLikeFormula,
  mapHeaders,
  openingBalanceProblem,
  readRows,
  type SheetRows,
} from './member-import.ts';

const TODAY = '2026-06-15';
const caps = { monthlyGramsLimit: 40, yearlyGramsLimit: 480 };
const HEADERS = ['Nombre', 'Apellido', 'Correo', 'Cédula', 'Fecha de nacimiento', 'Residencia', 'Teléfono'];
const ana = ['Ana', 'Pérez', 'Ana@Ejemplo.uy', '1.234.567-2', '20/05/1990', 'CIUDADANIA', '099 123 456'];

const read = (rows: SheetRows['rows'], headers: string[] = HEADERS) =>
  readRows({ headers, rows }, { today: TODAY, caps });

describe('the sheet headers', () => {
  it('are matched without accents or case, and by their usual other names', () => {
    expect(headerKey('  Fecha de  NACIMIENTO ')).toBe('fecha de nacimiento');
    const { columns, problem } = mapHeaders([
      'E-mail',
      'NOMBRE',
      'apellido',
      'CI',
      'Nacimiento',
      'residencia',
      'Celular',
    ]);
    expect(problem).toBeNull();
    expect([...columns.values()]).toEqual([
      'mail',
      'name',
      'lastName',
      'cedula',
      'birthDate',
      'residency',
      'phone',
    ]);
  });

  it('missing a required column are refused naming it in Spanish', () => {
    expect(mapHeaders(['Nombre', 'Apellido', 'Correo']).problem).toBe(
      'Faltan columnas: Cédula, Fecha de nacimiento, Residencia, Teléfono. Usá los encabezados de la plantilla.',
    );
    expect(mapHeaders([...HEADERS, 'Mail']).problem).toBe('La columna «Correo» aparece dos veces.');
  });
});

describe('a row', () => {
  it('valid gives the member as the form would send it', () => {
    const { rows, problem } = read([ana]);
    expect(problem).toBeNull();
    expect(rows[0]).toEqual({
      line: 2,
      member: {
        name: 'Ana',
        lastName: 'Pérez',
        mail: 'Ana@Ejemplo.uy',
        cedula: '1.234.567-2',
        birthDate: '1990-05-20',
        residency: 'ciudadania',
        phone: '099 123 456',
        irccaRegisteredOn: '',
        opening: null,
      },
      errors: [],
    });
  });

  it('with a wrong check digit, a minor or a missing field is refused in Spanish', () => {
    const { rows } = read([
      ['Ana', 'Pérez', 'a@b.uy', '1.234.567-3', '1990-05-20', 'Ciudadanía', '099 123 456'],
      ['Leo', 'Gil', 'l@b.uy', '2.345.678-3', '2010-01-01', 'Residencia', '099 123 456'],
      ['', 'Gil', 'g@b.uy', '4.567.890-5', '1990-01-01', 'Residencia', '099 123 456'],
      ['Eva', 'Gil', 'e@b.uy', '3.456.789-4', '1990-01-01', 'turista', '099 123 456'],
    ]);
    expect(rows.map((row) => row.errors)).toEqual([
      ['La cédula no es válida: revisá los números y el dígito verificador (el que va después del guion)'],
      ['Para ser socio hay que tener 18 años cumplidos el día del ingreso'],
      ['Falta Nombre.'],
      ['Residencia: escribí «Ciudadanía» o «Residencia».'],
    ]);
  });

  it('repeating an earlier row’s mail or cédula is refused naming that row', () => {
    const { rows } = read([
      ana,
      ['Otra', 'Ana', 'ANA@ejemplo.uy ', '12345672', '1990-05-20', 'Residencia', '099 123 456'],
    ]);
    expect(rows[1]?.errors).toEqual([
      'El correo se repite en la fila 2.',
      'La cédula se repite en la fila 2.',
    ]);
  });

  it('with a formula in a cell is refused, never evaluated; a phone with + is no formula', () => {
    const { rows } = read([
      [
        'Ana',
        'Pérez',
        '=HYPERLINK("http://x")',
        '1.234.567-2',
        '1990-05-20',
        'Ciudadanía',
        '+598 99 123 456',
      ],
      ['Ana', { formula: true }, 'a@b.uy', '2.345.678-3', '1990-05-20', 'Ciudadanía', '099 123 456'],
    ]);
    expect(rows[0]?.errors).toEqual(['Correo tiene una fórmula: pegá el valor, no la fórmula.']);
    expect(rows[1]?.errors).toEqual(['Apellido tiene una fórmula: pegá el valor, no la fórmula.']);
    expect(looksLikeFormula('+598 99 123 456')).toBe(false);
    expect(looksLikeFormula('@SUM(A1)')).toBe(true);
    expect(looksLikeFormula('-2+3*cmd')).toBe(true);
  });

  it('with grams gives an opening balance, refused over the caps or month over year', () => {
    const headers = [...HEADERS, IMPORT_HEADERS.gramsThisMonth, IMPORT_HEADERS.gramsThisYear];
    const { rows } = read(
      [
        [...ana, '30', '200'],
        [...ana.slice(0, 2), 'b@b.uy', '3.456.789-4', ...ana.slice(4), '41', '200'],
        [...ana.slice(0, 2), 'c@b.uy', '2.345.678-3', ...ana.slice(4), '20', '10'],
        [...ana.slice(0, 2), 'd@b.uy', '4.567.890-5', ...ana.slice(4), '2,5', '10'],
      ],
      headers,
    );
    expect(rows[0]?.member.opening).toEqual({ gramsThisMonth: 30, gramsThisYear: 200 });
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[1]?.errors).toEqual(['Los gramos de este mes (41 g) superan el límite mensual de 40 g.']);
    expect(rows[2]?.errors).toEqual(['Los gramos de este mes no pueden ser más que los de este año.']);
    expect(rows[3]?.errors).toEqual(['Gramos este mes: escribí un número entero de gramos, 0 o más.']);
  });

  it('empty rows are skipped; a sheet with none is refused', () => {
    expect(read([['', '', '', '', '', '', '']]).problem).toBe(
      'La planilla no tiene socios: la primera fila son los encabezados y después uno por fila.',
    );
  });
});

describe('an opening balance', () => {
  it('is refused over the year cap and, in January, when the year differs from the month', () => {
    expect(openingBalanceProblem({ gramsThisMonth: 10, gramsThisYear: 481 }, TODAY, caps)).toBe(
      'Los gramos de este año (481 g) superan el límite anual de 480 g.',
    );
    expect(openingBalanceProblem({ gramsThisMonth: 10, gramsThisYear: 30 }, '2026-01-20', caps)).toBe(
      'En enero los gramos del año son los del mes: tienen que ser iguales.',
    );
    expect(openingBalanceProblem({ gramsThisMonth: 40, gramsThisYear: 480 }, TODAY, caps)).toBeNull();
  });

  it('reads day-first dates as Excel in Spanish writes them', () => {
    expect(isoDay('5/3/1990')).toBe('1990-03-05');
    expect(isoDay('1990-03-05')).toBe('1990-03-05');
  });
});
