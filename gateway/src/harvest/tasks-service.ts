import type { Database, Sql } from '@club/db/connection';
import { isIsoDate } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { parseWorkdone, TASK_AREAS, type TaskArea, type Workdone } from '@club/domain/tasks';
import { texts } from '@club/domain/texts';
import { memberActor } from '../kernel/commands/actors.ts';
import { type Decision, runCommand } from '../kernel/commands/pipeline.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import { TASK_REPORT_SENT, type TaskReportEvent, taskReportStream } from './task-events.ts';
import { insertTaskReportRows, taskReportRowOf } from './task-projection.ts';

// Grow-room checklists (spec §2 "Tareas", §3 "Task report"): the tasks are rows of `grow_tasks`,
// a sent checklist a `task-report-<id>` stream (task-events.ts) projected into `task_reports`.

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

export type SendTaskReportOutcome = { ok: true; report: TaskReport } | { ok: false; error: Refusal };

export interface TaskReportDraft {
  /** As sent; must be the sender's own id when given. */
  socioId?: unknown;
  date?: unknown;
  workdone?: unknown;
}

/** Pure: the sender, the day, the checked names (each a task of its area), then the fact. */
export function decideSendTaskReport(
  draft: TaskReportDraft,
  context: { reportId: number; memberId: number; checklists: readonly TaskChecklist[] },
): Decision<TaskReportEvent> {
  const { socioId } = draft;
  if (socioId !== undefined && socioId !== null && Number(socioId) !== context.memberId) {
    return { ok: false, error: refusal('OTRO_SOCIO') };
  }
  if (typeof draft.date !== 'string' || !isIsoDate(draft.date)) {
    return { ok: false, error: { code: 'FECHA_INVALIDA', message: texts.tasks.invalidDate } };
  }
  const parsed = parseWorkdone(draft.workdone);
  if (!parsed.ok) return { ok: false, error: parsed.problem };
  const workdone = parsed.value;
  for (const { key, label, tasks } of context.checklists) {
    const unknown = workdone[key].find((name) => !tasks.includes(name));
    if (unknown !== undefined) {
      const message = fillText(texts.tasks.unknownTask, { task: unknown, area: label });
      return { ok: false, error: { code: 'TAREA_DESCONOCIDA', message } };
    }
  }
  const payload = { reportId: context.reportId, memberId: context.memberId, date: draft.date, workdone };
  return { ok: true, events: [{ type: TASK_REPORT_SENT, payload }] };
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
  const outcome = await runCommand(db, {
    actor: memberActor(memberId),
    async load(tx) {
      const checklists = await taskChecklists(tx);
      const { rows } = await tx.query<{ id: number }>(
        `select nextval(pg_get_serial_sequence('task_reports', 'id')) as id`,
      );
      const reportId = Number(rows[0]?.id);
      return { state: { reportId, checklists }, stream: taskReportStream(reportId), version: 0 };
    },
    decide: (state) => decideSendTaskReport(draft, { ...state, memberId }),
    async project(tx, events, state) {
      await insertTaskReportRows(tx, events.map(taskReportRowOf));
      return (await listTaskReports(tx, { id: state.reportId }))[0];
    },
  });
  if (!outcome.ok) return outcome;
  if (!outcome.value) throw new Error('a sent task report has no row');
  return { ok: true, report: outcome.value };
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
