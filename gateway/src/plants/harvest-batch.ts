import type { Sql } from '@club/db/connection';
import { memberActor } from '../kernel/commands/actors.ts';
import { type CommandOutcome, executeCommand, loadStream } from '../kernel/commands/pipeline.ts';
import { decideHarvestBatch } from './decide.ts';
import { batchStream } from './events.ts';
import { type BatchRow, evolveBatch, saveBatchRows } from './projection.ts';

// A harvest saved with its batch (the harvest form's batch choice), inside the harvest's own
// transaction: the batch's stream decides (right species, not harvested by another, from
// flowering), and with a harvest date the batch is harvested. The harvest's own fact names the
// batch (harvests/events.ts).

export async function linkHarvestToBatch(
  tx: Sql,
  actorMemberId: number,
  batchId: number,
  harvest: { id: number; productId: number; harvestDate: string | null; linkedBatchId: number | null },
): Promise<CommandOutcome<void>> {
  const outcome = await executeCommand(tx, {
    actor: memberActor(actorMemberId),
    async load(inner) {
      const loaded = await loadStream(inner, batchStream(batchId), 'batch', evolveBatch);
      const { rows } = await inner.query<{ species: string }>(
        'select p.species from batches b join products p on p.id = b.product_id where b.id = $1',
        [batchId],
      );
      const other = await inner.query<{ id: number }>(
        'select id from harvests where batch_id = $1 and id <> $2 limit 1',
        [batchId, harvest.id],
      );
      const otherHarvestId = other.rows[0] ? Number(other.rows[0].id) : null;
      return { ...loaded, state: { batch: loaded.state, species: rows[0]?.species ?? '', otherHarvestId } };
    },
    decide: (state) =>
      decideHarvestBatch(state.batch, harvest, {
        batchSpecies: state.species,
        otherHarvestId: state.otherHarvestId,
      }),
    async project(inner, events, state) {
      if (events.length > 0) {
        await saveBatchRows(inner, [events.reduce(evolveBatch, state.batch) as BatchRow]);
      }
    },
  });
  return outcome;
}
