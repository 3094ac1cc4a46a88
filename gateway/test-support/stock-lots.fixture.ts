import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import type { ClubEvent } from '../src/kernel/events/club-event.ts';

// The facts the stock's lots fold (one product, id 1), for the tests of the lots and of
// traceability: grams received (from a harvest or not), a batch harvested and analysed, and the
// setting that sells only analysed batches.

export const received = (grams: number, harvestId?: number): ClubEvent => ({
  type: 'StockReceived',
  payload: {
    productId: 1,
    grams,
    source: harvestId === undefined ? 'seed' : 'harvest',
    ...(harvestId ? { harvestId } : {}),
  },
});

export const harvested = (harvestId: number, batchId: number): ClubEvent => ({
  type: 'BatchHarvested',
  payload: { batchId, harvestId, productId: 1, on: '2024-08-01' },
});

export const analysed = (batchId: number): ClubEvent => ({
  type: 'BatchAnalysed',
  payload: {
    batchId,
    analysisId: batchId,
    productId: 1,
    laboratory: 'Lab',
    analysedOn: '2024-08-10',
    sampleId: `M-${batchId}`,
    thc: 20,
    cbd: 1,
    otherCannabinoids: [],
    terpenes: [],
    certificate: { sha256: 'a'.repeat(64), size: 10, pages: 1 },
  },
});

export const onlyAnalysedFrom = (effectiveFrom: string): ClubEvent => ({
  type: 'ClubSettingsChanged',
  payload: { effectiveFrom, settings: { ...DEFAULT_CLUB_SETTINGS, sellOnlyAnalysedBatches: true } },
});
