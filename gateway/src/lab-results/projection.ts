import type { Sql } from '@club/db/connection';
import type { CertificateFile, CompoundShare } from '@club/domain/lab-results';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { BatchEvent } from '../plants/public.ts';

// The `batch_analyses` read model: one row per `BatchAnalysed` on a batch's stream, written live
// and by replay from this same code.

export interface AnalysisRow {
  id: number;
  batchId: number;
  productId: number;
  laboratory: string;
  /** YYYY-MM-DD */
  analysedOn: string;
  sampleId: string;
  thc: number;
  cbd: number;
  otherCannabinoids: CompoundShare[];
  terpenes: CompoundShare[];
  certificate: CertificateFile;
}

/** The row a batch's fact adds; none for its other facts. */
export function analysisRowOf(event: BatchEvent): AnalysisRow[] {
  if (event.type !== 'BatchAnalysed') return [];
  const { analysisId, batchId, productId, certificate, ...values } = event.payload;
  return [{ id: analysisId, batchId, productId, certificate, ...values }];
}

const ANALYSIS_ROWS: RowsInsert<AnalysisRow> = {
  columns: [
    ['id', 'integer', (row) => row.id],
    ['batch_id', 'integer', (row) => row.batchId],
    ['product_id', 'integer', (row) => row.productId],
    ['laboratory', 'text', (row) => row.laboratory],
    ['analysed_on', 'date', (row) => row.analysedOn],
    ['sample_id', 'text', (row) => row.sampleId],
    ['thc', 'numeric', (row) => row.thc],
    ['cbd', 'numeric', (row) => row.cbd],
    ['other_cannabinoids', 'jsonb', (row) => row.otherCannabinoids],
    ['terpenes', 'jsonb', (row) => row.terpenes],
    ['certificate_sha256', 'text', (row) => row.certificate.sha256],
    ['certificate_size', 'integer', (row) => row.certificate.size],
    ['certificate_pages', 'integer', (row) => row.certificate.pages],
  ],
};

function insertAnalysisRows(sql: Sql, rows: readonly AnalysisRow[], table = 'batch_analyses') {
  return insertRows(sql, table, ANALYSIS_ROWS, rows);
}

export const batchAnalysesProjection = defineProjection({
  name: 'batch_analyses',
  streams: ['batch'],
  project: (tx, events) => insertAnalysisRows(tx, events.flatMap(analysisRowOf)),
  rebuild: {
    initial: (): AnalysisRow[] => [],
    evolve(rows, event) {
      rows.push(...analysisRowOf(event));
      return rows;
    },
    tables: [
      {
        table: 'batch_analyses',
        columns:
          'id, batch_id, product_id, laboratory, analysed_on, sample_id, thc, cbd, other_cannabinoids, terpenes, certificate_sha256, certificate_size, certificate_pages',
        key: 'id::text',
      },
    ],
    write: (sql, rows) => insertAnalysisRows(sql, rows, 'replay_batch_analyses'),
  },
});
