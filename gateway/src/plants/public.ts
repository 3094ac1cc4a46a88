export {
  applyTreatment,
  changeBatchStage,
  destroyBatchWaste,
  recordPlantsLost,
  registerMother,
  startBatch,
} from './commands.ts';
export { decideHarvestBatch } from './decide.ts';
export type { BatchEvent, BatchWasteDestroyed, MotherPlantEvent, TreatmentEvent } from './events.ts';
export { linkHarvestToBatch } from './harvest-batch.ts';
export type { BatchRow, MotherRow, TreatmentRow } from './projection.ts';
export {
  evolveBatch,
  evolveMother,
  evolveTreatment,
  insertMotherRows,
  insertTreatmentRows,
  saveBatchRows,
} from './projection.ts';
export { findBatchRows } from './queries.ts';
