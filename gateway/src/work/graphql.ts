import type { PersonHours } from '@club/domain/manicure';
import { texts } from '@club/domain/texts';
import { createGraphQLError } from 'graphql-yoga';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { type AddWorkOutcome, addWork, type DeleteWorkOutcome, deleteWork } from './commands.ts';
import { listWork, type WorkEntry, workDates, workMonthTotals } from './queries.ts';

// The GraphQL twins of the manicure work screens, admins only. They call what the REST routes
// call; expected refusals are typed results (ok false, code, Spanish error).

const badInput = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const WorkEntryType = builder.objectRef<WorkEntry>('WorkEntry').implement({
  description: 'Manicure work (spec §3 "Work entry").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeString('type', { description: "'thick' or 'thin'." }),
    noSocio: t.exposeInt('noSocio', { nullable: true, description: 'Member number; null for a non-member.' }),
    socioName: t.exposeString('socioName'),
    date: t.exposeString('date'),
    startHour: t.exposeString('startHour'),
    endHour: t.exposeString('endHour'),
    hours: t.exposeFloat('hours', { description: 'Decimal: 14:00–17:30 → 3.5.' }),
  }),
});

const PersonHoursType = builder.objectRef<PersonHours>('PersonHours').implement({
  fields: (t) => ({
    noSocio: t.exposeInt('noSocio', { nullable: true }),
    socioName: t.exposeString('socioName'),
    thick: t.exposeFloat('thick'),
    thin: t.exposeFloat('thin'),
    total: t.exposeFloat('total'),
  }),
});

const WorkResultType = outcomeResult<AddWorkOutcome>('WorkResult', {
  okMsg: 'Work added',
  codes: 'e.g. FALTAN_DATOS, FIN_ANTES_DE_INICIO, SOCIO_NO_MANICURISTA.',
  fields: (t) => ({
    work: t.field({ type: WorkEntryType, nullable: true, resolve: (r) => (r.ok ? r.work : null) }),
  }),
});

const DeleteWorkResultType = outcomeResult<DeleteWorkOutcome>('DeleteWorkResult', {
  okMsg: 'Work deleted',
  codes: 'TRABAJO_NO_ENCONTRADO, VARIOS_TRABAJOS, DATOS_INVALIDOS.',
  fields: (t) => ({ id: t.int({ nullable: true, resolve: (r) => (r.ok ? r.id : null) }) }),
});

const ManicureInput = builder.inputType('ManicureInput', {
  description: 'The manicure modal (spec §3 "Manicure entry"); blanks are null.',
  fields: (t) => ({
    harvestType: t.string({ description: "'thick_harvest' or 'thin_harvest'." }),
    socioId: t.int({ description: 'A member flagged as trimmer; or give nosocioName.' }),
    nosocioName: t.string(),
    startHour: t.string({ description: 'HH:MM.' }),
    endHour: t.string({ description: 'HH:MM, after startHour.' }),
    date: t.string({ description: 'YYYY-MM-DD.' }),
  }),
});

builder.queryFields((t) => ({
  workDates: t.stringList({
    description: 'Days with manicure work, newest first (GET /admin/workdone dates).',
    authScopes: { permission: 'work.manage' },
    resolve: (_root, _args, ctx) => workDates(ctx.db),
  }),
  workDone: t.field({
    type: [WorkEntryType],
    description: 'Work entries of a day, or all of them (GET /admin/workdone res).',
    authScopes: { permission: 'work.manage' },
    args: { date: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const work = await listWork(ctx.db, args.date ?? undefined);
      if (work === null) throw badInput(texts.order.invalidDate);
      return work;
    },
  }),
  workMonthTotals: t.field({
    type: [PersonHoursType],
    description: 'Hours per person in a month (YYYY-MM), most first.',
    authScopes: { permission: 'work.manage' },
    args: { month: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const totals = await workMonthTotals(ctx.db, args.month);
      if (totals === null) throw badInput(texts.workDone.invalidMonth);
      return totals;
    },
  }),
}));

builder.mutationFields((t) => ({
  addWork: t.field({
    type: WorkResultType,
    description: 'POST /admin/uploadharvest.',
    authScopes: { permission: 'work.manage' },
    args: { input: t.arg({ type: ManicureInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addWork(ctx.db, signedInViewer(ctx).memberId, {
        harvest_type: input.harvestType,
        socio_name: input.socioId ?? undefined,
        nosocio_name: input.nosocioName,
        start_hour: input.startHour,
        end_hour: input.endHour,
        date: input.date,
      }),
  }),
  deleteWork: t.field({
    type: DeleteWorkResultType,
    description: 'Deletes one work entry by id (DELETE /admin/deleteWork matches by its fields).',
    authScopes: { permission: 'work.manage' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteWork(ctx.db, signedInViewer(ctx).memberId, args.id),
  }),
}));
