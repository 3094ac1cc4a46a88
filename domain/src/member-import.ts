import { cedulaDigits } from './cedula.ts';
import type { ClubSettings } from './club-settings.ts';
import { fillText } from './fill-text.ts';
import { memberDetailsProblem } from './member-schema.ts';
import { identityProblem, isIsoDate, RESIDENCIES } from './person.ts';

// A club's members brought in from a spreadsheet (decision 050): which columns it has, how a
// cell's text becomes a member's field, and each row's problems, in Spanish. The same rules as
// the member form (member-schema.ts, person.ts); the gateway adds what only the database knows
// (mails and cédulas already in use, the club's size) and registers each member through the
// members feature's own command. Also the opening balance a member brings: the grams already
// received this month and this year, which count against the caps from then on.

/** The largest file taken; a club of 45 fits in a few kilobytes. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** The most data rows taken: far above any club (45 at most), far below what would take long. */
export const MAX_IMPORT_ROWS = 500;
/** The form field the file comes in. */
export const IMPORT_FILE_FIELD = 'file';

export const IMPORT_COLUMNS = [
  'name',
  'lastName',
  'mail',
  'cedula',
  'birthDate',
  'residency',
  'phone',
  'irccaRegisteredOn',
  'gramsThisMonth',
  'gramsThisYear',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The template's headers, in its order. */
export const IMPORT_HEADERS: Record<ImportColumn, string> = {
  name: 'Nombre',
  lastName: 'Apellido',
  mail: 'Correo',
  cedula: 'Cédula',
  birthDate: 'Fecha de nacimiento',
  residency: 'Residencia',
  phone: 'Teléfono',
  irccaRegisteredOn: 'Registro IRCCA',
  gramsThisMonth: 'Gramos este mes',
  gramsThisYear: 'Gramos este año',
};

/** The template's example row (a cédula with its right check digit). */
export const IMPORT_EXAMPLE: Record<ImportColumn, string> = {
  name: 'Ana',
  lastName: 'Pérez',
  mail: 'ana.perez@ejemplo.uy',
  cedula: '1.234.567-2',
  birthDate: '1990-05-20',
  residency: 'Ciudadanía',
  phone: '099 123 456',
  irccaRegisteredOn: '2025-03-01',
  gramsThisMonth: '10',
  gramsThisYear: '120',
};

const OPTIONAL: ReadonlySet<ImportColumn> = new Set(['irccaRegisteredOn', 'gramsThisMonth', 'gramsThisYear']);

/** A header as compared: no accents, lower case, only letters and digits separated by one space. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Other names a club's own sheet may give the same column.
const ALIASES: Record<string, ImportColumn> = {
  nombres: 'name',
  apellidos: 'lastName',
  mail: 'mail',
  email: 'mail',
  'e mail': 'mail',
  'correo electronico': 'mail',
  ci: 'cedula',
  'c i': 'cedula',
  'cedula de identidad': 'cedula',
  nacimiento: 'birthDate',
  'fecha nacimiento': 'birthDate',
  celular: 'phone',
  telefono: 'phone',
  ircca: 'irccaRegisteredOn',
  'fecha registro ircca': 'irccaRegisteredOn',
  'gramos del mes': 'gramsThisMonth',
  'gramos del ano': 'gramsThisYear',
};
for (const column of IMPORT_COLUMNS) ALIASES[headerKey(IMPORT_HEADERS[column])] = column;

export const importTexts = {
  tooLarge: 'El archivo pesa más de 2 MB. Una planilla de socios entra en mucho menos.',
  tooManyRows:
    'La planilla tiene más de {max} filas. Revisá que sea la de socios (el club admite {members}).',
  unreadable: 'No pudimos leer el archivo. Subí una planilla .xlsx o .csv (podés bajar la plantilla).',
  noFile: 'Elegí un archivo .xlsx o .csv.',
  empty: 'La planilla no tiene socios: la primera fila son los encabezados y después uno por fila.',
  missingColumns: 'Faltan columnas: {columns}. Usá los encabezados de la plantilla.',
  duplicateColumn: 'La columna «{column}» aparece dos veces.',
  required: 'Falta {column}.',
  formula: '{column} tiene una fórmula: pegá el valor, no la fórmula.',
  dateInvalid: '{column}: escribí la fecha como AAAA-MM-DD o DD/MM/AAAA.',
  irccaFuture: 'Registro IRCCA: la fecha no puede ser posterior a hoy.',
  residencyInvalid: 'Residencia: escribí «Ciudadanía» o «Residencia».',
  gramsInvalid: '{column}: escribí un número entero de gramos, 0 o más.',
  mailRepeated: 'El correo se repite en la fila {line}.',
  cedulaRepeated: 'La cédula se repite en la fila {line}.',
  mailInUse: 'Ya hay un socio con ese correo.',
  cedulaInUse: 'Ya hay un socio con esa cédula.',
  clubFull: 'El club llegaría a más de {max} socios activos.',
  openingMonthOverCap: 'Los gramos de este mes ({grams} g) superan el límite mensual de {cap} g.',
  openingYearOverCap: 'Los gramos de este año ({grams} g) superan el límite anual de {cap} g.',
  openingMonthOverYear: 'Los gramos de este mes no pueden ser más que los de este año.',
  openingJanuary: 'En enero los gramos del año son los del mes: tienen que ser iguales.',
  openingDateInvalid: 'La fecha del saldo tiene que ser un día válido, no posterior a hoy.',
  openingAlreadyRecorded: 'Este socio ya tiene su saldo de apertura.',
  mailsChoice: 'Elegí si las contraseñas se mandan ahora o se retienen.',
  aborted: 'Fila {line}: {reason} No se importó ningún socio: corregí la planilla y probá de nuevo.',
  imported: 'Se importaron {imported} socios; {skipped} filas quedaron afuera.',
  welcomeSubject: 'Bienvenido al club: tu contraseña temporal',
  welcomeMail:
    'Hola {name}: el club ya lleva sus socios en este sistema y tenés tu cuenta.\n\nIngresá con tu mail ({mail}) y esta contraseña temporal: {{code}}\n\nAl entrar vas a elegir una contraseña propia. La temporal vence en {hours} horas.',
  passwordSent: 'Le mandamos una contraseña temporal a {mail}.',
} as const;

export type ImportCell = string | { formula: true };

export interface SheetRows {
  headers: string[];
  /** Each row's cells in the headers' order; the first data row is line 2 of the sheet. */
  rows: ImportCell[][];
}

export interface HeaderMap {
  columns: Map<number, ImportColumn>;
  problem: string | null;
}

/** Which column each header is, or why the headers are refused. */
export function mapHeaders(headers: readonly string[]): HeaderMap {
  const columns = new Map<number, ImportColumn>();
  const seen = new Set<ImportColumn>();
  for (const [index, header] of headers.entries()) {
    const column = ALIASES[headerKey(header)];
    if (!column) continue;
    if (seen.has(column)) {
      return { columns, problem: fillText(importTexts.duplicateColumn, { column: IMPORT_HEADERS[column] }) };
    }
    seen.add(column);
    columns.set(index, column);
  }
  const missing = IMPORT_COLUMNS.filter((column) => !OPTIONAL.has(column) && !seen.has(column));
  if (missing.length > 0) {
    const names = missing.map((column) => IMPORT_HEADERS[column]).join(', ');
    return { columns, problem: fillText(importTexts.missingColumns, { columns: names }) };
  }
  return { columns, problem: null };
}

/** What a member's row gives, as the member form would send it ('' for not given). */
export interface ImportedMember {
  name: string;
  lastName: string;
  mail: string;
  cedula: string;
  birthDate: string;
  residency: string;
  phone: string;
  irccaRegisteredOn: string;
  /** Null when the row gives no opening balance. */
  opening: { gramsThisMonth: number; gramsThisYear: number } | null;
}

export interface ImportRow {
  /** The sheet's line number (the headers are line 1). */
  line: number;
  member: ImportedMember;
  errors: string[];
}

/** 'DD/MM/YYYY' or 'D-M-YYYY' as YYYY-MM-DD; anything else as typed. */
export function isoDay(text: string): string {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!dayFirst) return value;
  const [, day, month, year] = dayFirst as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** 'Ciudadanía', 'CIUDADANIA', 'residente' → the stored value; anything else as typed. */
function residencyOf(text: string): string {
  const key = headerKey(text);
  if (key.startsWith('ciudadan')) return 'ciudadania';
  if (key.startsWith('residen')) return 'residencia';
  return text.trim();
}

function gramsOf(text: string): number | null {
  const value = text.trim();
  return /^\d{1,4}$/.test(value) ? Number(value) : null;
}

export type Caps = Pick<ClubSettings, 'monthlyGramsLimit' | 'yearlyGramsLimit'>;

/**
 * Why an opening balance on `asOf` (YYYY-MM-DD) is refused under `caps`, or null. A member could
 * not have received more than the caps allow; in January the year so far is the month.
 */
export function openingBalanceProblem(
  opening: { gramsThisMonth: number; gramsThisYear: number },
  asOf: string,
  caps: Caps,
): string | null {
  const { gramsThisMonth, gramsThisYear } = opening;
  const whole = (grams: number) => Number.isInteger(grams) && grams >= 0 && grams <= 9999;
  if (!whole(gramsThisMonth))
    return fillText(importTexts.gramsInvalid, { column: IMPORT_HEADERS.gramsThisMonth });
  if (!whole(gramsThisYear))
    return fillText(importTexts.gramsInvalid, { column: IMPORT_HEADERS.gramsThisYear });
  if (gramsThisMonth > caps.monthlyGramsLimit) {
    return fillText(importTexts.openingMonthOverCap, { grams: gramsThisMonth, cap: caps.monthlyGramsLimit });
  }
  if (gramsThisYear > caps.yearlyGramsLimit) {
    return fillText(importTexts.openingYearOverCap, { grams: gramsThisYear, cap: caps.yearlyGramsLimit });
  }
  if (gramsThisMonth > gramsThisYear) return importTexts.openingMonthOverYear;
  if (asOf.slice(5, 7) === '01' && gramsThisYear !== gramsThisMonth) return importTexts.openingJanuary;
  return null;
}

/** Excel keeps a sheet's text as typed: a cell that would run as a formula is refused, never evaluated. */
export function looksLikeFormula(text: string): boolean {
  // '+598 99 123 456' and '-5' are a phone and a number, not formulas.
  return /^[=+\-@]/.test(text) && !/^[+-]?[\d\s().-]+$/.test(text);
}

/** One data row read against the headers: the member it gives and its problems, in the sheet's order. */
export function readRow(
  cells: readonly ImportCell[],
  columns: ReadonlyMap<number, ImportColumn>,
  line: number,
  options: { today: string; caps: Caps },
): ImportRow {
  const text: Record<ImportColumn, string> = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as Record<
    ImportColumn,
    string
  >;
  const errors: string[] = [];
  for (const [index, column] of columns) {
    const cell = cells[index] ?? '';
    const label = IMPORT_HEADERS[column];
    if (typeof cell !== 'string' || looksLikeFormula(cell.trim())) {
      errors.push(fillText(importTexts.formula, { column: label }));
      continue;
    }
    text[column] = cell.trim();
  }
  const member: ImportedMember = {
    name: text.name,
    lastName: text.lastName,
    mail: text.mail,
    cedula: text.cedula,
    birthDate: isoDay(text.birthDate),
    residency: residencyOf(text.residency),
    phone: text.phone,
    irccaRegisteredOn: isoDay(text.irccaRegisteredOn),
    opening: null,
  };
  if (errors.length > 0) return { line, member, errors };
  for (const column of IMPORT_COLUMNS) {
    if (!OPTIONAL.has(column) && text[column] === '') {
      errors.push(fillText(importTexts.required, { column: IMPORT_HEADERS[column] }));
    }
  }
  if (errors.length > 0) return { line, member, errors };
  const details = memberDetailsProblem(member);
  if (details) errors.push(details.message);
  if (!isIsoDate(member.birthDate)) {
    errors.push(fillText(importTexts.dateInvalid, { column: IMPORT_HEADERS.birthDate }));
  } else if (!(RESIDENCIES as readonly string[]).includes(member.residency)) {
    errors.push(importTexts.residencyInvalid);
  } else {
    const identity = identityProblem(member, options.today);
    if (identity) errors.push(identity.message);
  }
  if (member.irccaRegisteredOn !== '') {
    if (!isIsoDate(member.irccaRegisteredOn)) {
      errors.push(fillText(importTexts.dateInvalid, { column: IMPORT_HEADERS.irccaRegisteredOn }));
    } else if (member.irccaRegisteredOn > options.today) {
      errors.push(importTexts.irccaFuture);
    }
  }
  if (text.gramsThisMonth !== '' || text.gramsThisYear !== '') {
    const month = text.gramsThisMonth === '' ? 0 : gramsOf(text.gramsThisMonth);
    const year = text.gramsThisYear === '' ? month : gramsOf(text.gramsThisYear);
    if (month === null) {
      errors.push(fillText(importTexts.gramsInvalid, { column: IMPORT_HEADERS.gramsThisMonth }));
    } else if (year === null) {
      errors.push(fillText(importTexts.gramsInvalid, { column: IMPORT_HEADERS.gramsThisYear }));
    } else {
      member.opening = { gramsThisMonth: month, gramsThisYear: year };
      const problem = openingBalanceProblem(member.opening, options.today, options.caps);
      if (problem) errors.push(problem);
    }
  }
  return { line, member, errors };
}

/** A mail or a cédula as compared for duplicates. */
export const mailKey = (mail: string) => mail.trim().toLowerCase();
export const cedulaKey = (cedula: string) => cedulaDigits(cedula);

/** Every data row read, then each mail and cédula that repeats an earlier row's refused there. */
export function readRows(
  sheet: SheetRows,
  options: { today: string; caps: Caps },
): { rows: ImportRow[]; problem: string | null } {
  const { columns, problem } = mapHeaders(sheet.headers);
  if (problem) return { rows: [], problem };
  const rows: ImportRow[] = [];
  const mails = new Map<string, number>();
  const cedulas = new Map<string, number>();
  for (const [index, cells] of sheet.rows.entries()) {
    if (cells.every((cell) => cell === '')) continue;
    const row = readRow(cells, columns, index + 2, options);
    const mail = mailKey(row.member.mail);
    const cedula = cedulaKey(row.member.cedula);
    const firstMail = mails.get(mail);
    const firstCedula = cedulas.get(cedula);
    if (mail !== '' && firstMail !== undefined) {
      row.errors.push(fillText(importTexts.mailRepeated, { line: firstMail }));
    }
    if (cedula !== '' && firstCedula !== undefined) {
      row.errors.push(fillText(importTexts.cedulaRepeated, { line: firstCedula }));
    }
    if (mail !== '' && firstMail === undefined) mails.set(mail, row.line);
    if (cedula !== '' && firstCedula === undefined) cedulas.set(cedula, row.line);
    rows.push(row);
  }
  if (rows.length === 0) return { rows, problem: importTexts.empty };
  return { rows, problem: null };
}
