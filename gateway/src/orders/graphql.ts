import { clubNow } from '@club/domain/club-clock';
import type { PickupDay } from '@club/domain/pickup';
import { texts } from '@club/domain/texts';
import { createGraphQLError } from 'graphql-yoga';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { LogEventType } from '../kernel/graphql/log-event.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { countOrder } from '../kernel/metrics/app-metrics.ts';
import {
  type CancelAnswer,
  cancelOrder,
  type HandoverAnswer,
  ORDER_CANCELLED_MSG,
  ORDER_PLACED_MSG,
  type PlaceOrderOutcome,
  placeOrder,
  recordHandover,
} from './commands.ts';
import type { OrderLine } from './events.ts';
import {
  type AdminOrder,
  type GramsBalance,
  gramsBalance,
  listAdminOrders,
  MEMBER_ORDERS_MAX,
  type MemberOrder,
  memberOrders,
  openPickupDays,
  orderDays,
  unclosedOrders,
} from './queries.ts';
import './live-updates.ts';

// The GraphQL twins of POST /submitorder, plus what the cart needs around it. Expected refusals
// are typed results (ok false, code, Spanish error), never GraphQL errors.

const PickupDayType = builder.objectRef<PickupDay>('PickupDay').implement({
  description: 'A day members can pick up an order, with the slots still ahead (Montevideo time).',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    label: t.exposeString('label', { description: "es-UY, e.g. 'martes, 3 de setiembre'." }),
    slots: t.exposeStringList('slots', { description: 'HH:MM, 24 h.' }),
  }),
});

const GramsBalanceType = builder.objectRef<GramsBalance>('GramsBalance').implement({
  description:
    "The member's grams in the calendar month and year of a pickup date (orders not collected do not count). What may still be ordered is min(leftMonth, leftYear).",
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM.' }),
    usedMonth: t.exposeInt('usedMonth'),
    leftMonth: t.exposeInt('leftMonth'),
    limitMonth: t.exposeInt('limitMonth', {
      description: 'The monthly cap in force that day (40 g by default).',
    }),
    usedYear: t.exposeInt('usedYear'),
    leftYear: t.exposeInt('leftYear'),
    limitYear: t.exposeInt('limitYear', {
      description: 'The yearly cap in force that day (480 g by default).',
    }),
  }),
});

const PlaceOrderResultType = outcomeResult<PlaceOrderOutcome>('PlaceOrderResult', {
  okMsg: ORDER_PLACED_MSG,
  codes: 'e.g. LIMITE_MENSUAL, LIMITE_ANUAL, SIN_STOCK, TOTAL_INCORRECTO.',
  fields: (t) => {
    const limit = (r: PlaceOrderOutcome) => (!r.ok && 'period' in r.error ? r.error : null);
    return {
      orderId: t.string({ nullable: true, resolve: (r) => (r.ok ? r.orderId : null) }),
      gramsPurchased: t.int({
        nullable: true,
        description: 'Over a limit: grams already counted in that period.',
        resolve: (r) => limit(r)?.gramsPurchased ?? null,
      }),
      gramsLeft: t.int({
        nullable: true,
        description: 'Over a limit: grams the member may still order in that period.',
        resolve: (r) => limit(r)?.gramsLeft ?? null,
      }),
      period: t.string({
        nullable: true,
        description: "Over a limit: 'month' or 'year'.",
        resolve: (r) => limit(r)?.period ?? null,
      }),
    };
  },
});

const OrderLineInput = builder.inputType('OrderLineInput', {
  fields: (t) => ({
    product: t.string({
      required: true,
      description: "Product key ('ogkush'); a species ('OG Kush') works too.",
    }),
    grams: t.int({ required: true, description: 'Positive, in 5 g steps; lines at 0 are ignored.' }),
  }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    date: t.string({ required: true, description: 'Pickup day, YYYY-MM-DD, one of pickupDays.' }),
    time: t.string({ required: true, description: "Pickup slot, HH:MM, one of that day's slots." }),
    total: t.int({
      required: true,
      description: 'Integer pesos; must equal Σ price × grams at current prices.',
    }),
    observations: t.string({ description: 'Up to 250 characters.' }),
    lines: t.field({ type: [OrderLineInput], required: true }),
  }),
});

builder.queryFields((t) => ({
  pickupDays: t.field({
    type: [PickupDayType],
    description:
      'The pickup days of the next 31 days (today included) with slots left, as the club settings in force each day have them; full slots are left out.',
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => openPickupDays(ctx.db, ctx.now()),
  }),
  myGrams: t.field({
    type: GramsBalanceType,
    description:
      'Grams used and left in the calendar month and year of a pickup date (YYYY-MM-DD); without one, of today in Montevideo.',
    authScopes: { member: true },
    args: { date: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      // The carta shows the allowance before any day is chosen: the server's today, not the phone's.
      const date = args.date ?? clubNow(ctx.now()).date;
      const balance = await gramsBalance(ctx.db, signedInViewer(ctx).memberId, date);
      if (balance === null) {
        throw createGraphQLError(texts.order.invalidDate, { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return balance;
    },
  }),
}));

builder.mutationFields((t) => ({
  placeOrder: t.field({
    type: PlaceOrderResultType,
    description: 'The twin of POST /submitorder; the server re-checks every rule and trusts no figure.',
    authScopes: { member: true },
    args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
    async resolve(_root, { input }, ctx) {
      const outcome = await placeOrder(
        ctx.db,
        signedInViewer(ctx).memberId,
        {
          date: input.date,
          time: input.time,
          total: input.total,
          observations: input.observations ?? '',
          lines: input.lines,
        },
        ctx.now(),
      );
      countOrder(ctx.metrics, outcome);
      return outcome;
    },
  }),
}));

// Mis pedidos and the member's cancellation.

const MemberOrderLineType = builder.objectRef<OrderLine>('MemberOrderLine').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    species: t.exposeString('species'),
    grams: t.exposeInt('grams'),
    price: t.exposeInt('price', { description: 'Integer pesos per gram when ordered.' }),
  }),
});

export const MemberOrderType = builder.objectRef<MemberOrder>('MemberOrder').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    date: t.exposeString('date', { description: 'Pickup day, YYYY-MM-DD.' }),
    time: t.exposeString('time', { description: 'Pickup slot, HH:MM.' }),
    status: t.exposeString('status', {
      description: "'placed', 'delivered', 'not_collected', 'cancelled' or 'reverted' (a handover undone).",
    }),
    lines: t.field({ type: [MemberOrderLineType], resolve: (order) => order.lines }),
    grams: t.exposeInt('grams'),
    total: t.exposeInt('total', { description: 'Integer pesos.' }),
    observations: t.exposeString('observations'),
    cancellable: t.exposeBoolean('cancellable', {
      description:
        'Still pending and before the cancellation cut-off (a club setting, 2 h by default) ahead of its slot.',
    }),
  }),
});

const CancelOrderResultType = outcomeResult<CancelAnswer>('CancelOrderResult', {
  okMsg: ORDER_CANCELLED_MSG,
  codes:
    'PEDIDO_DESCONOCIDO, YA_ENTREGADO, YA_NO_RETIRADO, YA_CANCELADO, FUERA_DE_PLAZO, MOTIVO_INVALIDO or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    orderId: t.string({ nullable: true, resolve: (r) => (r.ok ? r.order.id : null) }),
    status: t.string({ nullable: true, resolve: (r) => (r.ok ? r.order.status : null) }),
  }),
});

builder.queryFields((t) => ({
  myOrders: t.field({
    type: [MemberOrderType],
    description: `The signed-in member's orders, newest pickup first (at most ${MEMBER_ORDERS_MAX}).`,
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => memberOrders(ctx.db, signedInViewer(ctx).memberId, ctx.now()),
  }),
}));

builder.mutationFields((t) => ({
  cancelOrder: t.field({
    type: CancelOrderResultType,
    description:
      "Cancels one of the member's own pending orders, up to the cut-off (a club setting, 2 h by default) before its slot: appends OrderCancelled; the grams go back to stock and to the member's month.",
    authScopes: { member: true },
    args: { orderId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const memberId = signedInViewer(ctx).memberId;
      return cancelOrder(ctx.db, memberId, args.orderId, { by: 'member', memberId, now: ctx.now() });
    },
  }),
}));

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

export const AdminOrderType = builder.objectRef<AdminOrder>('AdminOrder').implement({
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
      description: "'placed', 'delivered', 'not_collected', 'cancelled' or 'reverted' (a handover undone).",
    }),
    history: t.field({
      type: [LogEventType],
      description: "The order stream's events, oldest first.",
      resolve: (o) => o.history,
    }),
  }),
});

export const HandoverResultType = outcomeResult<HandoverAnswer>('HandoverResult', {
  okMsg: 'Order updated',
  codes:
    'PEDIDO_DESCONOCIDO, YA_ENTREGADO, YA_NO_RETIRADO, YA_CANCELADO, YA_REVERTIDO, YA_PREPARADO, NO_PENDIENTE, NO_ENTREGADO, MOTIVO_INVALIDO, MES_CERRADO or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    order: t.field({ type: AdminOrderType, nullable: true, resolve: (r) => (r.ok ? r.order : null) }),
  }),
});

builder.queryFields((t) => ({
  orderDays: t.stringList({
    description: 'Pickup days (YYYY-MM-DD) with orders, from the last 24 hours onwards, ascending.',
    authScopes: { permission: 'orders.view' },
    resolve: (_root, _args, ctx) => orderDays(ctx.db, ctx.now()),
  }),
  unclosedOrders: t.field({
    type: [AdminOrderType],
    description:
      "'Sin cerrar': orders still placed whose pickup day is past (Montevideo), oldest first, with member names and history.",
    authScopes: { permission: 'orders.view' },
    resolve: (_root, _args, ctx) => unclosedOrders(ctx.db, ctx.now()),
  }),
  adminOrders: t.field({
    type: [AdminOrderType],
    description: 'The orders of a pickup day (YYYY-MM-DD) by hour, with member names and history.',
    authScopes: { permission: 'orders.view' },
    args: { date: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => listAdminOrders(ctx.db, { date: args.date }),
  }),
}));

builder.mutationFields((t) => ({
  deliverOrder: t.field({
    type: HandoverResultType,
    description: "'Entregado': appends OrderDelivered to an order still placed.",
    authScopes: { permission: 'orders.dispense' },
    args: { orderId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      recordHandover(ctx.db, signedInViewer(ctx).memberId, args.orderId, 'delivered'),
  }),
  markOrderNotCollected: t.field({
    type: HandoverResultType,
    description:
      "'No retirado': appends OrderNotCollected to an order still placed; its grams go back to stock and to the member's month.",
    authScopes: { permission: 'orders.dispense' },
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
    authScopes: { permission: 'orders.manage' },
    args: { orderId: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      cancelOrder(ctx.db, signedInViewer(ctx).memberId, args.orderId, { by: 'admin', reason: args.reason }),
  }),
}));
