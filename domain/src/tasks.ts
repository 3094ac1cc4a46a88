import { texts } from './texts.ts';

// Grow-room task checklists (spec §2 "Tareas", §3 "Task report", §9 tab keys). The tasks
// themselves live in the database (db/migrations/*_grow_tasks.sql); these are the areas and the
// shape of a report, shared by the Tareas screen and the gateway.

/** Spec §9, in the tabs' order. */
export const TASK_AREAS = ['floracion', 'preparto', 'crecimiento', 'antes_de_salir'] as const;
export type TaskArea = (typeof TASK_AREAS)[number];

/** A report's `workdone`: the checked task names of each area. */
export type Workdone = Record<TaskArea, string[]>;

export function emptyWorkdone(): Workdone {
  return { floracion: [], preparto: [], crecimiento: [], antes_de_salir: [] };
}

export function isTaskArea(value: string): value is TaskArea {
  return (TASK_AREAS as readonly string[]).includes(value);
}

export function checkedCount(workdone: Workdone): number {
  return TASK_AREAS.reduce((sum, area) => sum + workdone[area].length, 0);
}

export interface TaskReportProblem {
  code: 'CHECKLIST_INVALIDA' | 'NADA_MARCADO';
  message: string;
}

/**
 * `workdone` as sent: an object whose keys are areas and whose values are lists of task names
 * (an absent area counts as none checked; repeated names count once). At least one task.
 */
export function parseWorkdone(
  value: unknown,
): { ok: true; value: Workdone } | { ok: false; problem: TaskReportProblem } {
  const invalid = {
    ok: false as const,
    problem: { code: 'CHECKLIST_INVALIDA' as const, message: texts.tasks.invalidReport },
  };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return invalid;
  const workdone = emptyWorkdone();
  for (const [key, names] of Object.entries(value)) {
    if (!isTaskArea(key) || !Array.isArray(names)) return invalid;
    if (!names.every((name) => typeof name === 'string' && name.trim() !== '')) return invalid;
    workdone[key] = [...new Set(names.map((name: string) => name.trim()))];
  }
  if (checkedCount(workdone) === 0) {
    return { ok: false, problem: { code: 'NADA_MARCADO', message: texts.tasks.nothingChecked } };
  }
  return { ok: true, value: workdone };
}
