import type { Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import type { CompoundShare } from '@club/domain/lab-results';
import { isOutOfStock } from '@club/domain/products';
import { currentLots, type StockLots } from '../stock/public.ts';
import type { AnalysisRow } from './projection.ts';
import { latestAnalyses } from './queries.ts';

// The figures the carta shows for a product: the latest analysis of the batch whose grams go next
// (stock/stock-lots.ts), or the product's declared THC and CBD marked as declared. While the club
// sells only analysed batches, the next grams are the first analysed lot's, and a product whose
// analysed grams for sale are out of stock by the carta's rule is held off it.

/** What a product's potency is read from: the stock row's fields the carta has. */
export interface PotencyProduct {
  id: number;
  key: string;
  /** Grams of the stock row (pending orders already out). */
  stock: number;
  available: boolean;
  /** The declared figures. */
  thc: number;
  cbd: number;
}

export interface ProductPotency {
  /** True: no analysis of the batch in stock, the figures are the declared ones. */
  declared: boolean;
  thc: number;
  cbd: number;
  analysedOn: string | null;
  laboratory: string | null;
  /** The batch whose grams go next; null for grams of no batch. */
  batchId: number | null;
  otherCannabinoids: CompoundShare[];
  terpenes: CompoundShare[];
  /** The club sells only analysed batches and this product has too few analysed grams: off the carta. */
  held: boolean;
}

export interface PotencySource {
  lots: StockLots;
  /** YYYY-MM-DD, Montevideo. */
  today: string;
  analyses: ReadonlyMap<number, AnalysisRow>;
}

export async function potencySource(sql: Sql, now: Date): Promise<PotencySource> {
  const [lots, analyses] = await Promise.all([currentLots(sql), latestAnalyses(sql)]);
  return { lots, today: clubNow(now).date, analyses };
}

export function potencyOf(product: PotencyProduct, source: PotencySource): ProductPotency {
  const { lots, today, analyses } = source;
  const next = lots.nextLot(product.id, today);
  const batchId = lots.batchOf(next?.harvestId ?? null);
  const analysis = batchId === null ? undefined : analyses.get(batchId);
  let held = false;
  if (lots.sellsOnlyAnalysed(today)) {
    const forSale = lots.analysedForSale(product.id, product.stock);
    held = forSale === 0 || isOutOfStock({ key: product.key, stock: forSale, available: product.available });
  }
  if (!analysis) {
    return {
      declared: true,
      thc: product.thc,
      cbd: product.cbd,
      analysedOn: null,
      laboratory: null,
      batchId,
      otherCannabinoids: [],
      terpenes: [],
      held,
    };
  }
  return {
    declared: false,
    thc: analysis.thc,
    cbd: analysis.cbd,
    analysedOn: analysis.analysedOn,
    laboratory: analysis.laboratory,
    batchId,
    otherCannabinoids: analysis.otherCannabinoids,
    terpenes: analysis.terpenes,
    held,
  };
}
