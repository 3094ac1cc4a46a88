import PDFDocument from 'pdfkit';
import type { IrccaReport } from './ircca-report.ts';

// The month's report as a printable PDF (pdfkit: a maintained PDF writer whose built-in Helvetica
// covers Spanish accents), A4, from the same sections as the CSV. It ends with the Responsable
// Técnico's signature line, their name, the close's SHA-256 and the report's own (the CSV's, which
// holds the same rows: ircca-report.ts).

const MARGIN = 48;

/** What an inspector reads for each column the CSV names for machines. */
const HEADINGS: Readonly<Record<string, string>> = {
  socio_id: 'Socio n.º',
  cedula: 'Cédula',
  nombre: 'Nombre',
  apellido: 'Apellido',
  especie: 'Variedad',
  gramos: 'Gramos',
  fecha: 'Fecha',
  plantas: 'Plantas',
  gramos_secos: 'Gramos secos',
  lote: 'Lote',
  planta_madre: 'Planta madre',
  fecha_cosecha: 'Cosecha',
  laboratorio: 'Laboratorio',
  fecha_analisis: 'Análisis',
  muestra: 'Muestra',
  thc: 'THC %',
  cbd: 'CBD %',
  otros_cannabinoides: 'Otros cannabinoides',
  terpenos: 'Terpenos',
  producto: 'Producto',
  principio_activo: 'Principio activo',
  dosis: 'Dosis',
  metodo_o_equipo: 'Método o equipo',
  lotes: 'Lotes',
  aplicado_por: 'Aplicado por',
  motivo: 'Motivo',
  metodo: 'Método',
  testigo: 'Testigo',
  inicial: 'Inicial',
  recibido: 'Recibido',
  ajustes: 'Ajustes',
  entregado: 'Entregado',
  destruido: 'Destruido',
  reservado: 'Reservado',
  final: 'Final',
  libro: 'Según registro',
  diferencia: 'Diferencia',
  socio: 'Socio',
  gramos_mes: 'Gramos del mes',
  gramos_ano: 'Gramos del año',
  fecha_saldo: 'Saldo al',
};

/** Columns the printed page leaves out: the month (the report's own) and the products' keys (their names are beside them). */
const UNPRINTED: Readonly<Record<string, readonly string[]>> = { entregas: ['mes', 'producto'] };

/** Columns summed in a section's last line. */
const TOTALLED = new Set(['gramos', 'gramos_secos', 'plantas', 'gramos_mes', 'gramos_ano']);

const asPrinted = (cell: string | number) =>
  typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell)
    ? `${cell.slice(8, 10)}/${cell.slice(5, 7)}/${cell.slice(0, 4)}`
    : String(cell);

/** A section as printed: Spanish headings, dates as dd/mm/yyyy, keys left out, totals last. */
export function printedSection(section: IrccaReport['sections'][number]) {
  const hidden = UNPRINTED[section.id] ?? [];
  const kept = section.columns.flatMap((column, index) => (hidden.includes(column) ? [] : [index]));
  const rows = section.rows.map((row) => kept.map((index) => asPrinted(row[index] ?? '')));
  const totals = kept.map((index) =>
    TOTALLED.has(section.columns[index] ?? '')
      ? section.rows.reduce((sum, row) => sum + (Number(row[index]) || 0), 0)
      : null,
  );
  const totalRow =
    rows.length > 0 && totals.some((total) => total !== null)
      ? totals.map((total, at) => (at === 0 ? 'Total' : total === null ? '' : String(total)))
      : null;
  return {
    columns: kept.map((index) => HEADINGS[section.columns[index] ?? ''] ?? section.columns[index] ?? ''),
    rows,
    totalRow,
  };
}

function table(doc: PDFKit.PDFDocument, printed: ReturnType<typeof printedSection>) {
  const { columns, rows, totalRow } = printed;
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
  if (totalRow) line(totalRow, true);
}

/** Height of the closing block: the month's figures in words, the signature line and the hashes. */
const CLOSING_HEIGHT = 170;

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
    else table(doc, printedSection(section));
  }
  // The signature never stands alone on a page: when it does not fit, the month's figures in words
  // go to the next page with it, so the page an inspector signs says what is signed.
  if (doc.y > doc.page.height - MARGIN - CLOSING_HEIGHT) doc.addPage();
  doc.moveDown(1.5);
  doc.x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(11).text(`Resumen de ${report.monthLabel}`);
  doc.font('Helvetica').fontSize(9);
  for (const line of summaryLines(report)) doc.text(line);
  doc.moveDown(2.5);
  doc.font('Helvetica').fontSize(10).text('_______________________________________');
  doc.text(`Firma del Responsable Técnico: ${report.signedBy}`);
  doc.moveDown(0.5);
  doc.fontSize(8).text(`SHA-256 de los eventos del mes: ${report.hash}`);
  doc.text(`SHA-256 del informe (su CSV sin la última línea): ${reportSha256}`);
  doc.end();
  return done;
}

/** The month's figures in words, from the sections' totals. */
function summaryLines(report: IrccaReport): string[] {
  const total = (id: string, column: string) => {
    const section = report.sections.find((s) => s.id === id);
    const at = section?.columns.indexOf(column) ?? -1;
    return section && at >= 0 ? section.rows.reduce((sum, row) => sum + (Number(row[at]) || 0), 0) : 0;
  };
  const deliveries = report.sections.find((s) => s.id === 'entregas');
  const members = new Set(deliveries?.rows.map((row) => row[1])).size;
  return [
    `Entregados: ${total('entregas', 'gramos')} g a ${members} ${members === 1 ? 'socio' : 'socios'}.`,
    `Cosechados: ${total('produccion', 'gramos_secos')} g secos de ${total('produccion', 'plantas')} plantas.`,
    `Destruidos: ${total('destruccion', 'gramos')} g.`,
  ];
}
