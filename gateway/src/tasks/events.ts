import type { Workdone } from '@club/domain/tasks';

// The task report stream's one event (`task-report-<id>`): a grow-room checklist an admin sent
// for a day. The `task_reports` table is its read model (projection.ts).

export const TASK_REPORT_SENT = 'TaskReportSent';

export interface TaskReportSent {
  /** The report's number; the stream is `task-report-<reportId>`. */
  reportId: number;
  memberId: number;
  /** YYYY-MM-DD */
  date: string;
  workdone: Workdone;
}

export type TaskReportEvent = { type: typeof TASK_REPORT_SENT; payload: TaskReportSent };

export function taskReportStream(reportId: number): string {
  return `task-report-${reportId}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    'task-report': TaskReportEvent;
  }
}
