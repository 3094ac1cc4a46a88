import { clubNow } from '@club/domain/club-clock';
import type { Workdone } from '@club/domain/tasks';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { type SendTaskReportOutcome, sendTaskReport } from './commands.ts';
import { listTaskReports, type TaskChecklist, type TaskReport, taskChecklists } from './queries.ts';

// The GraphQL twins of the grow-room checklists, admins only. They call what the REST route
// calls; expected refusals are typed results (ok false, code, Spanish error).

const TaskChecklistType = builder.objectRef<TaskChecklist>('TaskChecklist').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: 'floracion, preparto, crecimiento or antes_de_salir.' }),
    label: t.exposeString('label'),
    tasks: t.exposeStringList('tasks'),
  }),
});

const WorkdoneType = builder.objectRef<Workdone>('Workdone').implement({
  fields: (t) => ({
    floracion: t.exposeStringList('floracion'),
    preparto: t.exposeStringList('preparto'),
    crecimiento: t.exposeStringList('crecimiento'),
    antes_de_salir: t.exposeStringList('antes_de_salir'),
  }),
});

const TaskReportType = builder.objectRef<TaskReport>('TaskReport').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    socioId: t.int({ resolve: (report) => report.memberId }),
    socioName: t.string({ resolve: (report) => report.memberName }),
    date: t.exposeString('date'),
    workdone: t.field({ type: WorkdoneType, resolve: (r) => r.workdone }),
    sentAt: t.exposeString('sentAt', { description: 'ISO timestamp.' }),
  }),
});

const TaskReportResultType = outcomeResult<SendTaskReportOutcome>('TaskReportResult', {
  okMsg: 'Todos saved',
  codes: 'e.g. FECHA_INVALIDA, NADA_MARCADO, TAREA_DESCONOCIDA, OTRO_SOCIO.',
  fields: (t) => ({
    report: t.field({ type: TaskReportType, nullable: true, resolve: (r) => (r.ok ? r.report : null) }),
  }),
});

const WorkdoneInput = builder.inputType('WorkdoneInput', {
  fields: (t) => ({
    floracion: t.stringList(),
    preparto: t.stringList(),
    crecimiento: t.stringList(),
    antes_de_salir: t.stringList(),
  }),
});

builder.queryFields((t) => ({
  taskChecklists: t.field({
    type: [TaskChecklistType],
    description: 'The four grow-room checklists, in the tabs’ order.',
    authScopes: { permission: 'tasks.manage' },
    resolve: (_root, _args, ctx) => taskChecklists(ctx.db),
  }),
  taskReports: t.field({
    type: [TaskReportType],
    description: 'Sent checklists, newest first.',
    authScopes: { permission: 'tasks.manage' },
    args: { limit: t.arg.int({ defaultValue: 30 }) },
    resolve: (_root, args, ctx) => listTaskReports(ctx.db, { limit: args.limit ?? 30 }),
  }),
}));

builder.mutationFields((t) => ({
  sendTaskReport: t.field({
    type: TaskReportResultType,
    description: 'POST /admin/addCheckedTodos, as the signed-in admin; date defaults to today (Montevideo).',
    authScopes: { permission: 'tasks.manage' },
    args: {
      date: t.arg.string(),
      workdone: t.arg({ type: WorkdoneInput, required: true }),
    },
    resolve: (_root, args, ctx) => {
      const workdone = Object.fromEntries(
        Object.entries(args.workdone).filter(([, names]) => names !== null && names !== undefined),
      );
      return sendTaskReport(ctx.db, signedInViewer(ctx).memberId, {
        date: args.date ?? clubNow(ctx.now()).date,
        workdone,
      });
    },
  }),
}));
