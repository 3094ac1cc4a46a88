import type { CompoundShare } from '@club/domain/lab-results';
import type { ObjectRef, SchemaTypes } from '@pothos/core';
import { builder } from '../kernel/graphql/builder.ts';
import type { GraphQLContext } from '../kernel/graphql/context.ts';
import {
  type PotencyProduct,
  type PotencySource,
  type ProductPotency,
  potencyOf,
  potencySource,
} from './potency.ts';
import type { AnalysisRow } from './projection.ts';
import { analysesOfBatch } from './queries.ts';

// A batch's lab analyses for the back office, and each product's potency for the carta: the
// figures of the batch in stock, or the declared ones. Recording an analysis is REST (routes.ts):
// it carries the certificate, a file.

const CompoundShareType = builder.objectRef<CompoundShare>('CompoundShare').implement({
  description: 'A cannabinoid or terpene of an analysis and its share.',
  fields: (t) => ({
    name: t.exposeString('name'),
    percent: t.exposeFloat('percent'),
  }),
});

const LabResultType = builder.objectRef<AnalysisRow>('LabResult').implement({
  description: 'A laboratory’s analysis of a batch (its certificate of analysis).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    batchId: t.exposeInt('batchId'),
    laboratory: t.exposeString('laboratory'),
    analysedOn: t.exposeString('analysedOn', { description: 'The certificate’s date, YYYY-MM-DD.' }),
    sampleId: t.exposeString('sampleId', { description: 'The sample’s number on the certificate.' }),
    thc: t.exposeFloat('thc', { description: 'Percent.' }),
    cbd: t.exposeFloat('cbd', { description: 'Percent.' }),
    otherCannabinoids: t.field({ type: [CompoundShareType], resolve: (row) => row.otherCannabinoids }),
    terpenes: t.field({ type: [CompoundShareType], resolve: (row) => row.terpenes }),
    certificatePages: t.int({ resolve: (row) => row.certificate.pages }),
    certificateSize: t.int({ description: 'Bytes.', resolve: (row) => row.certificate.size }),
    certificateSha256: t.string({ resolve: (row) => row.certificate.sha256 }),
  }),
});

const ProductPotencyType = builder.objectRef<ProductPotency>('ProductPotency').implement({
  description:
    'The THC and CBD the carta shows: the latest analysis of the batch whose grams go next, or the declared figures.',
  fields: (t) => ({
    declared: t.exposeBoolean('declared', {
      description: 'True: no analysis of the batch in stock; thc and cbd are the declared figures.',
    }),
    thc: t.exposeFloat('thc', { description: 'Percent.' }),
    cbd: t.exposeFloat('cbd', { description: 'Percent.' }),
    analysedOn: t.exposeString('analysedOn', {
      nullable: true,
      description: 'YYYY-MM-DD; null when declared.',
    }),
    laboratory: t.exposeString('laboratory', { nullable: true }),
    batchId: t.exposeInt('batchId', {
      nullable: true,
      description: 'The batch in stock; null: grams of no batch.',
    }),
    otherCannabinoids: t.field({ type: [CompoundShareType], resolve: (p) => p.otherCannabinoids }),
    terpenes: t.field({ type: [CompoundShareType], resolve: (p) => p.terpenes }),
    held: t.exposeBoolean('held', {
      description:
        'The club sells only analysed batches and this product’s analysed grams are out of stock by the carta’s rule: off the carta.',
    }),
  }),
});

/** One fold of the stock's lots per request, however many products ask. */
const sources = new WeakMap<GraphQLContext, Promise<PotencySource>>();

function sourceFor(ctx: GraphQLContext): Promise<PotencySource> {
  let source = sources.get(ctx);
  if (!source) {
    source = potencySource(ctx.db, ctx.now());
    sources.set(ctx, source);
  }
  return source;
}

// The products feature owns the Product type; this field joins it by the type's name, so neither
// feature imports the other (Pothos resolves a type's name to its ref when the schema is built).
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;
const ProductByName = 'Product' as unknown as ObjectRef<Types, PotencyProduct>;

builder.objectField(ProductByName, 'potency', (t) =>
  t.field({
    type: ProductPotencyType,
    description: 'The figures the carta shows (a lab analysis of the batch in stock, or the declared ones).',
    authScopes: { member: true },
    resolve: async (product, _args, ctx) => potencyOf(product, await sourceFor(ctx)),
  }),
);

builder.queryFields((t) => ({
  batchAnalyses: t.field({
    type: [LabResultType],
    description: 'A batch’s lab analyses, newest first (by date, then by record).',
    authScopes: { permission: 'plants.manage' },
    args: { batchId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => analysesOfBatch(ctx.db, args.batchId),
  }),
}));
