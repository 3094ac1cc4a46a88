import type { Sql } from '@club/db/connection';
import { TASK_AREAS, type TaskArea, type Workdone } from '@club/domain/tasks';
import { texts } from '@club/domain/texts';

// Grow-room checklists as the back office reads them: the tasks are rows of `grow_tasks`, the
// sent checklists the `task_reports` read model (projection.ts).

export interface TaskChecklist {
  key: TaskArea;
  label: string;
  tasks: string[];
}

/** The four checklists, in the tabs' order. */
export async function taskChecklists(sql: Sql): Promise<TaskChecklist[]> {
  const { rows } = await sql.query<{ area: TaskArea; name: string }>(
    'select area, name from grow_tasks order by area, position',
  );
  return TASK_AREAS.map((key) => ({
    key,
    label: texts.tasks.tabs[key],
    tasks: rows.filter((row) => row.area === key).map((row) => row.name),
  }));
}

export interface TaskReport {
  id: number;
  memberId: number;
  memberName: string;
  date: string;
  workdone: Workdone;
  /** ISO timestamp. */
  sentAt: string;
}

/** Sent checklists, newest first (the screen's history), or the one with `id`. */
export async function listTaskReports(
  sql: Sql,
  options: { limit?: number; id?: number } = {},
): Promise<TaskReport[]> {
  const { rows } = await sql.query<{
    id: number;
    member_id: number;
    name: string;
    last_name: string;
    date: string;
    workdone: Workdone | string;
    created_at: Date | string;
  }>(
    `select r.id, r.member_id, m.name, m.last_name, r.date::text as date, r.workdone, r.created_at
       from task_reports r join members m on m.id = r.member_id
      where ($1::int is null or r.id = $1)
      order by r.date desc, r.id desc
      limit $2`,
    [options.id ?? null, Math.min(Math.max(options.limit ?? 30, 1), 200)],
  );
  return rows.map((row) => {
    const workdone = typeof row.workdone === 'string' ? (JSON.parse(row.workdone) as Workdone) : row.workdone;
    return {
      id: Number(row.id),
      memberId: Number(row.member_id),
      memberName: `${row.name} ${row.last_name}`,
      date: row.date,
      workdone: Object.fromEntries(TASK_AREAS.map((area) => [area, workdone[area] ?? []])) as Workdone,
      sentAt: new Date(row.created_at).toISOString(),
    };
  });
}
