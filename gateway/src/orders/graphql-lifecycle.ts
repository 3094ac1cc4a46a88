import type { ObjectRef } from '@pothos/core';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { type LifecycleAnswer, prepareOrder, revertHandover } from './commands-lifecycle.ts';
import { type AdminOrder, listAdminOrders, MEMBER_HISTORY_MAX, type MemberOrder } from './queries.ts';

// The GraphQL of an order's life at the counter: 'Preparado', a handover undone, and a member's
// past orders found again. graphql.ts hands in its types, so the two files share them without
// importing each other.

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export function orderLifecycleGraphql(refs: {
  adminOrder: ObjectRef<Types, AdminOrder>;
  memberOrder: ObjectRef<Types, MemberOrder>;
  /** The handover's result type: these answer as a handover does. */
  handoverResult: ObjectRef<Types, LifecycleAnswer>;
}): void {
  builder.objectField(refs.adminOrder, 'prepared', (t) =>
    t.exposeBoolean('prepared', { description: 'Packed and waiting at the counter (OrderPrepared).' }),
  );
  builder.objectField(refs.memberOrder, 'prepared', (t) =>
    t.exposeBoolean('prepared', {
      description: "Still pending and packed by the club: 'Listo para retirar'.",
    }),
  );

  builder.queryFields((t) => ({
    adminOrdersOfMember: t.field({
      type: [refs.adminOrder],
      description: `One member's orders of any day, newest pickup first (at most ${MEMBER_HISTORY_MAX}), with history.`,
      authScopes: { permission: 'orders.view' },
      args: { memberId: t.arg.int({ required: true }) },
      resolve: (_root, args, ctx) => listAdminOrders(ctx.db, { memberId: args.memberId }),
    }),
  }));

  builder.mutationFields((t) => ({
    prepareOrder: t.field({
      type: refs.handoverResult,
      description:
        "'Preparado': appends OrderPrepared to a pending order and mails its member that it is ready. It can still be handed over, not collected or cancelled.",
      authScopes: { permission: 'orders.dispense' },
      args: { orderId: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => prepareOrder(ctx.db, signedInViewer(ctx).memberId, args.orderId),
    }),
    revertHandover: t.field({
      type: refs.handoverResult,
      description:
        "Undoes a handover recorded by mistake, with a reason (1 to 250 characters): appends OrderHandoverReverted; the grams go back to stock and to the member's month. Refused once the pickup day's month is closed.",
      authScopes: { permission: 'orders.dispense' },
      args: { orderId: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) =>
        revertHandover(ctx.db, signedInViewer(ctx).memberId, args.orderId, args.reason),
    }),
  }));
}
