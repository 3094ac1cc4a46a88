import type { HarvestValues } from '@club/domain/harvest';

// The harvest stream's events (`harvest-<id>`): one grow of one species, from cuttings to dry
// stock (spec §3 "Harvest"). Each fact holds the whole record as it stands after it, so a
// correction alone says what the row is. The dry grams reach the product's stock as
// `StockReceived` on `product-<id>` and the batch's record gets `BatchHarvested`, both in the same
// transaction (commands.ts).

export const HARVEST_RECORDED = 'HarvestRecorded';
export const HARVEST_CORRECTED = 'HarvestCorrected';

export type HarvestRecord = HarvestValues & {
  /** The harvest's number; the stream is `harvest-<harvestId>`. */
  harvestId: number;
  productId: number;
  /** The batch it was grown from; null when the form named none. */
  batchId: number | null;
};

export type HarvestRecorded = HarvestRecord & {
  /** Member id of the admin who recorded it. */
  createdBy: number | null;
};

export type HarvestCorrected = HarvestRecord;

export type HarvestEvent =
  | { type: typeof HARVEST_RECORDED; payload: HarvestRecorded }
  | { type: typeof HARVEST_CORRECTED; payload: HarvestCorrected };

export function harvestStream(harvestId: number): string {
  return `harvest-${harvestId}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    harvest: HarvestEvent;
  }
}
