export { decideHarvestBatch } from './batch-harvest.ts';
export {
  applyTreatment,
  changeBatchStage,
  destroyBatchWaste,
  linkHarvestToBatch,
  recordPlantsLost,
  registerMother,
  startBatch,
} from './commands.ts';
export type { BatchEvent, BatchWasteDestroyed, MotherPlantEvent, TreatmentEvent } from './events.ts';
export { batchStream } from './events.ts';
export type { BatchRow, MotherRow, TreatmentRow } from './projection.ts';
export { batchesProjection, evolveBatch, mothersProjection, treatmentsProjection } from './projection.ts';
export { findBatchRows } from './queries.ts';
