import type { Sql } from '@club/db/connection';
import type { CompoundShare } from '@club/domain/lab-results';
import type { AnalysisRow } from './projection.ts';

// Reading the `batch_analyses` read model: a batch's analyses, newest first, and each batch's
// latest (the one the carta and the labels show).

type AnalysisDbRow = {
  id: number;
  batch_id: number;
  product_id: number;
  laboratory: string;
  analysed_on: string;
  sample_id: string;
  thc: string | number;
  cbd: string | number;
  other_cannabinoids: CompoundShare[];
  terpenes: CompoundShare[];
  certificate_sha256: string;
  certificate_size: number;
  certificate_pages: number;
};

const SELECT_ANALYSES = `
  select id, batch_id, product_id, laboratory, analysed_on::text as analysed_on, sample_id, thc, cbd,
         other_cannabinoids, terpenes, certificate_sha256, certificate_size, certificate_pages
    from batch_analyses`;

/** Newest first: the later analysis date, then the later record of the same day. */
const NEWEST_FIRST = 'analysed_on desc, id desc';

function toAnalysis(row: AnalysisDbRow): AnalysisRow {
  return {
    id: Number(row.id),
    batchId: Number(row.batch_id),
    productId: Number(row.product_id),
    laboratory: row.laboratory,
    analysedOn: row.analysed_on,
    sampleId: row.sample_id,
    // numeric arrives as text from pg, as a number from PGlite.
    thc: Number(row.thc),
    cbd: Number(row.cbd),
    otherCannabinoids: row.other_cannabinoids,
    terpenes: row.terpenes,
    certificate: {
      sha256: row.certificate_sha256,
      size: Number(row.certificate_size),
      pages: Number(row.certificate_pages),
    },
  };
}

/** A batch's analyses, newest first. */
export async function analysesOfBatch(sql: Sql, batchId: number): Promise<AnalysisRow[]> {
  const { rows } = await sql.query<AnalysisDbRow>(
    `${SELECT_ANALYSES} where batch_id = $1 order by ${NEWEST_FIRST}`,
    [batchId],
  );
  return rows.map(toAnalysis);
}

/** One analysis of a batch, or null. */
export async function findAnalysis(
  sql: Sql,
  batchId: number,
  analysisId: number,
): Promise<AnalysisRow | null> {
  const { rows } = await sql.query<AnalysisDbRow>(`${SELECT_ANALYSES} where batch_id = $1 and id = $2`, [
    batchId,
    analysisId,
  ]);
  return rows[0] ? toAnalysis(rows[0]) : null;
}

/**
 * Each batch's latest analysis (of `batchIds`, or of every batch when null); a batch without one is
 * not in the map.
 */
export async function latestAnalyses(
  sql: Sql,
  batchIds: readonly number[] | null = null,
): Promise<Map<number, AnalysisRow>> {
  if (batchIds !== null && batchIds.length === 0) return new Map();
  const { rows } = await sql.query<AnalysisDbRow>(
    `select distinct on (batch_id) * from (${SELECT_ANALYSES}
       where $1::int[] is null or batch_id = any($1::int[])) a
      order by batch_id, ${NEWEST_FIRST}`,
    [batchIds === null ? null : [...new Set(batchIds)]],
  );
  return new Map(rows.map((row) => [Number(row.batch_id), toAnalysis(row)]));
}
