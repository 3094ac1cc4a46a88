import { Readable } from 'node:stream';
import { LEGAL_MAX_MEMBERS } from '@club/domain/club-settings';
import {
  IMPORT_COLUMNS,
  IMPORT_EXAMPLE,
  IMPORT_HEADERS,
  type ImportCell,
  importTexts,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type SheetRows,
} from '@club/domain/member-import';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

// The members' spreadsheet as rows of text: XLSX read with exceljs, CSV with csv-parse (decision
// 050). Nothing here evaluates a formula: an XLSX formula cell becomes { formula: true }, which the
// row's rules refuse, whatever result Excel cached for it. A file too large or with too many rows
// is refused before it is parsed.

export type SheetRead = { ok: true; sheet: SheetRows } | { ok: false; message: string };

const tooManyRows = () => ({
  ok: false as const,
  message: importTexts.tooManyRows
    .replace('{max}', String(MAX_IMPORT_ROWS))
    .replace('{members}', String(LEGAL_MAX_MEMBERS)),
});

/** UTF-8 when the bytes are valid UTF-8 (a BOM dropped), else Excel's windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** ';' (Excel in Spanish) or ',': whichever the header line has more of. */
function separatorOf(text: string): ';' | ',' {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => first.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** A CSV's rows as text: a formula-looking text is left to the rules, which refuse it. */
export function readCsv(bytes: Uint8Array): SheetRead {
  const text = decodeText(bytes);
  // Counted before parsing: a file of 10,000 lines is refused at once.
  const lines = text.split('\n').filter((line) => line.trim() !== '').length;
  if (lines - 1 > MAX_IMPORT_ROWS) return tooManyRows();
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    return { ok: false, message: importTexts.unreadable };
  }
  const [headers, ...rows] = records;
  if (!headers) return { ok: false, message: importTexts.empty };
  return { ok: true, sheet: { headers, rows } };
}

/** A cell's value as the text a person typed; a formula is never evaluated nor its cached result taken. */
function cellText(cell: ExcelJS.Cell): ImportCell {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (cell.type === ExcelJS.ValueType.Formula) return { formula: true };
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { formula: true };
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return '';
  }
  return String(value);
}

/**
 * The first sheet's rows as text, read as a stream: a sheet of more than MAX_IMPORT_ROWS rows is
 * refused as soon as its row past the limit is read, without reading the rest.
 */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRead> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  const rows: ImportCell[][] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        if (rows.length > MAX_IMPORT_ROWS) return tooManyRows();
        const cells: ImportCell[] = [];
        for (let column = 1; column <= MAX_COLUMNS; column++) cells.push(cellText(row.getCell(column)));
        // A row the sheet skipped (all empty) stands as empty, so lines keep their numbers.
        while (rows.length < row.number - 1) rows.push([]);
        rows.push(cells);
      }
      break;
    }
  } catch {
    return { ok: false, message: importTexts.unreadable };
  }
  const [headers, ...data] = rows;
  if (!headers) return { ok: false, message: importTexts.empty };
  const width = headers.findLastIndex((cell) => cell !== '') + 1;
  return {
    ok: true,
    sheet: {
      headers: headers.slice(0, width).map((cell) => (typeof cell === 'string' ? cell : '')),
      rows: data.map((cells) => cells.slice(0, width)),
    },
  };
}

/** The columns read of each row: the template has 10; a club's own sheet may have a few more. */
const MAX_COLUMNS = 30;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The sheet in `bytes`, by their content (an XLSX is a zip), not by the file's name. */
export async function readSpreadsheet(bytes: Uint8Array): Promise<SheetRead> {
  if (bytes.byteLength > MAX_IMPORT_BYTES) return { ok: false, message: importTexts.tooLarge };
  if (bytes.byteLength === 0) return { ok: false, message: importTexts.noFile };
  const isZip = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  return isZip ? readXlsx(bytes) : readCsv(bytes);
}

/** The template as XLSX: the headers in bold and the example row. */
export async function templateXlsx(): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Socios');
  sheet.columns = IMPORT_COLUMNS.map((column) => ({ header: IMPORT_HEADERS[column], width: 22 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(IMPORT_COLUMNS.map((column) => IMPORT_EXAMPLE[column]));
  // Text cells: Excel would otherwise turn the cédula and the dates into numbers and days.
  for (let column = 1; column <= IMPORT_COLUMNS.length; column++) sheet.getColumn(column).numFmt = '@';
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The template as CSV, UTF-8 with a BOM and ';' as Excel in Spanish writes it. */
export function templateCsv(): string {
  const line = (cells: readonly string[]) => cells.join(';');
  return `\uFEFF${line(IMPORT_COLUMNS.map((c) => IMPORT_HEADERS[c]))}\r\n${line(IMPORT_COLUMNS.map((c) => IMPORT_EXAMPLE[c]))}\r\n`;
}
