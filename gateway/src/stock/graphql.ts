import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { adjustStock, editStock, type StockChangeOutcome } from './commands.ts';
import { STOCK_HISTORY_MAX, type StockHistoryEntry, stockHistory } from './queries.ts';
import { listStock } from './stock-ledger.ts';
import type { StockRow } from './stock-rows.ts';

const StockItemType = builder.objectRef<StockRow>('StockItem').implement({
  fields: (t) => ({
    id: t.int({ description: 'The product id.', resolve: (row) => row.productId }),
    key: t.exposeString('key', { description: 'Species lowercased without spaces: the preorder key.' }),
    species: t.exposeString('species'),
    price: t.exposeInt('price', { description: 'Integer pesos per gram.' }),
    available: t.exposeBoolean('available'),
    grams: t.exposeInt('grams'),
    retired: t.boolean({
      description: 'Retired from the carta for good (retireProduct): listed for its history only.',
      resolve: (row) => row.retired === true,
    }),
  }),
});

builder.queryFields((t) => ({
  stock: t.field({
    type: [StockItemType],
    authScopes: { permission: 'stock.manage' },
    resolve: (_root, _args, ctx) => listStock(ctx.db),
  }),
}));

// Back office: price and availability (StockEdited), corrections with a reason (StockAdjusted),
// and each product's history from the log.

const StockChangeResultType = outcomeResult<StockChangeOutcome>('StockChangeResult', {
  codes:
    'PRECIO_INVALIDO, DISPONIBLE_INVALIDO, AJUSTE_INVALIDO, MOTIVO_INVALIDO, PRODUCTO_DESCONOCIDO, PRODUCTO_RETIRADO, STOCK_NEGATIVO or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    changed: t.boolean({
      description: 'False when the save changed nothing (no event appended).',
      resolve: (r) => r.ok && r.changed,
    }),
    item: t.field({ type: StockItemType, nullable: true, resolve: (r) => (r.ok ? r.item : null) }),
  }),
});

const StockHistoryEntryType = builder.objectRef<StockHistoryEntry>('StockHistoryEntry').implement({
  description: "One event that changed a product's stock, price or availability, with the figures after it.",
  fields: (t) => ({
    position: t.exposeInt('position'),
    type: t.exposeString('type', {
      description:
        'ProductAdded, ProductEdited, ProductRetired, StockReceived, StockEdited, StockAdjusted, OrderPlaced, OrderNotCollected…',
    }),
    occurredAt: t.exposeString('occurredAt', { description: 'ISO 8601, UTC.' }),
    actor: t.exposeString('actor'),
    actorName: t.exposeString('actorName', { nullable: true }),
    gramsChange: t.exposeInt('gramsChange'),
    gramsAfter: t.exposeInt('gramsAfter'),
    priceAfter: t.exposeInt('priceAfter'),
    availableAfter: t.exposeBoolean('availableAfter'),
    priceBefore: t.exposeInt('priceBefore', { nullable: true, description: 'Set when the price changed.' }),
    availableBefore: t.exposeBoolean('availableBefore', {
      nullable: true,
      description: 'Set when the availability changed.',
    }),
    reason: t.exposeString('reason', { nullable: true, description: "A correction's reason." }),
    orderId: t.exposeString('orderId', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  stockHistory: t.field({
    type: [StockHistoryEntryType],
    description: `A product's history from the event log, newest first (limit 1..${STOCK_HISTORY_MAX}).`,
    authScopes: { permission: 'stock.manage' },
    args: { productId: t.arg.int({ required: true }), limit: t.arg.int({ defaultValue: 50 }) },
    resolve: (_root, args, ctx) => stockHistory(ctx.db, args.productId, args.limit ?? 50),
  }),
}));

builder.mutationFields((t) => ({
  editStock: t.field({
    type: StockChangeResultType,
    description:
      'The twin of PATCH /admin/editStock/{id}: appends StockEdited (old and new figures) when they change.',
    authScopes: { permission: 'stock.manage' },
    args: {
      id: t.arg.int({ required: true }),
      price: t.arg.int({ required: true, description: 'Integer pesos per gram, 1..100000.' }),
      available: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      editStock(ctx.db, signedInViewer(ctx).memberId, args.id, {
        price: args.price,
        available: args.available,
      }),
  }),
  adjustStock: t.field({
    type: StockChangeResultType,
    description:
      'The twin of POST /admin/adjustStock/{id}: a correction of the grams on hand, with a reason (StockAdjusted).',
    authScopes: { permission: 'stock.manage' },
    args: {
      id: t.arg.int({ required: true }),
      grams: t.arg.int({ required: true, description: 'Signed change, e.g. -15.' }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      adjustStock(
        ctx.db,
        signedInViewer(ctx).memberId,
        args.id,
        { grams: args.grams, reason: args.reason },
        ctx.now(),
      ),
  }),
}));
