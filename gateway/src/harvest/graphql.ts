import { clubNow } from '@club/domain/club-clock';
import type { PersonHours } from '@club/domain/manicure';
import type { Workdone } from '@club/domain/tasks';
import { texts } from '@club/domain/texts';
import { createGraphQLError } from 'graphql-yoga';
import {
  type Harvest,
  type HarvestYield,
  harvestDates,
  harvestsOn,
  listHarvests,
  type SaveHarvestOutcome,
  saveHarvest,
  yieldHistory,
} from '../harvests/public.ts';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import {
  listTaskReports,
  type SendTaskReportOutcome,
  sendTaskReport,
  type TaskChecklist,
  type TaskReport,
  taskChecklists,
} from './tasks-service.ts';
import {
  type AddWorkOutcome,
  addWork,
  type DeleteWorkOutcome,
  deleteWork,
  listWork,
  type WorkEntry,
  workDates,
  workMonthTotals,
} from './work-service.ts';

// The GraphQL twins of the harvest back office (issue 5), admins only. They call the services the
// REST routes call; expected refusals are typed results (ok false, code, Spanish error).

const admin = { admin: true } as const;

const badInput = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

// --- Harvests ------------------------------------------------------------------------------

const HarvestYieldType = builder.objectRef<HarvestYield>('HarvestYield').implement({
  description: 'One harvested crop of a species, for the yield chart.',
  fields: (t) => ({
    harvestId: t.exposeInt('harvestId'),
    harvestDate: t.exposeString('harvestDate', { description: 'YYYY-MM-DD.' }),
    numberOfPlants: t.exposeInt('numberOfPlants'),
    stock: t.exposeInt('stock', { description: 'Dry grams.' }),
    productionAverage: t.exposeFloat('productionAverage', { description: 'g/plant.' }),
  }),
});

const HarvestType = builder.objectRef<Harvest>('Harvest').implement({
  description: 'One grow of one species, from cuttings to dry stock (spec §3 "Harvest").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    productId: t.exposeInt('productId'),
    species: t.exposeString('species'),
    numberOfPlants: t.exposeInt('numberOfPlants'),
    waste: t.exposeInt('waste', { description: 'Grams.' }),
    stock: t.exposeInt('stock', { description: 'Dry grams; they go into the product’s stock.' }),
    lampWatts: t.exposeInt('lampWatts', { nullable: true, description: 'The grow room’s lamps.' }),
    sketchedDate: t.exposeString('sketchedDate', { description: 'Cuttings date, YYYY-MM-DD.' }),
    firstTransplantation: t.exposeString('firstTransplantation', { nullable: true }),
    secondTransplantation: t.exposeString('secondTransplantation', { nullable: true }),
    thirdTransplantation: t.exposeString('thirdTransplantation', { nullable: true }),
    bloomDate: t.exposeString('bloomDate', { nullable: true }),
    harvestDate: t.exposeString('harvestDate', { nullable: true }),
    observations: t.exposeString('observations'),
    finished: t.exposeBoolean('finished'),
    batchId: t.exposeInt('batchId', {
      nullable: true,
      description: 'The batch it was grown from; null for harvests recorded before the plant registry.',
    }),
    totalStock: t.exposeInt('totalStock', { description: 'stock + waste.' }),
    productionAverage: t.exposeFloat('productionAverage', { description: 'stock ÷ plants (g/plant).' }),
    plantPerformance: t.exposeFloat('plantPerformance', {
      nullable: true,
      description: 'stock ÷ lamp watts (g/W); null without watts.',
    }),
    yieldHistory: t.field({
      type: [HarvestYieldType],
      description: 'Every harvested crop of this species in date order.',
      resolve: (harvest, _args, ctx) => yieldHistory(ctx.db, harvest.productId),
    }),
  }),
});

const HarvestResultType = outcomeResult<SaveHarvestOutcome>('HarvestResult', {
  okMsg: 'Harvest saved',
  codes:
    'e.g. PLANTAS_INVALIDAS, FECHAS_DESORDENADAS, COSECHA_DUPLICADA, STOCK_NEGATIVO (field: the HarvestInput field, species for productId).',
  fields: (t) => ({
    harvest: t.field({ type: HarvestType, nullable: true, resolve: (r) => (r.ok ? r.harvest : null) }),
  }),
});
const HarvestInput = builder.inputType('HarvestInput', {
  description: 'The harvest form; blanks are null. Dates YYYY-MM-DD, grams and watts integers.',
  fields: (t) => ({
    productId: t.int(),
    numberOfPlants: t.int(),
    waste: t.int(),
    stock: t.int(),
    lampWatts: t.int(),
    sketchedDate: t.string(),
    firstTransplantation: t.string(),
    secondTransplantation: t.string(),
    thirdTransplantation: t.string(),
    bloomDate: t.string(),
    harvestDate: t.string(),
    observations: t.string(),
    finished: t.boolean(),
    batchId: t.int({ description: 'The batch it was grown from; left out or null keeps the one it has.' }),
  }),
});

// --- Work ----------------------------------------------------------------------------------

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

// --- Tasks -----------------------------------------------------------------------

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
    socioId: t.exposeInt('socioId'),
    socioName: t.exposeString('socioName'),
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

// --- Root fields -----------------------------------------------------------------------------

builder.queryFields((t) => ({
  harvests: t.field({
    type: [HarvestType],
    description: 'Every harvest, newest cuttings first (GET /admin/harvests res).',
    authScopes: admin,
    resolve: (_root, _args, ctx) => listHarvests(ctx.db),
  }),
  harvestDates: t.stringList({
    description: 'Days with a harvest, newest first (GET /admin/harvests harvest_dates).',
    authScopes: admin,
    resolve: (_root, _args, ctx) => harvestDates(ctx.db),
  }),
  harvestsOn: t.field({
    type: [HarvestType],
    description: 'The harvests of one harvest day, by species (GET /admin/harvests/{date}).',
    authScopes: admin,
    args: { date: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const harvests = await harvestsOn(ctx.db, args.date);
      if (harvests === null) throw badInput(texts.order.invalidDate);
      return harvests;
    },
  }),
  workDates: t.stringList({
    description: 'Days with manicure work, newest first (GET /admin/workdone dates).',
    authScopes: admin,
    resolve: (_root, _args, ctx) => workDates(ctx.db),
  }),
  workDone: t.field({
    type: [WorkEntryType],
    description: 'Work entries of a day, or all of them (GET /admin/workdone res).',
    authScopes: admin,
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
    authScopes: admin,
    args: { month: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const totals = await workMonthTotals(ctx.db, args.month);
      if (totals === null) throw badInput(texts.workDone.invalidMonth);
      return totals;
    },
  }),
  taskChecklists: t.field({
    type: [TaskChecklistType],
    description: 'The four grow-room checklists, in the tabs’ order.',
    authScopes: admin,
    resolve: (_root, _args, ctx) => taskChecklists(ctx.db),
  }),
  taskReports: t.field({
    type: [TaskReportType],
    description: 'Sent checklists, newest first.',
    authScopes: admin,
    args: { limit: t.arg.int({ defaultValue: 30 }) },
    resolve: (_root, args, ctx) => listTaskReports(ctx.db, { limit: args.limit ?? 30 }),
  }),
}));

builder.mutationFields((t) => ({
  createHarvest: t.field({
    type: HarvestResultType,
    description: 'POST /admin/addharvest/post: dry stock goes into the product as StockReceived.',
    authScopes: admin,
    args: { input: t.arg({ type: HarvestInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      saveHarvest(
        ctx.db,
        signedInViewer(ctx).memberId,
        null,
        { productId: input.productId },
        input,
        input.batchId,
      ),
  }),
  updateHarvest: t.field({
    type: HarvestResultType,
    description: 'POST /admin/addharvest/patch: a stock change appends the signed difference.',
    authScopes: admin,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: HarvestInput, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      saveHarvest(
        ctx.db,
        signedInViewer(ctx).memberId,
        { id },
        { productId: input.productId },
        input,
        input.batchId,
      ),
  }),
  addWork: t.field({
    type: WorkResultType,
    description: 'POST /admin/uploadharvest.',
    authScopes: admin,
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
    authScopes: admin,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteWork(ctx.db, signedInViewer(ctx).memberId, args.id),
  }),
  sendTaskReport: t.field({
    type: TaskReportResultType,
    description: 'POST /admin/addCheckedTodos, as the signed-in admin; date defaults to today (Montevideo).',
    authScopes: admin,
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
