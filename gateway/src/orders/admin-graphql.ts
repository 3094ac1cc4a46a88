import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { LogEventType } from '../kernel/graphql/log-event.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { type AdminOrder, listAdminOrders, orderDays, unclosedOrders } from './admin-service.ts';
import { cancelOrder } from './cancel-command.ts';
import type { OrderLine } from './events.ts';
import { CancelOrderResultType } from './graphql.ts';
import { type HandoverAnswer, recordHandover } from './handover-command.ts';

// The back office's orders (/admin/orders): the days, a day's orders with their history, and the
// handover. Expected refusals are typed results (ok false, code, Spanish error).

const AdminOrderLineType = builder.objectRef<OrderLine>('AdminOrderLine').implement({
  fields: (t) => ({
    productId: t.exposeInt('productId'),
    key: t.exposeString('key'),
    species: t.exposeString('species'),
    grams: t.exposeInt('grams'),
    price: t.exposeInt('price', { description: 'Integer pesos per gram when ordered.' }),
  }),
});

const AdminOrderType = builder.objectRef<AdminOrder>('AdminOrder').implement({
  description: 'An order as the back office sees it (spec §3 "Order admin view").',
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.exposeString('date', { description: 'Pickup day, YYYY-MM-DD.' }),
    hour: t.exposeString('hour', { description: 'Pickup slot, HH:MM.' }),
    memberId: t.exposeInt('memberId'),
    socio: t.string({
      description: "Member's name and last name.",
      resolve: (o) => `${o.name} ${o.lastName}`,
    }),
    name: t.exposeString('name'),
    lastName: t.exposeString('lastName'),
    products: t.field({ type: [AdminOrderLineType], resolve: (o) => o.lines }),
    observations: t.exposeString('observations'),
    total: t.exposeInt('total', { description: 'Integer pesos.' }),
    grams: t.exposeInt('grams'),
    status: t.exposeString('status', {
      description: "'placed', 'delivered', 'not_collected' or 'cancelled'.",
    }),
    history: t.field({
      type: [LogEventType],
      description: "The order stream's events, oldest first.",
      resolve: (o) => o.history,
    }),
  }),
});

const HandoverResultType = outcomeResult<HandoverAnswer>('HandoverResult', {
  okMsg: 'Order updated',
  codes: 'PEDIDO_DESCONOCIDO, YA_ENTREGADO, YA_NO_RETIRADO or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    order: t.field({ type: AdminOrderType, nullable: true, resolve: (r) => (r.ok ? r.order : null) }),
  }),
});

builder.queryFields((t) => ({
  orderDays: t.stringList({
    description: 'Pickup days (YYYY-MM-DD) with orders, from the last 24 hours onwards, ascending.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => orderDays(ctx.db, ctx.now()),
  }),
  unclosedOrders: t.field({
    type: [AdminOrderType],
    description:
      "'Sin cerrar': orders still placed whose pickup day is past (Montevideo), oldest first, with member names and history.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => unclosedOrders(ctx.db, ctx.now()),
  }),
  adminOrders: t.field({
    type: [AdminOrderType],
    description: 'The orders of a pickup day (YYYY-MM-DD) by hour, with member names and history.',
    authScopes: { admin: true },
    args: { date: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => listAdminOrders(ctx.db, { date: args.date }),
  }),
}));

builder.mutationFields((t) => ({
  deliverOrder: t.field({
    type: HandoverResultType,
    description: "'Entregado': appends OrderDelivered to an order still placed.",
    authScopes: { admin: true },
    args: { orderId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      recordHandover(ctx.db, signedInViewer(ctx).memberId, args.orderId, 'delivered'),
  }),
  markOrderNotCollected: t.field({
    type: HandoverResultType,
    description:
      "'No retirado': appends OrderNotCollected to an order still placed; its grams go back to stock and to the member's month.",
    authScopes: { admin: true },
    args: { orderId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      recordHandover(ctx.db, signedInViewer(ctx).memberId, args.orderId, 'not_collected'),
  }),
}));

builder.mutationFields((t) => ({
  adminCancelOrder: t.field({
    type: CancelOrderResultType,
    description:
      'Cancels any pending order, with a reason: appends OrderCancelled; the grams go back to stock and to the member.',
    authScopes: { admin: true },
    args: { orderId: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      cancelOrder(ctx.db, signedInViewer(ctx).memberId, args.orderId, { by: 'admin', reason: args.reason }),
  }),
}));
