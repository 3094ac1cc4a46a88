import { isIsoDate } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { parseWorkdone } from '@club/domain/tasks';
import { texts } from '@club/domain/texts';
import type { Decider } from '../kernel/commands/decider.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { TASK_REPORT_SENT, type TaskReportEvent } from './events.ts';
import type { TaskChecklist } from './queries.ts';

// A grow-room checklist sent (spec §2 "Tareas", §3 "Task report"), pure. The checklists are the
// club's rows of `grow_tasks`, no fact of the log: the command carries them.

export interface TaskReportDraft {
  /** As sent; must be the sender's own id when given. */
  memberId?: unknown;
  date?: unknown;
  workdone?: unknown;
}

export interface SendTaskReport {
  draft: TaskReportDraft;
  reportId: number;
  /** The signed-in sender. */
  memberId: number;
  checklists: readonly TaskChecklist[];
}

/** The sender, the day, the checked names (each a task of its area), then the fact. */
export const sendTaskReportDecider: Decider<SendTaskReport, null, TaskReportEvent> = {
  decide({ draft, reportId, memberId, checklists }) {
    const asked = draft.memberId;
    if (asked !== undefined && asked !== null && Number(asked) !== memberId) {
      return { ok: false, error: refusal('OTRO_SOCIO') };
    }
    if (typeof draft.date !== 'string' || !isIsoDate(draft.date)) {
      return { ok: false, error: { code: 'FECHA_INVALIDA', message: texts.tasks.invalidDate } };
    }
    const parsed = parseWorkdone(draft.workdone);
    if (!parsed.ok) return { ok: false, error: parsed.problem };
    const workdone = parsed.value;
    for (const { key, label, tasks } of checklists) {
      const unknown = workdone[key].find((name) => !tasks.includes(name));
      if (unknown !== undefined) {
        const message = fillText(texts.tasks.unknownTask, { task: unknown, area: label });
        return { ok: false, error: { code: 'TAREA_DESCONOCIDA', message } };
      }
    }
    const payload = { reportId, memberId, date: draft.date, workdone };
    return { ok: true, events: [{ type: TASK_REPORT_SENT, payload }] };
  },
  evolve: (state) => state,
  initialState: () => null,
};
