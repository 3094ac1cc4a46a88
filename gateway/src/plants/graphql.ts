import { clubNow } from '@club/domain/club-clock';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import {
  applyTreatment,
  changeBatchStage,
  type PlantOutcome,
  recordPlantsLost,
  registerMother,
  startBatch,
} from './commands.ts';
import type { BatchRow, MotherRow } from './projection.ts';
import {
  type Batch,
  type BatchHistoryEntry,
  batchHistory,
  findBatch,
  findMother,
  floweringCount,
  listBatches,
  listMothers,
  listTreatments,
  type Mother,
  type Treatment,
} from './queries.ts';

// The plant registry over GraphQL, admins only: mother plants, batches through their
// stages, plants lost, crop treatments, and the plants in flowering against the club's limit.
// Inputs are nullable so a blank reaches the shared rules and gets their Spanish message.

const MotherPlantType = builder.objectRef<Mother>('MotherPlant').implement({
  description: 'A mother plant: the genetics every batch cut from it grows.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    productId: t.exposeInt('productId', { description: 'Its genetics: one of the club’s products.' }),
    species: t.exposeString('species'),
    name: t.exposeString('name'),
    origin: t.exposeString('origin'),
    registeredOn: t.exposeString('registeredOn', { description: 'YYYY-MM-DD.' }),
    batchCount: t.exposeInt('batches', { description: 'Batches cut from it.' }),
  }),
});

const BatchHistoryEntryType = builder.objectRef<BatchHistoryEntry>('BatchHistoryEntry').implement({
  description: 'One fact of a batch’s record, as its stream holds it.',
  fields: (t) => ({
    type: t.exposeString('type', {
      description:
        'BatchStarted, BatchStageChanged, BatchPlantsLost, BatchHarvested, BatchWasteDestroyed or BatchAnalysed (reason: the laboratory).',
    }),
    on: t.exposeString('on', { description: 'The day it happened, YYYY-MM-DD.' }),
    stage: t.exposeString('stage', { nullable: true, description: 'The stage it moved to.' }),
    plants: t.exposeInt('plants', { nullable: true, description: 'Cuttings taken, or plants lost.' }),
    reason: t.exposeString('reason'),
    harvestId: t.exposeInt('harvestId', { nullable: true }),
    recordedAt: t.exposeString('recordedAt', { description: 'When it was written down, ISO 8601.' }),
    recordedBy: t.exposeString('actor', { description: 'Who wrote it down.' }),
  }),
});

const TreatmentType = builder.objectRef<Treatment>('Treatment').implement({
  description: 'A crop (phytosanitary) treatment applied to one or more batches.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    product: t.exposeString('product'),
    activeIngredient: t.exposeString('activeIngredient'),
    dose: t.exposeString('dose'),
    method: t.exposeString('method', { description: 'Method or equipment.' }),
    appliedOn: t.exposeString('appliedOn', { description: 'YYYY-MM-DD.' }),
    appliedBy: t.exposeString('appliedBy'),
    batchIds: t.exposeIntList('batchIds'),
  }),
});

export const BatchType = builder.objectRef<Batch>('Batch').implement({
  description: 'A batch of cuttings from one mother plant, through its stages to its harvest.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    motherId: t.exposeInt('motherId'),
    motherName: t.exposeString('motherName'),
    productId: t.exposeInt('productId'),
    species: t.exposeString('species'),
    plantsStarted: t.exposeInt('plantsStarted', { description: 'Cuttings taken.' }),
    plants: t.exposeInt('plants', { description: 'Plants alive: the cuttings less those lost.' }),
    stage: t.exposeString('stage', {
      description: 'esquejes, vegetativo, floracion, cosechado or descartado.',
    }),
    startedOn: t.exposeString('startedOn', { description: 'The day the cuttings were cut.' }),
    lastOn: t.exposeString('lastOn', { description: 'The day of its latest fact.' }),
    harvestId: t.exposeInt('harvestId', { nullable: true }),
    notes: t.exposeString('notes'),
    history: t.field({
      type: [BatchHistoryEntryType],
      resolve: (batch, _args, ctx) => batchHistory(ctx.db, batch.id),
    }),
    treatments: t.field({
      type: [TreatmentType],
      resolve: (batch, _args, ctx) => listTreatments(ctx.db, batch.id),
    }),
  }),
});

const FloweringPlantsType = builder
  .objectRef<{ flowering: number; max: number }>('FloweringPlants')
  .implement({
    description: 'Plants in flowering now, over every batch, and the club’s limit in force today.',
    fields: (t) => ({
      flowering: t.exposeInt('flowering'),
      max: t.exposeInt('max'),
    }),
  });

const MotherPlantInput = builder.inputType('MotherPlantInput', {
  fields: (t) => ({
    productId: t.int(),
    name: t.string(),
    origin: t.string(),
    registeredOn: t.string({ description: 'YYYY-MM-DD, not after today.' }),
  }),
});

const BatchInput = builder.inputType('BatchInput', {
  fields: (t) => ({
    motherId: t.int(),
    plants: t.int({ description: 'Cuttings taken, 1 to 999.' }),
    startedOn: t.string({ description: 'YYYY-MM-DD, not after today.' }),
    notes: t.string(),
  }),
});

const TreatmentInput = builder.inputType('TreatmentInput', {
  fields: (t) => ({
    product: t.string(),
    activeIngredient: t.string(),
    dose: t.string(),
    method: t.string(),
    appliedOn: t.string({ description: 'YYYY-MM-DD, not after today.' }),
    appliedBy: t.string(),
    batchIds: t.intList(),
  }),
});

const withMother = async (ctx: { db: Parameters<typeof findMother>[0] }, outcome: PlantOutcome<MotherRow>) =>
  outcome.ok ? { ok: true as const, mother: await findMother(ctx.db, outcome.value.id) } : outcome;

const withBatch = async (ctx: { db: Parameters<typeof findBatch>[0] }, outcome: PlantOutcome<BatchRow>) =>
  outcome.ok ? { ok: true as const, batch: await findBatch(ctx.db, outcome.value.id) } : outcome;

type MotherResult = Awaited<ReturnType<typeof withMother>>;
type BatchResult = Awaited<ReturnType<typeof withBatch>>;
type TreatmentResult =
  | { ok: true; treatment: Treatment | null }
  | Extract<PlantOutcome<unknown>, { ok: false }>;

const MotherPlantResultType = outcomeResult<MotherResult>('MotherPlantResult', {
  okMsg: 'Mother plant registered',
  codes: 'e.g. ESPECIE_REQUERIDA, NOMBRE_MADRE_INVALIDO, ORIGEN_INVALIDO, FECHA_FUTURA.',
  fields: (t) => ({
    motherPlant: t.field({ type: MotherPlantType, nullable: true, resolve: (r) => (r.ok ? r.mother : null) }),
  }),
});

const BatchResultType = outcomeResult<BatchResult>('BatchResult', {
  okMsg: 'Batch saved',
  codes:
    'e.g. MADRE_REQUERIDA, PLANTAS_INVALIDAS, ETAPA_NO_PERMITIDA, LIMITE_FLORACION, PLANTAS_INSUFICIENTES, LOTE_CERRADO, FECHA_ANTERIOR, LOTE_NO_ENCONTRADO.',
  fields: (t) => ({
    batch: t.field({ type: BatchType, nullable: true, resolve: (r) => (r.ok ? r.batch : null) }),
  }),
});

const TreatmentResultType = outcomeResult<TreatmentResult>('TreatmentResult', {
  okMsg: 'Treatment recorded',
  codes:
    'e.g. PRODUCTO_REQUERIDO, PRINCIPIO_ACTIVO_REQUERIDO, LOTES_REQUERIDOS, LOTE_NO_ENCONTRADO, LOTE_CERRADO.',
  fields: (t) => ({
    treatment: t.field({ type: TreatmentType, nullable: true, resolve: (r) => (r.ok ? r.treatment : null) }),
  }),
});

builder.queryFields((t) => ({
  motherPlants: t.field({
    type: [MotherPlantType],
    authScopes: { permission: 'plants.manage', inspection: true },
    resolve: (_root, _args, ctx) => listMothers(ctx.db),
  }),
  batches: t.field({
    type: [BatchType],
    description: 'Every batch (of one mother when motherId is given): open ones first, newest first.',
    authScopes: { permission: 'plants.manage', inspection: true },
    args: { motherId: t.arg.int() },
    resolve: (_root, args, ctx) => listBatches(ctx.db, { motherId: args.motherId ?? null }),
  }),
  batch: t.field({
    type: BatchType,
    nullable: true,
    authScopes: { permission: 'plants.manage', inspection: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => findBatch(ctx.db, args.id),
  }),
  treatments: t.field({
    type: [TreatmentType],
    description: 'Crop treatments, newest first; of one batch when batchId is given.',
    authScopes: { permission: 'plants.manage', inspection: true },
    args: { batchId: t.arg.int() },
    resolve: (_root, args, ctx) => listTreatments(ctx.db, args.batchId ?? null),
  }),
  floweringPlants: t.field({
    type: FloweringPlantsType,
    authScopes: { permission: 'plants.manage', inspection: true },
    resolve: (_root, _args, ctx) => floweringCount(ctx.db, clubNow(ctx.now()).date),
  }),
}));

builder.mutationFields((t) => ({
  registerMotherPlant: t.field({
    type: MotherPlantResultType,
    description: 'Appends MotherPlantRegistered.',
    authScopes: { permission: 'plants.manage' },
    args: { input: t.arg({ type: MotherPlantInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      withMother(ctx, await registerMother(ctx.db, signedInViewer(ctx).memberId, args.input, ctx.now())),
  }),
  startBatch: t.field({
    type: BatchResultType,
    description: 'Appends BatchStarted: a batch of cuttings from a mother, in esquejes.',
    authScopes: { permission: 'plants.manage' },
    args: { input: t.arg({ type: BatchInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      withBatch(ctx, await startBatch(ctx.db, signedInViewer(ctx).memberId, args.input, ctx.now())),
  }),
  changeBatchStage: t.field({
    type: BatchResultType,
    description:
      'Appends BatchStageChanged. Into floracion only while the plants in flowering stay within the club’s limit (maxFloweringPlants).',
    authScopes: { permission: 'plants.manage' },
    args: {
      batchId: t.arg.int({ required: true }),
      stage: t.arg.string(),
      on: t.arg.string({ description: 'YYYY-MM-DD: the day it changed.' }),
      reason: t.arg.string({ description: 'Required to discard the batch.' }),
    },
    resolve: async (_root, args, ctx) =>
      withBatch(
        ctx,
        await changeBatchStage(
          ctx.db,
          signedInViewer(ctx).memberId,
          args.batchId,
          { stage: args.stage, on: args.on, reason: args.reason },
          ctx.now(),
        ),
      ),
  }),
  recordPlantsLost: t.field({
    type: BatchResultType,
    description: 'Appends BatchPlantsLost (and BatchStageChanged to descartado when no plant is left).',
    authScopes: { permission: 'plants.manage' },
    args: {
      batchId: t.arg.int({ required: true }),
      plants: t.arg.int(),
      reason: t.arg.string(),
      on: t.arg.string(),
    },
    resolve: async (_root, args, ctx) =>
      withBatch(
        ctx,
        await recordPlantsLost(
          ctx.db,
          signedInViewer(ctx).memberId,
          args.batchId,
          { plants: args.plants, reason: args.reason, on: args.on },
          ctx.now(),
        ),
      ),
  }),
  applyTreatment: t.field({
    type: TreatmentResultType,
    description: 'Appends TreatmentApplied.',
    authScopes: { permission: 'plants.manage' },
    args: { input: t.arg({ type: TreatmentInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const outcome = await applyTreatment(ctx.db, signedInViewer(ctx).memberId, args.input, ctx.now());
      if (!outcome.ok) return outcome;
      const treatment =
        (await listTreatments(ctx.db)).find((candidate) => candidate.id === outcome.value.treatmentId) ??
        null;
      return { ok: true as const, treatment };
    },
  }),
}));
