export { addWork, deleteWork } from './commands.ts';
export type { WorkEvent } from './events.ts';
export { workProjection } from './projection.ts';
export { workAdminRoutes } from './routes.ts';
