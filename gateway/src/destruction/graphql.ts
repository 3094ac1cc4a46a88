import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { type DestroyOutcome, destroyStock } from './commands.ts';
import { type DestructionEntry, listDestructions } from './queries.ts';

// Destruction records over GraphQL, admins only: a product's grams or a batch's waste, destroyed
// before a witness, as the regulator asks the club to keep them.

const DestructionType = builder.objectRef<DestructionEntry>('Destruction').implement({
  description:
    "A destruction record: a product's grams (StockDestroyed) or a batch's waste (BatchWasteDestroyed).",
  fields: (t) => ({
    id: t.exposeString('destructionId'),
    kind: t.string({
      description: "What was destroyed: 'product' (grams on hand) or 'batch-waste' (a batch's waste).",
      resolve: (d) => d.target.kind,
    }),
    productId: t.exposeInt('productId', { description: "The product, or the batch's product." }),
    batchId: t.exposeInt('batchId', { nullable: true, description: "The batch, for 'batch-waste'." }),
    species: t.exposeString('species'),
    grams: t.exposeInt('grams'),
    reason: t.exposeString('reason'),
    method: t.exposeString('method'),
    witness: t.exposeString('witness'),
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    recordedBy: t.exposeString('recordedBy'),
  }),
});

const DestructionTargetInput = builder.inputType('DestructionTargetInput', {
  description: "What is destroyed: kind 'product' with its productId, or 'batch-waste' with its batchId.",
  fields: (t) => ({
    kind: t.string({ required: true }),
    productId: t.int(),
    batchId: t.int(),
  }),
});

const DestroyStockInput = builder.inputType('DestroyStockInput', {
  fields: (t) => ({
    target: t.field({ type: DestructionTargetInput, required: true }),
    grams: t.int({ required: true }),
    reason: t.string({ required: true }),
    method: t.string({ required: true }),
    witness: t.string({ required: true, description: 'The testigo.' }),
    date: t.string({ required: true, description: 'YYYY-MM-DD, not after today.' }),
  }),
});

const DestroyStockResultType = outcomeResult<DestroyOutcome>('DestroyStockResult', {
  codes:
    'DESTINO_INVALIDO, GRAMOS_INVALIDOS, MOTIVO_INVALIDO, METODO_INVALIDO, TESTIGO_INVALIDO, FECHA_REQUERIDA, FECHA_FUTURA, PRODUCTO_DESCONOCIDO, STOCK_NEGATIVO, LOTE_NO_ENCONTRADO, FECHA_ANTERIOR, MES_CERRADO or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    destructionId: t.string({ nullable: true, resolve: (r) => (r.ok ? r.destructionId : null) }),
    grams: t.int({
      nullable: true,
      description: "Grams of the product on hand after it; null for a batch's waste (no stock moves).",
      resolve: (r) => (r.ok && r.item ? r.item.grams : null),
    }),
  }),
});

builder.queryFields((t) => ({
  destructions: t.field({
    type: [DestructionType],
    description: 'Destruction records, newest day first (at most 200).',
    authScopes: { permission: 'stock.manage', inspection: true },
    resolve: (_root, _args, ctx) => listDestructions(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  destroyStock: t.field({
    type: DestroyStockResultType,
    description:
      "Records a destruction: a product's grams leave the stock (StockDestroyed), or a batch's waste is recorded on the batch (BatchWasteDestroyed).",
    authScopes: { permission: 'stock.manage' },
    args: { input: t.arg({ type: DestroyStockInput, required: true }) },
    resolve: (_root, { input }, ctx) => destroyStock(ctx.db, signedInViewer(ctx).memberId, input, ctx.now()),
  }),
}));
