import { clubNow } from '@club/domain/club-clock';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { isStreamEvent } from '../kernel/events/club-event.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { evolveOrder, ORDER_DELIVERED, type OrderDeliveredEvent, type OrderRow } from '../orders/public.ts';

// The handover at the counter: an order still placed, of the member the dispenser identified today
// (card or cédula), with the member's document checked. The event is the orders' own
// `OrderDelivered`, with the check that made it.

/** An identification at the counter as the server recorded it (counter_checks). */
export interface CounterIdentification {
  id: string;
  memberId: number;
  dispenserId: number;
  method: 'card' | 'cedula';
  /** The club day (Montevideo) it was made on. */
  clubDay: string;
  /** ISO instant. */
  checkedAt: string;
}

export interface CounterHandoverCommand {
  /** The identification the counter screen points to; null when there is none. */
  identification: CounterIdentification | null;
  dispenserId: number;
  documentVerified: boolean;
  now: Date;
}

function decideCounterHandover(
  command: CounterHandoverCommand,
  order: OrderRow | undefined,
): Decision<OrderDeliveredEvent> {
  if (!command.documentVerified) return { ok: false, error: refusal('DOCUMENTO_SIN_VERIFICAR') };
  const today = clubNow(command.now).date;
  const known = command.identification;
  // Another dispenser's identification, or yesterday's, is none for this handover.
  if (!known || known.dispenserId !== command.dispenserId || known.clubDay !== today) {
    return { ok: false, error: refusal('IDENTIFICACION_REQUERIDA') };
  }
  if (!order) return { ok: false, error: refusal('PEDIDO_DESCONOCIDO') };
  if (order.memberId !== known.memberId) return { ok: false, error: refusal('PEDIDO_DE_OTRO_SOCIO') };
  if (order.pickupDate !== today) return { ok: false, error: refusal('PEDIDO_DE_OTRO_DIA') };
  if (order.status !== 'placed') {
    const code = {
      delivered: 'YA_ENTREGADO',
      not_collected: 'YA_NO_RETIRADO',
      cancelled: 'YA_CANCELADO',
      reverted: 'YA_REVERTIDO',
    } as const;
    return { ok: false, error: refusal(code[order.status]) };
  }
  return {
    ok: true,
    events: [
      {
        type: ORDER_DELIVERED,
        payload: {
          orderId: order.id,
          memberId: order.memberId,
          date: order.pickupDate,
          lines: order.lines,
          total: order.total,
          check: {
            checkedBy: command.dispenserId,
            method: known.method,
            identifiedAt: known.checkedAt,
            documentCheckedAt: command.now.toISOString(),
          },
        },
      },
    ],
  };
}

export const counterHandoverDecider: Decider<
  CounterHandoverCommand,
  OrderRow | undefined,
  OrderDeliveredEvent
> = {
  decide: decideCounterHandover,
  evolve: (order, event) => (isStreamEvent(event, 'order') ? evolveOrder(order, event) : order),
  initialState: () => undefined,
};
