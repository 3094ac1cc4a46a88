import PDFDocument from 'pdfkit';
import type { IrccaReport } from './ircca-report.ts';

// The month's report as a printable PDF (pdfkit: a maintained PDF writer whose built-in Helvetica
// covers Spanish accents), A4, from the same sections as the CSV. It ends with the Responsable
// Técnico's signature line, their name, the close's SHA-256 and the report's own (the CSV's, which
// holds the same rows: ircca-report.ts).

const MARGIN = 48;

function table(
  doc: PDFKit.PDFDocument,
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
) {
  const width = doc.page.width - MARGIN * 2;
  const columnWidth = width / columns.length;
  const line = (cells: ReadonlyArray<string | number>, bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
    const heights = cells.map((cell) => doc.heightOfString(String(cell), { width: columnWidth - 4 }));
    const height = Math.max(...heights, 9) + 3;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    cells.forEach((cell, index) => {
      doc.text(String(cell), MARGIN + index * columnWidth, top, { width: columnWidth - 4 });
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  line(columns, true);
  for (const row of rows) line(row, false);
}

export function irccaPdf(report: IrccaReport, reportSha256: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Informe mensual ${report.monthLabel}`, Author: report.club },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(report.club);
  if (report.registration) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Registro IRCCA n.º ${report.registration.number} · ${report.registration.address}`);
  }
  doc.font('Helvetica').fontSize(12).text(`Informe mensual al IRCCA: ${report.monthLabel}`);
  doc.fontSize(9).text(`Cierre firmado el ${report.closedAt.slice(0, 10)} por ${report.signedBy}.`);
  for (const section of report.sections) {
    doc.moveDown(1);
    doc.x = MARGIN;
    doc.font('Helvetica-Bold').fontSize(11).text(section.title);
    doc.moveDown(0.3);
    if (section.rows.length === 0) doc.font('Helvetica').fontSize(9).text(section.empty);
    else table(doc, section.columns, section.rows);
  }
  if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
  doc.moveDown(3);
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(10).text('_______________________________________');
  doc.text(`Firma del Responsable Técnico: ${report.signedBy}`);
  doc.moveDown(0.5);
  doc.fontSize(8).text(`SHA-256 de los eventos del mes: ${report.hash}`);
  doc.text(`SHA-256 del informe (su CSV sin la última línea): ${reportSha256}`);
  doc.end();
  return done;
}
