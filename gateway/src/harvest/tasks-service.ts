import type { Database, Sql } from '@club/db/connection';
import { fillText } from '@club/domain/cart-rules';
import { isIsoDate } from '@club/domain/pickup';
import { parseWorkdone, TASK_AREAS, type TaskArea, type Workdone } from '@club/domain/tasks';
import { texts } from '@club/domain/texts';

// Grow-room checklists (spec §2 "Tareas", §3 "Task report"): the tasks are rows of `grow_tasks`,
// a sent checklist a row of `task_reports` with the checked names of each area.

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
  socioId: number;
  socioName: string;
  date: string;
  workdone: Workdone;
  /** ISO timestamp. */
  sentAt: string;
}

export interface TaskRefusal {
  code: string;
  message: string;
}

export type SendTaskReportOutcome = { ok: true; report: TaskReport } | { ok: false; error: TaskRefusal };

export interface TaskReportDraft {
  /** As sent; must be the sender's own id when given. */
  socioId?: unknown;
  date?: unknown;
  workdone?: unknown;
}

/**
 * Spec §7 POST /admin/addCheckedTodos: saves the checklist of the signed-in admin for a day,
 * if every checked name is a task of its area and at least one is checked.
 */
export async function sendTaskReport(
  db: Database,
  memberId: number,
  draft: TaskReportDraft,
): Promise<SendTaskReportOutcome> {
  const refuse = (code: string, message: string) => ({ ok: false as const, error: { code, message } });
  const { socioId } = draft;
  if (socioId !== undefined && socioId !== null && Number(socioId) !== memberId) {
    return refuse('OTRO_SOCIO', texts.tasks.otherSocio);
  }
  if (typeof draft.date !== 'string' || !isIsoDate(draft.date))
    return refuse('FECHA_INVALIDA', texts.tasks.invalidDate);
  const parsed = parseWorkdone(draft.workdone);
  if (!parsed.ok) return { ok: false, error: parsed.problem };
  const workdone = parsed.value;
  const checklists = await taskChecklists(db);
  for (const { key, label, tasks } of checklists) {
    const unknown = workdone[key].find((name) => !tasks.includes(name));
    if (unknown !== undefined) {
      return refuse('TAREA_DESCONOCIDA', fillText(texts.tasks.unknownTask, { task: unknown, area: label }));
    }
  }
  const { rows } = await db.query<{ id: number }>(
    'insert into task_reports (member_id, date, workdone) values ($1, $2, $3::jsonb) returning id',
    [memberId, draft.date, JSON.stringify(workdone)],
  );
  const report = (await listTaskReports(db, { id: Number(rows[0]?.id) }))[0];
  if (!report) throw new Error('task report vanished after insert');
  return { ok: true, report };
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
      socioId: Number(row.member_id),
      socioName: `${row.name} ${row.last_name}`,
      date: row.date,
      workdone: Object.fromEntries(TASK_AREAS.map((area) => [area, workdone[area] ?? []])) as Workdone,
      sentAt: new Date(row.created_at).toISOString(),
    };
  });
}
