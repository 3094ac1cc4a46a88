import { isCalendarMonth } from '@club/domain/calendar-month';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { monthInWords } from '../kernel/commands/open-months.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { evolveMember, type MemberState } from '../members/public.ts';
import { isStockEvent, type LoggedStockEvent } from './business-dates.ts';
import { type ClosedProductFigures, MONTH_CLOSED, type MonthClosedEvent } from './events.ts';
import { type MonthBalance, monthBalances, nextMonth } from './month-balance.ts';
import { monthHash } from './month-hash.ts';

// Closing a month, as a pure decision (decision 030): who signs, which month, the differences
// explained, the figures and hash as the RT saw them. The state is the facts themselves: the
// signer, the last close and the stock events as logged (their positions and times are what the
// hash covers), from which the balance is summed each time.

export const CLOSE_REASON_MAX_LENGTH = 500;

export interface CloseState {
  /** Members by id (the command loads the signer). */
  members: ReadonlyMap<number, MemberState>;
  /** The last month closed, YYYY-MM, or null before the first close. */
  lastClosed: string | null;
  /** The stock events as logged, in log order: what the balance sums and the hash covers. */
  stockEvents: readonly LoggedStockEvent[];
}

export interface CloseCommand {
  month: string;
  /** The RT's reason for each product line with a difference. */
  reasons: ReadonlyArray<{ productId: number; reason: string }>;
  /** The hash the screen showed: a change since then refuses the close (CIERRE_DESACTUALIZADO). */
  hash: string | null;
}

export interface CloseMonth extends CloseCommand {
  /** Who signs. */
  memberId: number;
  /** Today's month (Montevideo), YYYY-MM. */
  currentMonth: string;
}

const refuse = (code: Refusal['code'], message: string): { ok: false; error: Refusal } => ({
  ok: false,
  error: { code, message },
});

/** The month that must close next: the one after the last closed, or the first with stock events. */
export function nextToCloseOf(
  lastClosed: string | null,
  balances: readonly MonthBalance[],
  currentMonth: string,
): string {
  return lastClosed === null ? (balances[0]?.month ?? currentMonth) : nextMonth(lastClosed);
}

/** The month's figures as signed: every line with a difference needs the RT's reason. */
export function signedFigures(
  balance: MonthBalance,
  reasons: CloseCommand['reasons'],
): { ok: true; products: ClosedProductFigures[] } | { ok: false; error: Refusal } {
  const byProduct = new Map(reasons.map((entry) => [entry.productId, entry.reason.trim()]));
  const products: ClosedProductFigures[] = [];
  for (const line of balance.products) {
    const reason = line.difference === 0 ? null : (byProduct.get(line.productId) ?? '');
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
  return { ok: true, products };
}

function decideCloseMonth(command: CloseMonth, state: CloseState): Decision<MonthClosedEvent> {
  const signer = state.members.get(command.memberId);
  // `technicalLead`: holds close.sign (the command loads it from the roles held).
  if (!signer?.active || !signer.technicalLead) {
    return refuse('NO_ES_RT', texts.monthClose.notTechnicalLead);
  }
  if (!isCalendarMonth(command.month)) return refuse('MES_INVALIDO', texts.bills.invalidMonth);
  if (command.month > command.currentMonth) return refuse('MES_FUTURO', texts.monthClose.future);
  const balances = monthBalances(state.stockEvents, command.month);
  const nextToClose = nextToCloseOf(state.lastClosed, balances, command.currentMonth);
  if (command.month < nextToClose) {
    return refuse(
      'MES_YA_CERRADO',
      fillText(texts.monthClose.alreadyClosed, { month: monthInWords(command.month) }),
    );
  }
  const balance = balances.find((month) => month.month === command.month && month.month === nextToClose);
  if (command.month > nextToClose || !balance) {
    return refuse(
      'MES_ANTERIOR_ABIERTO',
      fillText(texts.monthClose.notNext, { month: monthInWords(nextToClose) }),
    );
  }
  const pendingOrders = pendingOrdersOf(balance);
  if (pendingOrders > 0) {
    return refuse(
      'PEDIDOS_SIN_CERRAR',
      fillText(texts.monthClose.pendingOrders, { N: pendingOrders, month: monthInWords(command.month) }),
    );
  }
  const hash = monthHash(balance.events);
  if (command.hash !== null && command.hash !== hash) {
    return refuse('CIERRE_DESACTUALIZADO', texts.monthClose.stale);
  }
  const signed = signedFigures(balance, command.reasons);
  if (!signed.ok) return signed;
  const { events } = balance;
  return {
    ok: true,
    events: [
      {
        type: MONTH_CLOSED,
        payload: {
          month: command.month,
          memberId: signer.id,
          products: signed.products,
          hash,
          events: events.length,
          lastPosition: events.reduce((last, event) => Math.max(last, event.position), 0),
        },
      },
    ],
  };
}

/** A stock event that carries its place in the log (as read back): what the balance and the hash need. */
function isLoggedStockEvent(event: ClubEvent): event is LoggedStockEvent {
  return isStockEvent(event) && 'position' in event && 'occurredAt' in event && 'streamId' in event;
}

function evolve(state: CloseState, event: ClubEvent): CloseState {
  if (isStreamEvent(event, 'member')) {
    const id = event.payload.memberId;
    const member = evolveMember(state.members.get(id), event);
    return member ? { ...state, members: new Map(state.members).set(id, member) } : state;
  }
  if (event.type === MONTH_CLOSED) return { ...state, lastClosed: event.payload.month };
  if (isLoggedStockEvent(event)) return { ...state, stockEvents: [...state.stockEvents, event] };
  return state;
}

/** The Responsable Técnico signs a month: `MonthClosed`, or why not. */
export const closeMonthDecider: Decider<CloseMonth, CloseState, MonthClosedEvent> = {
  decide: decideCloseMonth,
  evolve,
  initialState: () => ({ members: new Map(), lastClosed: null, stockEvents: [] }),
};

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
