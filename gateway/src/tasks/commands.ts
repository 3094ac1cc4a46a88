import type { Database } from '@club/db/connection';
import { memberActor } from '../kernel/commands/actors.ts';
import { runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { sendTaskReportDecider, type TaskReportDraft } from './decide.ts';
import { taskReportStream } from './events.ts';
import { listTaskReports, type TaskReport, taskChecklists } from './queries.ts';

// A sent checklist is a `task-report-<id>` stream (events.ts); the registered projection
// (projection.ts) writes `task_reports`.

export type SendTaskReportOutcome = { ok: true; report: TaskReport } | { ok: false; error: Refusal };

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
    decide: ({ reportId, checklists }) =>
      sendTaskReportDecider.decide({ draft, reportId, memberId, checklists }, null),
    project: async (tx, _events, { reportId }) => (await listTaskReports(tx, { id: reportId }))[0],
  });
  if (!outcome.ok) return outcome;
  if (!outcome.value) throw new Error('a sent task report has no row');
  return { ok: true, report: outcome.value };
}
