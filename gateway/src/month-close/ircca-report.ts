import { createHash } from 'node:crypto';
import type { Sql } from '@club/db/connection';
import { monthRange } from '@club/domain/calendar-month';
import { texts } from '@club/domain/texts';
import { openWitnesses } from '../destruction/public.ts';
import { monthInWords } from '../kernel/commands/open-months.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import { openingBalancesSection } from '../member-import/public.ts';
import { csvText, DISPENSATIONS_CSV_HEADER, dispensationCells, dispensations } from '../reporting/public.ts';
import { clubProfile } from '../setup/public.ts';
import type { SignedClose } from './events.ts';

// The month's report for the regulator (IRCCA), read from a closed month: sections of rows, each
// with its own columns, written as CSV and as PDF (ircca-pdf.ts) from the same data: deliveries,
// members' opening balances (grams received before the books began here, apart from the deliveries),
// production with the batch and mother plant of each harvest, each harvest's lab analyses,
// treatments, destruction, balance.

export interface ReportSection {
  /** Stable id (CSV readers may key on it). */
  id: string;
  title: string;
  columns: string[];
  rows: Array<Array<string | number>>;
  /** Shown when there are no rows. */
  empty: string;
}

export interface IrccaReport {
  club: string;
  /** The club's IRCCA registration and address, as its setup recorded them; null before any. */
  registration: { number: string; address: string } | null;
  month: string;
  monthLabel: string;
  signedBy: string;
  closedAt: string;
  hash: string;
  sections: ReportSection[];
}

async function deliveries(sql: Sql, month: string): Promise<ReportSection> {
  const rows = await dispensations(sql, month);
  return {
    id: 'entregas',
    title: 'Entregas a socios',
    // The regulator's CSV of deliveries (reporting/queries.ts), unchanged inside the report: each
    // member identified by cédula and name.
    columns: DISPENSATIONS_CSV_HEADER,
    rows: rows.map((row) => dispensationCells(month, row)),
    empty: 'Sin entregas en el mes',
  };
}

async function production(sql: Sql, month: string): Promise<ReportSection> {
  const { from, to } = monthRange(month);
  const { rows } = await sql.query<{
    date: string;
    species: string;
    plants: number;
    stock: number;
    batch: number | null;
    mother: string | null;
  }>(
    `select h.harvest_date::text as date, p.species, h.number_of_plants as plants, h.stock,
            b.id as batch, m.name as mother
       from harvests h join products p on p.id = h.product_id
       left join batches b on b.id = h.batch_id
       left join mother_plants m on m.id = b.mother_id
      where h.harvest_date >= $1::date and h.harvest_date < $2::date
      order by h.harvest_date, p.species, h.id`,
    [from, to],
  );
  return {
    id: 'produccion',
    title: 'Producción (cosechas)',
    // Lote and madre: the plant each gram comes from (a harvest recorded before the registry has none).
    columns: ['fecha', 'especie', 'plantas', 'gramos_secos', 'lote', 'planta_madre'],
    rows: rows.map((row) => [
      row.date,
      row.species,
      Number(row.plants),
      Number(row.stock),
      row.batch === null ? '' : Number(row.batch),
      row.mother ?? '',
    ]),
    empty: 'Sin cosechas en el mes',
  };
}

/** '1.1 % CBG; 0.9 % Mirceno': an analysis's other compounds in one cell. */
const compounds = (list: ReadonlyArray<{ name: string; percent: number }>) =>
  list.map((c) => `${c.name} ${Number(c.percent)} %`).join('; ');

/**
 * Each harvest of the month with its batch's lab analyses (one row per analysis; a harvest of no
 * batch, or whose batch has none, one row saying so), as recorded when the month closed.
 */
async function analyses(sql: Sql, month: string): Promise<ReportSection> {
  const { from, to } = monthRange(month);
  const { rows } = await sql.query<{
    date: string;
    species: string;
    batch: number | null;
    laboratory: string | null;
    analysed_on: string | null;
    sample: string | null;
    thc: string | number | null;
    cbd: string | number | null;
    others: Array<{ name: string; percent: number }> | null;
    terpenes: Array<{ name: string; percent: number }> | null;
  }>(
    `select h.harvest_date::text as date, p.species, h.batch_id as batch, a.laboratory,
            a.analysed_on::text as analysed_on, a.sample_id as sample, a.thc, a.cbd,
            a.other_cannabinoids as others, a.terpenes
       from harvests h join products p on p.id = h.product_id
       left join batch_analyses a on a.batch_id = h.batch_id
      where h.harvest_date >= $1::date and h.harvest_date < $2::date
      order by h.harvest_date, p.species, h.id, a.analysed_on, a.id`,
    [from, to],
  );
  return {
    id: 'analisis',
    title: 'Análisis de laboratorio de las cosechas',
    columns: [
      'fecha_cosecha',
      'especie',
      'lote',
      'laboratorio',
      'fecha_analisis',
      'muestra',
      'thc',
      'cbd',
      'otros_cannabinoides',
      'terpenos',
    ],
    rows: rows.map((row) => [
      row.date,
      row.species,
      row.batch === null ? '' : Number(row.batch),
      row.laboratory ?? (row.batch === null ? 'sin lote registrado' : 'sin análisis'),
      row.analysed_on ?? '',
      row.sample ?? '',
      row.thc === null ? '' : Number(row.thc),
      row.cbd === null ? '' : Number(row.cbd),
      compounds(row.others ?? []),
      compounds(row.terpenes ?? []),
    ]),
    empty: 'Sin cosechas en el mes',
  };
}

async function treatments(sql: Sql, month: string): Promise<ReportSection> {
  const { from, to } = monthRange(month);
  const { rows } = await sql.query<{
    date: string;
    product: string;
    ingredient: string;
    dose: string;
    method: string;
    batches: number[];
    by: string;
  }>(
    `select applied_on::text as date, product, active_ingredient as ingredient, dose, method,
            batch_ids as batches, applied_by as by
       from treatments
      where applied_on >= $1::date and applied_on < $2::date
      order by applied_on, id`,
    [from, to],
  );
  return {
    id: 'tratamientos',
    title: 'Tratamientos fitosanitarios',
    columns: ['fecha', 'producto', 'principio_activo', 'dosis', 'metodo_o_equipo', 'lotes', 'aplicado_por'],
    rows: rows.map((row) => [
      row.date,
      row.product,
      row.ingredient,
      row.dose,
      row.method,
      row.batches.join(' '),
      row.by,
    ]),
    empty: 'Sin tratamientos en el mes',
  };
}

async function destruction(sql: Sql, month: string): Promise<ReportSection> {
  const { from, to } = monthRange(month);
  const { rows } = await sql.query<{
    payload: {
      date: string;
      productId: number;
      /** Only in BatchWasteDestroyed. */
      batchId?: number;
      grams: number;
      reason: string;
      method: string;
      destructionId: string;
      witness: Sealed;
    };
    species: string;
  }>(
    `select e.payload, p.species
       from events e join products p on p.id = (e.payload->>'productId')::int
      where e.type in ('StockDestroyed', 'BatchWasteDestroyed') and e.payload->>'date' >= $1 and e.payload->>'date' < $2
      order by e.payload->>'date', e.position`,
    [from, to],
  );
  const witnesses = await openWitnesses(
    sql,
    rows.map((row) => row.payload),
  );
  return {
    id: 'destruccion',
    title: 'Destrucción',
    // 'lote': the batch whose waste it was; empty for a product's grams on hand.
    columns: ['fecha', 'especie', 'lote', 'gramos', 'motivo', 'metodo', 'testigo'],
    rows: rows.map(({ payload, species }, at) => [
      payload.date,
      species,
      payload.batchId ?? '',
      payload.grams,
      payload.reason,
      payload.method,
      witnesses[at] as string,
    ]),
    empty: 'Sin destrucciones en el mes',
  };
}

function balance(close: SignedClose): ReportSection {
  return {
    id: 'balance',
    title: 'Balance de stock (gramos)',
    columns: [
      'especie',
      'inicial',
      'recibido',
      'ajustes',
      'entregado',
      'destruido',
      'reservado',
      'final',
      'libro',
      'diferencia',
      'motivo',
    ],
    rows: close.products.map((line) => [
      line.species,
      line.opening,
      line.received,
      line.adjusted,
      line.dispensed,
      line.destroyed,
      line.pending,
      line.closing,
      line.ledger,
      line.difference,
      line.reason ?? '',
    ]),
    empty: 'Sin productos',
  };
}

/** The report of a closed month. */
export async function irccaReport(sql: Sql, close: SignedClose): Promise<IrccaReport> {
  const { month } = close;
  const profile = await clubProfile(sql);
  return {
    club: profile?.name ?? texts.brand.title,
    registration: profile && { number: profile.irccaRegistration, address: profile.address },
    month,
    monthLabel: monthInWords(month),
    signedBy: close.signedBy,
    closedAt: close.closedAt,
    hash: close.hash,
    sections: [
      await deliveries(sql, month),
      await openingBalancesSection(sql, month),
      await production(sql, month),
      await analyses(sql, month),
      await treatments(sql, month),
      await destruction(sql, month),
      balance(close),
    ],
  };
}

/** The label of the CSV's last line, the report's own SHA-256. */
const REPORT_HASH_LABEL = 'sha256_informe';

export interface RenderedCsv {
  csv: string;
  /** SHA-256 (hex) of the CSV's UTF-8 bytes before its last line, which prints it. */
  sha256: string;
}

/**
 * The report as one CSV (csv.ts: ';', CRLF, UTF-8): a heading block (club, month, who signed, the
 * close's hash), then each section as its title line, its column line and its rows, a blank line
 * between, and last the report's own SHA-256: what the PDF prints too, and what anyone can
 * recompute from the file (every byte but that last line, without the BOM a browser adds).
 */
export function irccaCsv(report: IrccaReport): RenderedCsv {
  const lines: Array<Array<string | number>> = [
    ['club', report.club],
    ...(report.registration
      ? [
          ['registro_ircca', report.registration.number],
          ['direccion', report.registration.address],
        ]
      : []),
    ['mes', report.month],
    ['responsable_tecnico', report.signedBy],
    ['cerrado', report.closedAt],
    ['sha256', report.hash],
  ];
  for (const section of report.sections) {
    lines.push([], [`# ${section.title}`], section.columns, ...section.rows);
  }
  lines.push([]);
  const hashed = csvText(lines);
  const sha256 = createHash('sha256').update(hashed, 'utf8').digest('hex');
  return { csv: hashed + csvText([[REPORT_HASH_LABEL, sha256]]), sha256 };
}
