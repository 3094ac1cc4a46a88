import type { Sql } from '@club/db/connection';
import { fillText } from '@club/domain/fill-text';
import { formatIsoDate } from '@club/domain/harvest';
import { labelTexts } from '@club/domain/labels';
import { brandTitle } from '@club/domain/menu-texts';
import { loadStream } from '../kernel/commands/pipeline.ts';
import { type AnalysisRow, latestAnalyses } from '../lab-results/public.ts';
import { evolveOrder, type OrderRow, orderStream } from '../orders/public.ts';
import { handoverAttributions } from '../reporting/public.ts';
import { clubProfile } from '../setup/public.ts';
import { currentLots, type LotPart, type StockLots } from '../stock/public.ts';
import type { Label } from './label-pdf.ts';

// What each label prints, read from the records: an order's packages are its lines split by the
// batch their grams come from (the stock's FIFO lots, stock/stock-lots.ts): for a handed-over
// order, what the handover took; for a pending one, what it would take now. A batch's label is
// its own. The figures are the batch's latest analysis, or the product's declared ones.

/** The web app's address the QR codes open: the asking page's origin when it is one of the app's. */
export function traceUrl(webOrigin: string, batchId: number): string {
  return `${webOrigin}/admin/trazabilidad?lote=${batchId}`;
}

interface ProductFacts {
  species: string;
  thc: number;
  cbd: number;
}

async function productFacts(sql: Sql, productIds: readonly number[]): Promise<Map<number, ProductFacts>> {
  const { rows } = await sql.query<{ id: number; species: string; thc: number; cbd: number }>(
    'select id, species, thc, cbd from products where id = any($1::int[])',
    [[...new Set(productIds)]],
  );
  return new Map(
    rows.map((row) => [Number(row.id), { species: row.species, thc: Number(row.thc), cbd: Number(row.cbd) }]),
  );
}

/** Each batch's harvest date (of the harvest it was). */
async function harvestDates(sql: Sql, batchIds: readonly number[]): Promise<Map<number, string | null>> {
  if (batchIds.length === 0) return new Map();
  const { rows } = await sql.query<{ id: number; harvest_date: string | null }>(
    `select b.id, h.harvest_date::text as harvest_date
       from batches b left join harvests h on h.id = b.harvest_id where b.id = any($1::int[])`,
    [[...new Set(batchIds)]],
  );
  return new Map(rows.map((row) => [Number(row.id), row.harvest_date]));
}

interface Package {
  productId: number;
  batchId: number | null;
  grams: number | null;
}

async function labelsOf(
  sql: Sql,
  packages: readonly Package[],
  webOrigin: string,
  reference: string | null,
): Promise<Label[]> {
  const batchIds = packages.flatMap((p) => (p.batchId === null ? [] : [p.batchId]));
  const [products, analyses, dates, profile] = await Promise.all([
    productFacts(
      sql,
      packages.map((p) => p.productId),
    ),
    latestAnalyses(sql, batchIds),
    harvestDates(sql, batchIds),
    clubProfile(sql),
  ]);
  return packages.map((pack) => {
    const product = products.get(pack.productId) as ProductFacts;
    const analysis: AnalysisRow | undefined = pack.batchId === null ? undefined : analyses.get(pack.batchId);
    return {
      club: profile?.name ?? brandTitle,
      product: product.species,
      batchId: pack.batchId,
      harvestDate: pack.batchId === null ? null : (dates.get(pack.batchId) ?? null),
      grams: pack.grams,
      thc: analysis?.thc ?? product.thc,
      cbd: analysis?.cbd ?? product.cbd,
      analysis: analysis ? { analysedOn: analysis.analysedOn, laboratory: analysis.laboratory } : null,
      traceUrl: pack.batchId === null ? null : traceUrl(webOrigin, pack.batchId),
      reference,
    };
  });
}

/** Parts of one line by batch, in the order taken (parts of one batch together). */
function byBatch(lots: StockLots, productId: number, parts: readonly LotPart[]): Package[] {
  const packages: Package[] = [];
  for (const part of parts) {
    const batchId = lots.batchOf(part.harvestId);
    const same = packages.find((p) => p.batchId === batchId);
    if (same) same.grams = (same.grams ?? 0) + part.grams;
    else packages.push({ productId, batchId, grams: part.grams });
  }
  return packages;
}

export type OrderLabels = { ok: true; labels: Label[]; order: OrderRow } | { ok: false; found: boolean };

/** The labels of an order's packages; refused for an unknown order or one with nothing to hand over. */
export async function orderLabels(sql: Sql, orderId: string, webOrigin: string): Promise<OrderLabels> {
  const { state: order } = await loadStream(sql, orderStream(orderId), 'order', evolveOrder);
  if (!order) return { ok: false, found: false };
  if (order.status !== 'placed' && order.status !== 'delivered') return { ok: false, found: true };
  const lots = await currentLots(sql);
  let packages: Package[];
  if (order.status === 'delivered') {
    const taken = await handoverAttributions(sql, orderStream(orderId));
    packages = order.lines.flatMap((line) =>
      byBatch(
        lots,
        line.productId,
        taken.filter((part) => part.productId === line.productId),
      ),
    );
  } else {
    packages = order.lines.flatMap((line) =>
      byBatch(lots, line.productId, lots.wouldTake(line.productId, line.grams, order.pickupDate)),
    );
  }
  const reference = fillText(labelTexts.order, {
    order: order.id.slice(0, 8),
    date: formatIsoDate(order.pickupDate),
  });
  return { ok: true, order, labels: await labelsOf(sql, packages, webOrigin, reference) };
}

/** A batch's labels (`copies` of them), or null for an unknown batch. */
export async function batchLabels(
  sql: Sql,
  batchId: number,
  options: { grams: number | null; copies: number; webOrigin: string },
): Promise<Label[] | null> {
  const { rows } = await sql.query<{ product_id: number }>('select product_id from batches where id = $1', [
    batchId,
  ]);
  const productId = rows[0] ? Number(rows[0].product_id) : null;
  if (productId === null) return null;
  const labels = await labelsOf(sql, [{ productId, batchId, grams: options.grams }], options.webOrigin, null);
  return Array.from({ length: options.copies }, () => labels[0] as Label);
}
