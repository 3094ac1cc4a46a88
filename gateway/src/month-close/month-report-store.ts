import type { Sql } from '@club/db/connection';
import type { SignedClose } from './events.ts';
import { irccaPdf } from './ircca-pdf.ts';
import { irccaCsv, irccaReport } from './ircca-report.ts';

// The IRCCA report of a closed month, kept as the files it was when the month closed: the report
// joins names (members, the mother plant, witnesses) and rows (treatments) that can change later,
// and a signed document must not. Written in the close's transaction, read on every download, so
// each download gives the same bytes.
//
// The table `month_reports` is outside the event log on purpose: the files hold members' names in
// clear, which never enter an event payload. It is append-only (triggers, and the app role may
// only read and insert), like the log. Replay does not compare it: it is no projection of the
// events but the rendering the close made (pdfkit's bytes of that day), which no fold rebuilds.

export interface MonthReportFiles {
  month: string;
  csv: string;
  pdf: Buffer;
  /** The report's own SHA-256, printed on both files (ircca-report.ts). */
  sha256: string;
}

/** Renders the closed month's report from the database as it is now and keeps it (once per month). */
export async function storeMonthReport(tx: Sql, close: SignedClose): Promise<void> {
  const report = await irccaReport(tx, close);
  const { csv, sha256 } = irccaCsv(report);
  const pdf = await irccaPdf(report, sha256);
  await tx.query(
    `insert into month_reports (month, csv, pdf, sha256) values ($1, $2, $3, $4)
     on conflict (month) do nothing`,
    [close.month, csv, pdf, sha256],
  );
}

/** The files kept for a month, or null. */
export async function readMonthReport(sql: Sql, month: string): Promise<MonthReportFiles | null> {
  const { rows } = await sql.query<{ csv: string; pdf: Uint8Array; sha256: string }>(
    'select csv, pdf, sha256 from month_reports where month = $1',
    [month],
  );
  const row = rows[0];
  // pg answers a Buffer, PGlite a Uint8Array.
  return row ? { month, csv: row.csv, pdf: Buffer.from(row.pdf), sha256: row.sha256 } : null;
}
