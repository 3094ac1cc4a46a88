import { IMPORT_HEADERS, readRows } from '@club/domain/member-import';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvOf, HEADERS, memberRow, xlsxOf } from '../../test-support/members-sheet.fixture.ts';
import { decodeText, readSpreadsheet, templateCsv, templateXlsx } from './spreadsheet.ts';

const options = { today: '2026-06-15', caps: { monthlyGramsLimit: 40, yearlyGramsLimit: 480 } };
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Text as Excel saves "CSV (delimitado por comas)" in Spanish: windows-1252, one byte a letter. */
function latin1(text: string): Uint8Array {
  return Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
}

async function rowsOf(bytes: Uint8Array) {
  const read = await readSpreadsheet(bytes);
  if (!read.ok) throw new Error(read.message);
  return readRows(read.sheet, options);
}

describe('a CSV', () => {
  it('saved by Excel in windows-1252 with ";" keeps its accents', async () => {
    const bytes = latin1(csvOf([memberRow(1, { lastName: 'Núñez', residency: 'Ciudadanía' })]));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(decodeText(bytes)).toContain('Cédula');
    const { rows, problem } = await rowsOf(bytes);
    expect(problem).toBeNull();
    expect(rows[0]?.member.lastName).toBe('Núñez');
    expect(rows[0]?.errors).toEqual([]);
  });

  it('in UTF-8 with a BOM and "," is read the same', async () => {
    const { rows, problem } = await rowsOf(utf8(`\uFEFF${csvOf([memberRow(1), memberRow(2)], ',')}`));
    expect(problem).toBeNull();
    expect(rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, []],
    ]);
  });

  it('with the wrong columns is refused in Spanish', async () => {
    const read = await readSpreadsheet(utf8('Nombre;Apellido;Dirección\nAna;Pérez;Calle 1\n'));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(readRows(read.sheet, options).problem).toBe(
      'Faltan columnas: Correo, Cédula, Fecha de nacimiento, Residencia, Teléfono. Usá los encabezados de la plantilla.',
    );
  });

  it('of 10,000 rows is refused before it is parsed', async () => {
    const rows = Array.from({ length: 10_000 }, (_, n) => memberRow(n));
    const read = await readSpreadsheet(utf8(csvOf(rows)));
    expect(read).toEqual({
      ok: false,
      message: 'La planilla tiene más de 500 filas. Revisá que sea la de socios (el club admite 45).',
    });
  });

  it('over 2 MB is refused, and an empty file too', async () => {
    expect(await readSpreadsheet(new Uint8Array(2 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      message: 'El archivo pesa más de 2 MB. Una planilla de socios entra en mucho menos.',
    });
    expect(await readSpreadsheet(new Uint8Array(0))).toEqual({
      ok: false,
      message: 'Elegí un archivo .xlsx o .csv.',
    });
  });
});

describe('an XLSX', () => {
  it('gives the first sheet’s text, dates typed as dates included', async () => {
    const bytes = await xlsxOf([memberRow(1), memberRow(2)], (sheet) => {
      sheet.getCell('E3').value = new Date(Date.UTC(1979, 10, 3));
    });
    const { rows, problem } = await rowsOf(bytes);
    expect(problem).toBeNull();
    expect(rows[1]?.member.birthDate).toBe('1979-11-03');
    expect(rows.flatMap((row) => row.errors)).toEqual([]);
  });

  it('refuses a row with a formula, whatever result Excel cached', async () => {
    const bytes = await xlsxOf([memberRow(1), memberRow(2)], (sheet) => {
      sheet.getCell('C2').value = { formula: 'CONCAT("a","@b.uy")', result: 'a@b.uy' };
    });
    const { rows } = await rowsOf(bytes);
    expect(rows[0]?.errors).toEqual(['Correo tiene una fórmula: pegá el valor, no la fórmula.']);
    expect(rows[1]?.errors).toEqual([]);
  });

  it('of 10,000 rows is refused', async () => {
    const bytes = await xlsxOf(Array.from({ length: 10_000 }, (_, n) => memberRow(n)));
    const read = await readSpreadsheet(bytes);
    expect(read).toEqual({
      ok: false,
      message: 'La planilla tiene más de 500 filas. Revisá que sea la de socios (el club admite 45).',
    });
  }, 60_000);

  it('that is no workbook is refused in Spanish', async () => {
    const read = await readSpreadsheet(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(read).toEqual({
      ok: false,
      message: 'No pudimos leer el archivo. Subí una planilla .xlsx o .csv (podés bajar la plantilla).',
    });
  });
});

describe('the template', () => {
  it('as XLSX has the headers and an example row that passes the rules', async () => {
    const bytes = await templateXlsx();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([undefined, ...HEADERS]);
    const { rows, problem } = await rowsOf(bytes);
    expect(problem).toBeNull();
    expect(rows[0]?.errors).toEqual([]);
  });

  it('as CSV has the same, with a BOM and ";"', async () => {
    const text = templateCsv();
    expect(text.startsWith(`\uFEFF${IMPORT_HEADERS.name};${IMPORT_HEADERS.lastName};`)).toBe(true);
    const { rows } = await rowsOf(utf8(text));
    expect(rows[0]?.member.opening).toEqual({ gramsThisMonth: 10, gramsThisYear: 120 });
    expect(rows[0]?.errors).toEqual([]);
  });
});
