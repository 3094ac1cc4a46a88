import { CARD_STEP_SECONDS } from '@club/domain/member-card';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { memberPhotoUrl } from '../member-photos/public.ts';
import {
  type AdminOrder,
  AdminOrderType,
  HandoverResultType,
  listAdminOrders,
  MEMBER_HISTORY_MAX,
  MemberOrderType,
  type OrderLine,
} from '../orders/public.ts';
import {
  type CounterHandoverOutcome,
  handOverAtCounter,
  type IdentifyOutcome,
  identifyAtCounter,
  prepareOrder,
  revertHandover,
} from './commands.ts';
import { type MyCard, myCard } from './member-card.ts';
import { type CounterVisit, counterVisit } from './queries.ts';

// The member card (Mi carnet) and the counter (/admin/mostrador). The card's secret goes only to
// the member it belongs to; the counter's fields need orders.dispense.

const MemberCardType = builder.objectRef<MyCard>('MemberCard').implement({
  description: "The signed-in member's card: what the phone needs to show rotating codes, offline too.",
  fields: (t) => ({
    memberId: t.exposeInt('memberId'),
    name: t.exposeString('name'),
    lastName: t.exposeString('lastName'),
    secret: t.exposeString('secret', {
      description:
        'base64url HMAC key of the card. The phone keeps it while signed in and derives a code every stepSeconds (domain/src/member-card.ts).',
    }),
    stepSeconds: t.int({ resolve: () => CARD_STEP_SECONDS }),
  }),
});

builder.queryFields((t) => ({
  myCard: t.field({
    type: MemberCardType,
    nullable: true,
    description:
      "The signed-in member's own card, its secret made on first use. Nobody else's card is readable.",
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => myCard(ctx.db, signedInViewer(ctx).memberId),
  }),
}));

const CounterOrderLineType = builder.objectRef<OrderLine>('CounterOrderLine').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    species: t.exposeString('species'),
    grams: t.exposeInt('grams'),
  }),
});

const CounterOrderType = builder.objectRef<AdminOrder>('CounterOrder').implement({
  description: "One of the member's orders for today, as the counter shows it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    hour: t.exposeString('hour', { description: 'Pickup slot, HH:MM.' }),
    lines: t.field({ type: [CounterOrderLineType], resolve: (o) => o.lines }),
    grams: t.exposeInt('grams'),
    total: t.exposeInt('total', { description: 'Integer pesos.' }),
    status: t.exposeString('status', {
      description: "'placed', 'delivered', 'not_collected' or 'cancelled'.",
    }),
  }),
});

const CounterVisitType = builder.objectRef<CounterVisit>('CounterVisit').implement({
  description: 'The member a dispenser identified today, with what the counter needs to hand over.',
  fields: (t) => ({
    identificationId: t.id({ resolve: (v) => v.identification.id }),
    method: t.string({ description: "'card' or 'cedula'.", resolve: (v) => v.identification.method }),
    identifiedAt: t.string({ description: 'ISO instant.', resolve: (v) => v.identification.checkedAt }),
    memberId: t.exposeInt('memberId'),
    name: t.exposeString('name'),
    lastName: t.exposeString('lastName'),
    age: t.exposeInt('age', { nullable: true, description: 'Null when the birth date is not recorded.' }),
    photo: t.string({
      nullable: true,
      description: "The member's photo, a JPEG data URL, or null: who is at the counter, at a glance.",
      resolve: (visit, _args, ctx) => memberPhotoUrl(ctx.db, visit.memberId),
    }),
    leftMonth: t.int({ description: 'Grams left this calendar month.', resolve: (v) => v.grams.leftMonth }),
    leftYear: t.int({ description: 'Grams left this calendar year.', resolve: (v) => v.grams.leftYear }),
    orders: t.field({ type: [CounterOrderType], resolve: (v) => v.orders }),
  }),
});

builder.queryFields((t) => ({
  counterVisit: t.field({
    type: CounterVisitType,
    nullable: true,
    description:
      'An identification this dispenser made today, with the member and their orders for today; null otherwise (identify again).',
    authScopes: { permission: 'orders.dispense' },
    args: { identificationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      counterVisit(ctx.db, String(args.identificationId), signedInViewer(ctx).memberId, ctx.now()),
  }),
}));

const IdentifyResultType = outcomeResult<IdentifyOutcome>('CounterIdentifyResult', {
  codes:
    'CARNET_INVALIDO, CARNET_VENCIDO, CEDULA_INVALIDA, CEDULA_DESCONOCIDA, SOCIO_DADO_DE_BAJA, SIN_PEDIDOS_HOY or DATOS_INVALIDOS.',
  fields: (t) => ({
    identificationId: t.id({ nullable: true, resolve: (r) => (r.ok ? r.identificationId : null) }),
  }),
});

const CounterHandoverResultType = outcomeResult<CounterHandoverOutcome>('CounterHandoverResult', {
  okMsg: 'Order updated',
  codes:
    'DOCUMENTO_SIN_VERIFICAR, IDENTIFICACION_REQUERIDA, PEDIDO_DESCONOCIDO, PEDIDO_DE_OTRO_SOCIO, PEDIDO_DE_OTRO_DIA, YA_ENTREGADO, YA_NO_RETIRADO, YA_CANCELADO, MES_CERRADO or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    orderId: t.id({ nullable: true, resolve: (r) => (r.ok ? r.orderId : null) }),
  }),
});

builder.mutationFields((t) => ({
  identifyAtCounter: t.field({
    type: IdentifyResultType,
    description:
      'Who is at the counter: exactly one of a scanned card code (`scan`) or a typed cédula. Refused, with nothing recorded, for a stale or forged code, a member who left or one with no order waiting today.',
    authScopes: { permission: 'orders.dispense' },
    args: { scan: t.arg.string(), cedula: t.arg.string() },
    resolve: (_root, args, ctx) => identifyAtCounter(ctx.db, signedInViewer(ctx).memberId, args, ctx.now()),
  }),
  handOverAtCounter: t.field({
    type: CounterHandoverResultType,
    description:
      "Hands one of the identified member's orders for today over: appends OrderDelivered with the check (who, card or cédula, when). Refused unless documentVerified.",
    authScopes: { permission: 'orders.dispense' },
    args: {
      identificationId: t.arg.id({ required: true }),
      orderId: t.arg.id({ required: true }),
      documentVerified: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      handOverAtCounter(
        ctx.db,
        signedInViewer(ctx).memberId,
        {
          identificationId: String(args.identificationId),
          orderId: String(args.orderId),
          documentVerified: args.documentVerified,
        },
        ctx.now(),
      ),
  }),
}));

// The GraphQL of an order's life at the counter: 'Preparado', a handover undone, and a member's
// past orders found again. graphql.ts hands in its types, so the two files share them without
// importing each other.

builder.objectField(AdminOrderType, 'prepared', (t) =>
  t.exposeBoolean('prepared', { description: 'Packed and waiting at the counter (OrderPrepared).' }),
);
builder.objectField(MemberOrderType, 'prepared', (t) =>
  t.exposeBoolean('prepared', {
    description: "Still pending and packed by the club: 'Listo para retirar'.",
  }),
);

builder.queryFields((t) => ({
  adminOrdersOfMember: t.field({
    type: [AdminOrderType],
    description: `One member's orders of any day, newest pickup first (at most ${MEMBER_HISTORY_MAX}), with history.`,
    authScopes: { permission: 'orders.view' },
    args: { memberId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => listAdminOrders(ctx.db, { memberId: args.memberId }),
  }),
}));

builder.mutationFields((t) => ({
  prepareOrder: t.field({
    type: HandoverResultType,
    description:
      "'Preparado': appends OrderPrepared to a pending order and mails its member that it is ready. It can still be handed over, not collected or cancelled.",
    authScopes: { permission: 'orders.dispense' },
    args: { orderId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => prepareOrder(ctx.db, signedInViewer(ctx).memberId, args.orderId),
  }),
  revertHandover: t.field({
    type: HandoverResultType,
    description:
      "Undoes a handover recorded by mistake, with a reason (1 to 250 characters): appends OrderHandoverReverted; the grams go back to stock and to the member's month. Refused once the pickup day's month is closed.",
    authScopes: { permission: 'orders.dispense' },
    args: { orderId: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      revertHandover(ctx.db, signedInViewer(ctx).memberId, args.orderId, args.reason),
  }),
}));
