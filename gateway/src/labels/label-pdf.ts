import { fillText } from '@club/domain/fill-text';
import { formatIsoDate } from '@club/domain/harvest';
import { analysisDateLine } from '@club/domain/lab-results';
import { type LabelLayout, labelTexts } from '@club/domain/labels';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

// Labels as a printable PDF (pdfkit, whose built-in Helvetica covers Spanish; qrcode for the
// code's modules, drawn as vector squares so any printer prints them sharp). Two layouts:
// - 'roll': one label per page, 62 mm wide by 100 mm (continuous 62 mm label rolls);
// - 'a4': an A4 sheet of 2 × 4 labels of 95 × 69 mm with light cut lines, as many sheets as needed.

export interface Label {
  club: string;
  product: string;
  batchId: number | null;
  /** YYYY-MM-DD of the batch's harvest. */
  harvestDate: string | null;
  /** Net grams; null: left blank to write by hand. */
  grams: number | null;
  thc: number;
  cbd: number;
  /** Null: the declared figures (the batch has no analysis). */
  analysis: { analysedOn: string; laboratory: string } | null;
  /** What the QR code holds: the batch's traceability; null for grams of no batch. */
  traceUrl: string | null;
  /** 'Pedido 1a2b3c4d · retiro 03/09/2024' on an order's labels. */
  reference: string | null;
}

const MM = 72 / 25.4;
const ROLL = { width: 62 * MM, height: 100 * MM };
const A4_GRID = { columns: 2, rows: 4, width: 95 * MM, height: 69 * MM };
const PAD = 3 * MM;

const decimal = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 3 });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The QR code's modules as squares filling `size` points from (x, y). */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  // A quiet zone of two modules around the code, inside `size`.
  const cell = size / (modules.size + 4);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + (column + 2) * cell, y + (row + 2) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

function textLines(label: Label): Array<{ text: string; font: string; size: number }> {
  const lines = [
    { text: label.club, font: 'Helvetica-Bold', size: 8 },
    { text: label.product, font: 'Helvetica-Bold', size: 13 },
    {
      text: [
        label.batchId === null ? labelTexts.noBatch : fillText(labelTexts.batch, { batch: label.batchId }),
        label.harvestDate ? fillText(labelTexts.harvested, { date: formatIsoDate(label.harvestDate) }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
      font: 'Helvetica',
      size: 8,
    },
    {
      text:
        label.grams === null
          ? labelTexts.netWeightBlank
          : fillText(labelTexts.netWeight, { grams: decimal.format(label.grams) }),
      font: 'Helvetica-Bold',
      size: 10,
    },
    {
      text: fillText(labelTexts.figures, { thc: decimal.format(label.thc), cbd: decimal.format(label.cbd) }),
      font: 'Helvetica-Bold',
      size: 10,
    },
    {
      text: label.analysis
        ? fillText(labelTexts.analysedBy, {
            analysis: analysisDateLine(label.analysis.analysedOn),
            laboratory: label.analysis.laboratory,
          })
        : labelTexts.declared,
      font: 'Helvetica',
      size: 7,
    },
  ];
  if (label.reference) lines.push({ text: label.reference, font: 'Helvetica', size: 7 });
  return lines;
}

/**
 * One label inside `box`, its sizes times `scale`: the text, the QR code (right of the text when
 * the box is wide, under it when tall) with its caption, then the warning under both.
 */
function drawLabel(doc: PDFKit.PDFDocument, label: Label, box: Box, scale: number) {
  const wide = box.width > box.height;
  const qrSize = wide ? Math.min(box.height * 0.55, box.width * 0.36) : box.width * 0.5;
  const textWidth = (wide ? box.width - qrSize - PAD : box.width) - 2 * PAD;
  let y = box.y + PAD;
  for (const line of textLines(label)) {
    doc
      .font(line.font)
      .fontSize(line.size * scale)
      .fillColor('#000000');
    doc.text(line.text, box.x + PAD, y, { width: textWidth });
    y = doc.y + 1.5;
  }
  const qrX = wide ? box.x + box.width - PAD - qrSize : box.x + (box.width - qrSize) / 2;
  const qrY = wide ? box.y + PAD : y + 2;
  // The caption may be wider than the code: centred under it, within the label.
  const captionWidth = Math.min(qrSize + 8 * MM, box.width - 2 * PAD);
  const captionX = Math.max(box.x + PAD, qrX + (qrSize - captionWidth) / 2);
  doc.font('Helvetica').fontSize(5.5 * scale);
  if (label.traceUrl) {
    drawQr(doc, label.traceUrl, qrX, qrY, qrSize);
    doc.text(labelTexts.scan, captionX, qrY + qrSize + 1, { width: captionWidth, align: 'center' });
  } else {
    doc.text(labelTexts.noTrace, captionX, qrY + qrSize / 2, { width: captionWidth, align: 'center' });
  }
  const warningY = Math.max(y, doc.y, wide ? 0 : qrY + qrSize) + 3;
  doc
    .font('Helvetica')
    .fontSize(5.5 * scale)
    .text(labelTexts.warning, box.x + PAD, warningY, { width: box.width - 2 * PAD });
}

function a4Cells(doc: PDFKit.PDFDocument): Box[] {
  const { columns, rows, width, height } = A4_GRID;
  const left = (doc.page.width - columns * width) / 2;
  const top = (doc.page.height - rows * height) / 2;
  const cells: Box[] = [];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      cells.push({ x: left + column * width, y: top + row * height, width, height });
  return cells;
}

/** The labels as a PDF in `layout`; one page per label on a roll, eight labels per A4 sheet. */
export function labelsPdf(labels: readonly Label[], layout: LabelLayout, title: string): Promise<Buffer> {
  const size = layout === 'roll' ? [ROLL.width, ROLL.height] : 'A4';
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const perPage = layout === 'roll' ? 1 : A4_GRID.columns * A4_GRID.rows;
  for (let first = 0; first < labels.length; first += perPage) {
    doc.addPage({ size, margin: 0 });
    const cells = layout === 'roll' ? [{ x: 0, y: 0, ...ROLL }] : a4Cells(doc);
    labels.slice(first, first + perPage).forEach((label, index) => {
      const cell = cells[index] as Box;
      if (layout === 'a4') {
        doc.save().lineWidth(0.3).dash(2, { space: 2 }).strokeColor('#999999');
        doc.rect(cell.x, cell.y, cell.width, cell.height).stroke();
        doc.undash().restore();
      }
      drawLabel(doc, label, cell, layout === 'a4' ? 1.2 : 1);
    });
  }
  doc.end();
  return done;
}
