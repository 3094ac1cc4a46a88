import type { Sql } from '@club/db/connection';
import {
  type SettingsVersion,
  settingsOn,
  settingsWithDefaults,
  withVersion,
} from '@club/domain/club-settings';
import { asClubEvent, type ClubEvent } from '../kernel/events/club-event.ts';
import type { StockState } from './stock-rows.ts';

// Which harvest the grams on hand came from: a product's stock is a queue of lots, one per harvest
// that put grams in (decision 029's FIFO rule), read from the events alone. Traceability attributes
// each handover to the lots it took; the carta shows the analysis of the lot that goes next; a
// label names its batch. One fold for all of them:
//
// - a `StockReceived` of a harvest adds to that harvest's lot, at the back of the queue when new (a
//   correction down takes from its own lot first); grams of no harvest (the seed's stock, a
//   positive `StockAdjusted`) are a lot of unknown origin;
// - a handover (`OrderDelivered`, `BillIssued`) takes its grams from the front, oldest lot first,
//   splitting across lots; a handover undone (`OrderHandoverReverted`) puts what it took back at
//   the front of each lot it came from; a negative `StockAdjusted` and a `StockDestroyed` take from the front too;
// - while the club sells only analysed batches (the setting in force on the handover's day),
//   a handover takes from the lots of analysed batches first, oldest first, then from the rest;
// - a lot's batch is the one its harvest was (`BatchHarvested`); a batch is analysed from its
//   first `BatchAnalysed` on.

export interface Lot {
  /** null: grams of no recorded harvest. */
  harvestId: number | null;
  grams: number;
}

/** Grams a handover took from one lot. */
export type LotPart = Lot;

/** The facts the fold reads; nothing else of the log is loaded. */
export const LOT_EVENT_TYPES = [
  'StockReceived',
  'StockAdjusted',
  'StockDestroyed',
  'OrderDelivered',
  'OrderHandoverReverted',
  'BillIssued',
  'BatchHarvested',
  'BatchAnalysed',
  'ClubSettingsChanged',
] as const;

/** Takes `grams` from the front of `lots`, splitting across lots; what no lot covers is of unknown origin. */
function take(lots: Lot[], grams: number): LotPart[] {
  const taken: LotPart[] = [];
  let left = grams;
  while (left > 0 && lots.length > 0) {
    const lot = lots[0] as Lot;
    const part = Math.min(lot.grams, left);
    if (part > 0) taken.push({ harvestId: lot.harvestId, grams: part });
    lot.grams -= part;
    left -= part;
    if (lot.grams <= 0) lots.shift();
  }
  if (left > 0) taken.push({ harvestId: null, grams: left });
  return taken;
}

export class StockLots {
  private readonly lots = new Map<number, Lot[]>();
  private readonly batchOfHarvest = new Map<number, number>();
  private readonly analysedBatches = new Set<number>();
  /** What each delivered order took, by product, until its handover is undone. */
  private readonly takenByOrder = new Map<string, Array<{ productId: number; parts: LotPart[] }>>();
  private timeline: SettingsVersion[] = [];

  /** A copy to fold more events into, leaving this one as it is. */
  clone(): StockLots {
    const copy = new StockLots();
    for (const [productId, lots] of this.lots)
      copy.lots.set(
        productId,
        lots.map((lot) => ({ ...lot })),
      );
    for (const [harvestId, batchId] of this.batchOfHarvest) copy.batchOfHarvest.set(harvestId, batchId);
    for (const batchId of this.analysedBatches) copy.analysedBatches.add(batchId);
    for (const [orderId, taken] of this.takenByOrder) copy.takenByOrder.set(orderId, taken);
    copy.timeline = [...this.timeline];
    return copy;
  }

  private queue(productId: number): Lot[] {
    let lots = this.lots.get(productId);
    if (!lots) {
      lots = [];
      this.lots.set(productId, lots);
    }
    return lots;
  }

  /**
   * Folds one fact. A handover answers what each of its lines took, in the order of its lines;
   * any other fact answers nothing.
   */
  apply(event: ClubEvent): LotPart[][] {
    switch (event.type) {
      case 'StockReceived': {
        const { productId, grams, harvestId } = event.payload;
        this.receive(productId, grams, harvestId ?? null);
        return [];
      }
      case 'StockAdjusted':
        this.receive(event.payload.productId, event.payload.grams, null);
        return [];
      case 'StockDestroyed':
        take(this.queue(event.payload.productId), event.payload.grams);
        return [];
      case 'OrderDelivered': {
        const { date, lines, orderId } = event.payload;
        const taken = lines.map((line) => this.dispense(line.productId, line.grams, date));
        this.takenByOrder.set(
          orderId,
          lines.map((line, index) => ({ productId: line.productId, parts: taken[index] ?? [] })),
        );
        return taken;
      }
      case 'BillIssued': {
        const { date, lines } = event.payload;
        return lines.map((line) => this.dispense(line.productId, line.grams, date));
      }
      case 'OrderHandoverReverted':
        this.giveBack(event.payload.orderId);
        return [];
      case 'BatchHarvested':
        this.batchOfHarvest.set(event.payload.harvestId, event.payload.batchId);
        return [];
      case 'BatchAnalysed':
        this.analysedBatches.add(event.payload.batchId);
        return [];
      case 'ClubSettingsChanged': {
        const { effectiveFrom, settings } = event.payload;
        this.timeline = withVersion(this.timeline, {
          effectiveFrom,
          settings: settingsWithDefaults(settings),
        });
        return [];
      }
      default:
        return [];
    }
  }

  private receive(productId: number, grams: number, harvestId: number | null): void {
    const lots = this.queue(productId);
    const own = harvestId === null ? undefined : lots.find((lot) => lot.harvestId === harvestId);
    if (grams > 0) {
      if (own) own.grams += grams;
      else lots.push({ harvestId, grams });
      return;
    }
    let left = -grams;
    if (own) {
      const part = Math.min(own.grams, left);
      own.grams -= part;
      left -= part;
      if (own.grams <= 0) lots.splice(lots.indexOf(own), 1);
    }
    if (left > 0) take(lots, left);
  }

  /** An undone handover's grams, back at the front of the lots they left (the newest part first, so the oldest ends in front). */
  private giveBack(orderId: string): void {
    const taken = this.takenByOrder.get(orderId);
    if (!taken) return;
    this.takenByOrder.delete(orderId);
    for (const { productId, parts } of taken) {
      const lots = this.queue(productId);
      for (const part of [...parts].reverse()) {
        const own = lots.find((lot) => lot.harvestId === part.harvestId);
        if (own) own.grams += part.grams;
        else lots.unshift({ harvestId: part.harvestId, grams: part.grams });
      }
    }
  }

  /** The grams of a handover of `productId` on `date`, taken by the rule above. */
  private dispense(productId: number, grams: number, date: string): LotPart[] {
    const lots = this.queue(productId);
    if (!this.sellsOnlyAnalysed(date)) return take(lots, grams);
    const taken: LotPart[] = [];
    let left = grams;
    for (const lot of lots.filter((candidate) => this.isAnalysedLot(candidate))) {
      if (left <= 0) break;
      const part = Math.min(lot.grams, left);
      taken.push({ harvestId: lot.harvestId, grams: part });
      lot.grams -= part;
      left -= part;
    }
    this.lots.set(
      productId,
      lots.filter((lot) => lot.grams > 0),
    );
    return left > 0 ? [...taken, ...take(this.queue(productId), left)] : taken;
  }

  /** Whether the club sells only analysed batches on `date` (YYYY-MM-DD). */
  sellsOnlyAnalysed(date: string): boolean {
    return settingsOn(this.timeline, date).sellOnlyAnalysedBatches;
  }

  /** The batch a harvest was; null for a harvest of no batch (or no harvest). */
  batchOf(harvestId: number | null): number | null {
    return harvestId === null ? null : (this.batchOfHarvest.get(harvestId) ?? null);
  }

  isAnalysedLot(lot: Lot): boolean {
    const batchId = this.batchOf(lot.harvestId);
    return batchId !== null && this.analysedBatches.has(batchId);
  }

  /** The product's lots on hand, oldest first. */
  lotsOf(productId: number): readonly Lot[] {
    return this.lots.get(productId) ?? [];
  }

  /** The lot the next handover of the product takes from on `date`; null when none is on hand. */
  nextLot(productId: number, date: string): Lot | null {
    const lots = this.lotsOf(productId);
    if (this.sellsOnlyAnalysed(date)) return lots.find((lot) => this.isAnalysedLot(lot)) ?? null;
    return lots[0] ?? null;
  }

  /**
   * What a handover of `grams` of the product on `date` would take now (a label printed before the
   * handover): the same rule, on a copy.
   */
  wouldTake(productId: number, grams: number, date: string): LotPart[] {
    return this.clone().dispense(productId, grams, date);
  }

  /**
   * Grams of analysed lots a new order may still take: the analysed lots less what pending orders
   * hold (they take analysed grams first), never more than the stock row's `onHand`.
   */
  analysedForSale(productId: number, onHand: number): number {
    const lots = this.lotsOf(productId);
    const total = lots.reduce((sum, lot) => sum + lot.grams, 0);
    const analysed = lots.filter((lot) => this.isAnalysedLot(lot)).reduce((sum, lot) => sum + lot.grams, 0);
    const reserved = Math.max(0, total - onHand);
    return Math.max(0, Math.min(onHand, analysed - reserved));
  }
}

/** The fold of every fact of `rows`, in their order, from `from` on (a copy of it) or from nothing. */
function folded(rows: ReadonlyArray<{ type: string; payload: unknown }>, from?: StockLots): StockLots {
  const lots = from ? from.clone() : new StockLots();
  for (const row of rows) lots.apply(asClubEvent({ type: row.type, payload: row.payload }));
  return lots;
}

/**
 * The last fold, with the log's position and hash it reached. The hash chain says the log up to
 * that position is the same one (decision 028), so a later read folds only the facts after it:
 * nothing here is needed for correctness, a fresh process folds the whole log again.
 */
let cached: { position: number; hash: string; lots: StockLots } | null = null;

async function lastEvent(sql: Sql): Promise<{ position: number; hash: string } | null> {
  const { rows } = await sql.query<{ at: string; hash: string | null }>(
    `select position::text as at, encode(hash, 'hex') as hash from events order by events.position desc limit 1`,
  );
  const row = rows[0];
  return row ? { position: Number(row.at), hash: row.hash ?? '' } : null;
}

/** The facts the fold reads, after position `from` up to `to` (a fact written meanwhile waits for the next read). */
async function factsBetween(sql: Sql, from: number, to: number) {
  const { rows } = await sql.query<{ type: string; payload: unknown }>(
    `select type, payload from events
      where type = any($1::text[]) and position > $2 and position <= $3 order by position`,
    [LOT_EVENT_TYPES, from, to],
  );
  return rows;
}

/** The lots on hand now, folded from the log (read only: fold more with `clone`). */
export async function currentLots(sql: Sql): Promise<StockLots> {
  const last = await lastEvent(sql);
  if (last === null) return new StockLots();
  const before = cached;
  if (before && before.position === last.position && before.hash === last.hash) return before.lots;
  let lots: StockLots;
  if (before && before.position < last.position) {
    const { rows } = await sql.query<{ hash: string | null }>(
      `select encode(hash, 'hex') as hash from events where position = $1`,
      [before.position],
    );
    const same = rows[0] !== undefined && (rows[0].hash ?? '') === before.hash;
    lots = same
      ? folded(await factsBetween(sql, before.position, last.position), before.lots)
      : folded(await factsBetween(sql, 0, last.position));
  } else {
    lots = folded(await factsBetween(sql, 0, last.position));
  }
  cached = { position: last.position, hash: last.hash, lots };
  return lots;
}

/**
 * The stock rows as an order may take them while the club sells only analysed batches: each row's
 * grams cut to its analysed grams for sale. New rows: the ledger's locked ones stay as read.
 */
export async function analysedStock(sql: Sql, stock: StockState): Promise<StockState> {
  if (stock.size === 0) return stock;
  const lots = await currentLots(sql);
  return new Map(
    [...stock].map(([productId, row]) => [
      productId,
      { ...row, grams: lots.analysedForSale(productId, row.grams) },
    ]),
  );
}
