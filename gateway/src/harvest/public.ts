export type { TaskReportEvent } from './task-events.ts';
export type { TaskReportRow } from './task-projection.ts';
export { insertTaskReportRows, taskReportRowOf } from './task-projection.ts';
export { decideSendTaskReport, sendTaskReport, taskChecklists } from './tasks-service.ts';
export type { WorkEvent } from './work-events.ts';
export type { WorkRow } from './work-projection.ts';
export { evolveWork, insertWorkRows } from './work-projection.ts';
export { addWork, deleteWork } from './work-service.ts';
