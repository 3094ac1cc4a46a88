import type { Sql } from '@club/db/connection';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { TaskReportEvent, TaskReportSent } from './events.ts';

// The `task_reports` read model as a plain function of events: the live write and the replay run
// this same code.

export type TaskReportRow = TaskReportSent;

/** The row a report's (only) event creates. */
export function taskReportRowOf(event: TaskReportEvent): TaskReportRow {
  return event.payload;
}

/** Writes rows into `table`; `created_at` is the time of the event that sent the report. */
export async function insertTaskReportRows(
  sql: Sql,
  rows: readonly TaskReportRow[],
  table = 'task_reports',
): Promise<void> {
  await insertRows(sql, table, TASK_REPORT_ROWS, rows);
}

const TASK_REPORT_ROWS: RowsInsert<TaskReportRow> = {
  columns: [
    ['id', 'integer', (row) => row.reportId],
    ['member_id', 'integer', (row) => row.memberId],
    ['date', 'date', (row) => row.date],
    ['workdone', 'jsonb', (row) => row.workdone],
  ],
  createdAt: { column: 'created_at', streamPrefix: 'task-report', idColumn: 'id' },
};

export const taskReportsProjection = defineProjection({
  name: 'task_reports',
  streams: ['task-report'],
  project: (tx, events) => insertTaskReportRows(tx, events.map(taskReportRowOf)),
  rebuild: {
    initial: (): TaskReportRow[] => [],
    evolve(rows, event) {
      rows.push(taskReportRowOf(event));
      return rows;
    },
    tables: [
      { table: 'task_reports', columns: 'id, member_id, date, workdone, created_at', key: 'id::text' },
    ],
    write: (sql, rows) => insertTaskReportRows(sql, rows, 'replay_task_reports'),
  },
});
