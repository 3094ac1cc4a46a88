export type { SaveHarvestOutcome } from './commands.ts';
export { saveHarvest } from './commands.ts';
export type { HarvestRefusal, HarvestTarget, ProductRef } from './decide.ts';
export type { HarvestEvent } from './events.ts';
export { harvestsProjection } from './projection.ts';
export type { Harvest, HarvestYield } from './queries.ts';
export { findHarvest, harvestDates, harvestsOn, listHarvests, specHarvest, yieldHistory } from './queries.ts';
