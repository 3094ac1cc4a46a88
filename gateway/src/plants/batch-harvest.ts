import { batchHarvestProblem, plantTexts } from '@club/domain/plants';
import type { Decision } from '../kernel/commands/decider.ts';
import { beforeLast, refuse } from './decide.ts';
import { BATCH_HARVESTED, type BatchEvent } from './events.ts';
import type { BatchRow } from './projection.ts';
import { plantsDecider } from './registry-state.ts';

// A harvest that names the batch it was grown from: the batch's side of the harvest form.

/**
 * A harvest saved with a batch. The link is the harvest row's own; the batch's record gets
 * `BatchHarvested` once, when the harvest has its harvest date (from then on its grams are the
 * batch's). `linkedBatchId` is the batch the harvest already names, if any: it never changes.
 */
export function decideHarvestBatch(
  batch: BatchRow | undefined,
  harvest: { id: number; productId: number; harvestDate: string | null; linkedBatchId: number | null },
  context: {
    batchSpecies: string /** Another harvest row that already names the batch. */;
    otherHarvestId: number | null;
  },
): Decision<BatchEvent> {
  if (!batch) return refuse('LOTE_NO_ENCONTRADO', plantTexts.batchNotFound, 'batchId');
  const problem = batchHarvestProblem(
    { ...batch, species: context.batchSpecies },
    { ...harvest, batchId: harvest.linkedBatchId },
    context.otherHarvestId,
  );
  if (problem) return refuse(problem.code, problem.message, 'batchId');
  // Already its own, or still growing: the harvest row names the batch, the batch waits for its
  // harvest date.
  if (batch.harvestId === harvest.id || harvest.harvestDate === null) return { ok: true, events: [] };
  const dated = beforeLast(batch, harvest.harvestDate, 'harvestDate');
  if (dated) return dated;
  return {
    ok: true,
    events: [
      {
        type: BATCH_HARVESTED,
        payload: {
          batchId: batch.id,
          harvestId: harvest.id,
          productId: harvest.productId,
          on: harvest.harvestDate,
        },
      },
    ],
  };
}

export interface HarvestBatch {
  batchId: number;
  harvest: { id: number; productId: number; harvestDate: string | null; linkedBatchId: number | null };
}

export const harvestBatchDecider = plantsDecider<HarvestBatch, BatchEvent>((command, state) => {
  const batch = state.batches.get(command.batchId);
  const namedBy = state.batchHarvests.get(command.batchId);
  return decideHarvestBatch(batch, command.harvest, {
    batchSpecies: batch ? (state.products.get(batch.productId) ?? '') : '',
    otherHarvestId: namedBy !== undefined && namedBy !== command.harvest.id ? namedBy : null,
  });
});
