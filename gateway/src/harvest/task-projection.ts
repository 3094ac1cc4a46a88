import type { Sql } from '@club/db/connection';
import type { TaskReportEvent, TaskReportSent } from './task-events.ts';

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
  if (rows.length === 0) return;
  await sql.query(
    `insert into ${table} (id, member_id, date, workdone, created_at)
     select r.id, r.member_id, r.date, r.workdone, coalesce(e.occurred_at, now())
       from jsonb_to_recordset($1::jsonb) as r(id integer, member_id integer, date date, workdone jsonb)
       left join events e on e.stream_id = 'task-report-' || r.id::text and e.version = 1`,
    [
      JSON.stringify(
        rows.map((row) => ({
          id: row.reportId,
          member_id: row.memberId,
          date: row.date,
          workdone: row.workdone,
        })),
      ),
    ],
  );
}
