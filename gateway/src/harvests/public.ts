export { saveHarvest } from './commands.ts';
export type { HarvestEvent } from './events.ts';
export { harvestsProjection } from './projection.ts';
export { harvestAdminRoutes } from './routes.ts';
