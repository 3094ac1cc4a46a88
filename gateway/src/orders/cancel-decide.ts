import { type SettingsTimeline, settingsOn } from '@club/domain/club-settings';
import { beforeCancelCutoff } from '@club/domain/pickup';
import { texts } from '@club/domain/texts';
import type { Decision } from '../kernel/commands/pipeline.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { ORDER_CANCELLED, type OrderCancelledEvent } from './events.ts';
import type { OrderRow } from './projection.ts';

// Cancelling an order, pure: only a pending order, by its own member until the cut-off before the
// slot (a club setting, as in force on the pickup day), or by an admin at any time with a reason. The grams go back to stock and to the member
// through the projections of `OrderCancelled`.

export type CancelCommand = { by: 'member'; memberId: number; now: Date } | { by: 'admin'; reason: unknown };

export function decideCancel(
  order: OrderRow | undefined,
  command: CancelCommand,
  timeline: SettingsTimeline = [],
): Decision<OrderCancelledEvent> {
  // Another member's order is, to this member, no order at all.
  if (!order || (command.by === 'member' && order.memberId !== command.memberId)) {
    return { ok: false, error: refusal('PEDIDO_DESCONOCIDO') };
  }
  if (order.status === 'delivered') return { ok: false, error: refusal('YA_ENTREGADO') };
  if (order.status === 'not_collected') return { ok: false, error: refusal('YA_NO_RETIRADO') };
  if (order.status === 'cancelled') return { ok: false, error: refusal('YA_CANCELADO') };
  let reason: string | null = null;
  if (command.by === 'member') {
    const hours = settingsOn(timeline, order.pickupDate).cancelCutoffHours;
    if (!beforeCancelCutoff(order.pickupDate, order.pickupTime, command.now, hours)) {
      return { ok: false, error: refusal('FUERA_DE_PLAZO', { N: hours }) };
    }
  } else {
    reason = typeof command.reason === 'string' ? command.reason.trim() : '';
    if (reason === '' || reason.length > 250) {
      return {
        ok: false,
        error: { code: 'MOTIVO_INVALIDO', field: 'reason', message: texts.orderAdmin.cancelReasonRequired },
      };
    }
  }
  const { id: orderId, memberId, pickupDate: date, lines } = order;
  return {
    ok: true,
    events: [{ type: ORDER_CANCELLED, payload: { orderId, memberId, date, lines, by: command.by, reason } }],
  };
}
