import { texts } from '@club/domain/texts';
import { createGraphQLError } from 'graphql-yoga';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { type SaveHarvestOutcome, saveHarvest } from './commands.ts';
import {
  type Harvest,
  type HarvestYield,
  harvestDates,
  harvestsOn,
  listHarvests,
  yieldHistory,
} from './queries.ts';

// The GraphQL twins of the harvest form and viewer, admins only. They call what the REST routes
// call; expected refusals are typed results (ok false, code, Spanish error).

const badInput = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

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

builder.queryFields((t) => ({
  harvests: t.field({
    type: [HarvestType],
    description: 'Every harvest, newest cuttings first (GET /admin/harvests res).',
    authScopes: { permission: 'plants.manage', inspection: true },
    resolve: (_root, _args, ctx) => listHarvests(ctx.db),
  }),
  harvestDates: t.stringList({
    description: 'Days with a harvest, newest first (GET /admin/harvests harvest_dates).',
    authScopes: { permission: 'plants.manage' },
    resolve: (_root, _args, ctx) => harvestDates(ctx.db),
  }),
  harvestsOn: t.field({
    type: [HarvestType],
    description: 'The harvests of one harvest day, by species (GET /admin/harvests/{date}).',
    authScopes: { permission: 'plants.manage' },
    args: { date: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const harvests = await harvestsOn(ctx.db, args.date);
      if (harvests === null) throw badInput(texts.order.invalidDate);
      return harvests;
    },
  }),
}));

builder.mutationFields((t) => ({
  createHarvest: t.field({
    type: HarvestResultType,
    description: 'POST /admin/addharvest/post: dry stock goes into the product as StockReceived.',
    authScopes: { permission: 'plants.manage' },
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
    authScopes: { permission: 'plants.manage' },
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
}));
