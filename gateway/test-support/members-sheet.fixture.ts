import type { Database } from '@club/db/connection';
import { cedulaCheckDigit } from '@club/domain/cedula';
import { IMPORT_COLUMNS, IMPORT_HEADERS, type ImportColumn } from '@club/domain/member-import';
import ExcelJS from 'exceljs';
import type { RequestOrigin } from '../src/kernel/http/request-origin.ts';
import { importMembers, recordOpeningBalance } from '../src/member-import/public.ts';

// Members' spreadsheets for the import's tests: valid rows with real cédulas, as CSV text or
// XLSX bytes built with exceljs.

/** A valid cédula '1.234.567-2' from a 7-digit number. */
export function cedulaFor(number: number): string {
  const digits = String(number).padStart(7, '0');
  const dotted = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${dotted}-${cedulaCheckDigit(digits)}`;
}

export type SheetRow = Partial<Record<ImportColumn, string>>;

/** Member `n` of a club's sheet: every required field valid. */
export function memberRow(n: number, patch: SheetRow = {}): SheetRow {
  return {
    name: `Socia${String.fromCharCode(65 + (n % 26))}`,
    lastName: `Apellido${String.fromCharCode(65 + ((n * 7) % 26))}`,
    mail: `socia${n}@planilla.uy`,
    cedula: cedulaFor(3_100_000 + n * 37),
    birthDate: '1988-04-12',
    residency: 'Ciudadanía',
    phone: `099 ${String(100_000 + n).slice(0, 3)} ${String(100_000 + n).slice(3)}`,
    ...patch,
  };
}

export const HEADERS = IMPORT_COLUMNS.map((column) => IMPORT_HEADERS[column]);

/** The rows as CSV with `separator`, the template's headers first. */
export function csvOf(
  rows: readonly SheetRow[],
  separator = ';',
  headers: readonly string[] = HEADERS,
): string {
  const lines = [headers.join(separator)];
  for (const row of rows) lines.push(IMPORT_COLUMNS.map((column) => row[column] ?? '').join(separator));
  return `${lines.join('\r\n')}\r\n`;
}

/** The rows as an XLSX workbook; `cell` may set a cell to anything exceljs takes (a formula, a date). */
export async function xlsxOf(
  rows: readonly SheetRow[],
  cell?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Socios');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(IMPORT_COLUMNS.map((column) => row[column] ?? ''));
  cell?.(sheet);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * The member-import commands once each, for replay's workload: two members from a sheet (one
 * bringing this month's and year's grams, as of `deps.now`'s day), and member 2's opening balance
 * entered by hand on 2 September 2024.
 */
export async function memberImportWorkload(db: Database, deps: { now: Date; origin: RequestOrigin }) {
  const sheet = csvOf([memberRow(1, { gramsThisMonth: '12', gramsThisYear: '90' }), memberRow(2)]);
  const opening = { memberId: 2, gramsThisMonth: 5, gramsThisYear: 20, asOf: '2024-09-02' };
  return [
    ['importMembers', await importMembers(db, 1, new TextEncoder().encode(sheet), 'hold', deps)],
    ['recordOpeningBalance', await recordOpeningBalance(db, 1, opening, deps.now)],
  ] as const;
}
