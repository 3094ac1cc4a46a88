import { isCalendarMonth } from '@club/domain/calendar-month';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import { monthInWords } from '../kernel/commands/open-months.ts';
import type { Decision } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import type { MemberState } from '../members/public.ts';
import { MONTH_CLOSED, type MonthClosedEvent } from './events.ts';
import type { MonthBalance } from './month-balance.ts';

// Closing a month, as a pure decision (decision 030): who signs, which month, the differences
// explained, the figures and hash as the RT saw them.

export const CLOSE_REASON_MAX_LENGTH = 500;

export interface CloseState {
  /** The signer's account, as it is now. */
  signer: MemberState | null;
  /** Today's month (Montevideo), YYYY-MM. */
  currentMonth: string;
  /** The month that must close next: the one after the last closed, or the first with stock events. */
  nextToClose: string;
  /** The balance of the month asked for (null when it is not the next to close). */
  balance: MonthBalance | null;
  /** Orders of the month neither delivered, not collected nor cancelled. */
  pendingOrders: number;
  /** SHA-256 of the month's events (month-hash.ts). */
  hash: string;
}

export interface CloseCommand {
  month: string;
  /** The RT's reason for each product line with a difference. */
  reasons: ReadonlyArray<{ productId: number; reason: string }>;
  /** The hash the screen showed: a change since then refuses the close (CIERRE_DESACTUALIZADO). */
  hash: string | null;
}

const refuse = (code: Refusal['code'], message: string): Decision<never> => ({
  ok: false,
  error: { code, message },
});

export function decideCloseMonth(state: CloseState, command: CloseCommand): Decision<MonthClosedEvent> {
  const { signer } = state;
  if (!signer?.active || signer.role !== 'admin' || !signer.technicalLead) {
    return refuse('NO_ES_RT', texts.monthClose.notTechnicalLead);
  }
  if (!isCalendarMonth(command.month)) return refuse('MES_INVALIDO', texts.bills.invalidMonth);
  if (command.month > state.currentMonth) return refuse('MES_FUTURO', texts.monthClose.future);
  if (command.month < state.nextToClose) {
    return refuse(
      'MES_YA_CERRADO',
      fillText(texts.monthClose.alreadyClosed, { month: monthInWords(command.month) }),
    );
  }
  if (command.month > state.nextToClose || state.balance === null) {
    return refuse(
      'MES_ANTERIOR_ABIERTO',
      fillText(texts.monthClose.notNext, { month: monthInWords(state.nextToClose) }),
    );
  }
  if (state.pendingOrders > 0) {
    return refuse(
      'PEDIDOS_SIN_CERRAR',
      fillText(texts.monthClose.pendingOrders, {
        N: state.pendingOrders,
        month: monthInWords(command.month),
      }),
    );
  }
  if (command.hash !== null && command.hash !== state.hash) {
    return refuse('CIERRE_DESACTUALIZADO', texts.monthClose.stale);
  }
  const reasons = new Map(command.reasons.map((entry) => [entry.productId, entry.reason.trim()]));
  const products = [];
  for (const line of state.balance.products) {
    const reason = line.difference === 0 ? null : (reasons.get(line.productId) ?? '');
    if (reason === '') {
      return refuse(
        'MOTIVO_FALTANTE',
        fillText(texts.monthClose.reasonMissing, { species: line.species, N: line.difference }),
      );
    }
    if (reason !== null && reason.length > CLOSE_REASON_MAX_LENGTH) {
      return refuse(
        'MOTIVO_FALTANTE',
        fillText(texts.monthClose.reasonTooLong, { max: CLOSE_REASON_MAX_LENGTH }),
      );
    }
    products.push({ ...line, reason });
  }
  const events = state.balance.events;
  return {
    ok: true,
    events: [
      {
        type: MONTH_CLOSED,
        payload: {
          month: command.month,
          memberId: signer.id,
          signedBy: `${signer.name} ${signer.lastName}`,
          products,
          hash: state.hash,
          events: events.length,
          lastPosition: events.reduce((last, event) => Math.max(last, event.position), 0),
        },
      },
    ],
  };
}

/** Orders placed for a pickup in the month that no later fact of the month closed. */
export function pendingOrdersOf(balance: MonthBalance): number {
  const open = new Set<string>();
  for (const event of balance.events) {
    if (event.type === 'OrderPlaced') open.add(event.payload.orderId);
    else if (
      event.type === 'OrderDelivered' ||
      event.type === 'OrderNotCollected' ||
      event.type === 'OrderCancelled'
    )
      open.delete(event.payload.orderId);
  }
  return open.size;
}
