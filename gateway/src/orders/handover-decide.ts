import { texts } from '@club/domain/texts';
import {
  ORDER_DELIVERED,
  ORDER_NOT_COLLECTED,
  type OrderDeliveredEvent,
  type OrderNotCollectedEvent,
} from './events.ts';
import type { OrderRow } from './projection.ts';

// The handover decision: pure. The service folds the order's stream into its row (evolveOrder),
// calls this and appends the event with the stream's version as the expected one, so a double
// click or two admins at once record one handover, never two.

export type HandoverOutcome = 'delivered' | 'not_collected';

export type HandoverRefusal = {
  code: 'PEDIDO_DESCONOCIDO' | 'YA_ENTREGADO' | 'YA_NO_RETIRADO' | 'YA_CANCELADO';
  message: string;
};

export type HandoverDecision =
  | { ok: true; events: [OrderDeliveredEvent | OrderNotCollectedEvent] }
  | { ok: false; error: HandoverRefusal };

/** Only an order still 'placed' can be marked delivered or not collected. */
export function decideHandover(order: OrderRow | undefined, outcome: HandoverOutcome): HandoverDecision {
  if (!order)
    return { ok: false, error: { code: 'PEDIDO_DESCONOCIDO', message: texts.orderAdmin.unknownOrder } };
  if (order.status === 'delivered') {
    return { ok: false, error: { code: 'YA_ENTREGADO', message: texts.orderAdmin.alreadyDelivered } };
  }
  if (order.status === 'not_collected') {
    return { ok: false, error: { code: 'YA_NO_RETIRADO', message: texts.orderAdmin.alreadyNotCollected } };
  }
  if (order.status === 'cancelled') {
    return { ok: false, error: { code: 'YA_CANCELADO', message: texts.orderAdmin.alreadyCancelled } };
  }
  const fact = { orderId: order.id, memberId: order.memberId, date: order.pickupDate, lines: order.lines };
  if (outcome === 'delivered') {
    return { ok: true, events: [{ type: ORDER_DELIVERED, payload: { ...fact, total: order.total } }] };
  }
  return { ok: true, events: [{ type: ORDER_NOT_COLLECTED, payload: fact }] };
}
