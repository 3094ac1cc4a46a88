export { sendTaskReport } from './commands.ts';
export { sendTaskReportDecider } from './decide.ts';
export type { TaskReportEvent } from './events.ts';
export { taskReportsProjection } from './projection.ts';
export { taskChecklists } from './queries.ts';
export { taskAdminRoutes } from './routes.ts';
