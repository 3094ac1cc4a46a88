import { clubNow } from '@club/domain/club-clock';
import { orderLifecycleTexts } from '@club/domain/order-lifecycle-texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import {
  evolveOrder,
  ORDER_DELIVERED,
  ORDER_HANDOVER_REVERTED,
  ORDER_PREPARED,
  type OrderDeliveredEvent,
  type OrderHandoverRevertedEvent,
  type OrderPreparedEvent,
  type OrderRow,
} from '../orders/public.ts';

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

// An order's life between its placing and its close, beside decide.ts: packed at the counter
// ('Preparado'), and a handover recorded by mistake put right. Both decide on the order's own
// stream folded into its row; the command appends with that stream's version, so a double click
// records one fact.

export type LifecycleRefusal = {
  code:
    | 'PEDIDO_DESCONOCIDO'
    | 'YA_PREPARADO'
    | 'NO_PENDIENTE'
    | 'NO_ENTREGADO'
    | 'YA_REVERTIDO'
    | 'MOTIVO_INVALIDO';
  message: string;
  field?: string;
};

const refuse = (error: LifecycleRefusal) => ({ ok: false as const, error });

const evolve = (order: OrderRow | undefined, event: ClubEvent) =>
  isStreamEvent(event, 'order') ? evolveOrder(order, event) : order;

/** Only a pending order not yet packed can be marked prepared. */
function decidePrepare(
  _command: Record<string, never>,
  order: OrderRow | undefined,
): Decision<OrderPreparedEvent, LifecycleRefusal> {
  if (!order) return refuse({ code: 'PEDIDO_DESCONOCIDO', message: refusal('PEDIDO_DESCONOCIDO').message });
  if (order.status !== 'placed')
    return refuse({ code: 'NO_PENDIENTE', message: orderLifecycleTexts.notPlaced });
  if (order.prepared) return refuse({ code: 'YA_PREPARADO', message: orderLifecycleTexts.alreadyPrepared });
  const { id: orderId, memberId, pickupDate: date } = order;
  return { ok: true, events: [{ type: ORDER_PREPARED, payload: { orderId, memberId, date } }] };
}

export const prepareOrderDecider: Decider<
  Record<string, never>,
  OrderRow | undefined,
  OrderPreparedEvent,
  LifecycleRefusal
> = { decide: decidePrepare, evolve, initialState: () => undefined };

export interface RevertHandoverCommand {
  /** Member id of whoever undoes it. */
  by: number;
  reason: unknown;
}

/** Only a delivered order's handover can be undone, with a reason of 1 to 250 characters. */
function decideRevert(
  command: RevertHandoverCommand,
  order: OrderRow | undefined,
): Decision<OrderHandoverRevertedEvent, LifecycleRefusal> {
  if (!order) return refuse({ code: 'PEDIDO_DESCONOCIDO', message: refusal('PEDIDO_DESCONOCIDO').message });
  if (order.status === 'reverted')
    return refuse({ code: 'YA_REVERTIDO', message: orderLifecycleTexts.alreadyReverted });
  if (order.status !== 'delivered')
    return refuse({ code: 'NO_ENTREGADO', message: orderLifecycleTexts.notDelivered });
  const reason = typeof command.reason === 'string' ? command.reason.trim() : '';
  if (reason === '' || reason.length > 250) {
    return refuse({
      code: 'MOTIVO_INVALIDO',
      field: 'reason',
      message: orderLifecycleTexts.revertReasonRequired,
    });
  }
  const { id: orderId, memberId, pickupDate: date, lines, total } = order;
  return {
    ok: true,
    events: [
      {
        type: ORDER_HANDOVER_REVERTED,
        payload: { orderId, memberId, date, lines, total, by: command.by, reason },
      },
    ],
  };
}

export const revertHandoverDecider: Decider<
  RevertHandoverCommand,
  OrderRow | undefined,
  OrderHandoverRevertedEvent,
  LifecycleRefusal
> = { decide: decideRevert, evolve, initialState: () => undefined };
