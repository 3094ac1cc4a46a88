import { billDraftSchema } from '@club/domain/bill-schema';
import type { BillDraft, BillDraftProblemCode } from '@club/domain/bills';
import { type SettingsTimeline, settingsOn, timelineWithDefaults } from '@club/domain/club-settings';
import { fillText } from '@club/domain/fill-text';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import { type GramCaps, gramsLeft, type LimitRefusal, limitRefusal } from '../limits/public.ts';
import { evolveMember, type MemberState } from '../members/public.ts';
import { evolveSettings } from '../settings/public.ts';
import { evolveStock, type StockState } from '../stock/public.ts';
import { BILL_ISSUED, type BillIssuedEvent, type BillLine } from './events.ts';

// Issuing a bill, pure, so every rule is unit-tested without a database. The command loads the
// state under the member's grams lock (the orders' lock) from the read models; `evolve` builds the
// same state from the facts: the member, the stock, the grams counted against the limits, the
// club settings.

export interface IssueBillState {
  /** Members by id (the command loads the one the bill names). */
  members: ReadonlyMap<number, MemberState>;
  /**
   * Stock rows by product id (the command loads, locked, the ones the bill names): a bill hands
   * over whatever is on hand, listed or not.
   */
  stock: StockState;
  /**
   * Grams counted against the limits (orders placed or delivered, on their pickup day; bills, on
   * their day), by member and period: `countedKey(memberId, 'YYYY-MM')` and `countedKey(memberId, 'YYYY')`.
   */
  counted: ReadonlyMap<string, number>;
  /** The club settings, oldest first: the caps are those in force on the bill's day. */
  settings: SettingsTimeline;
}

export interface IssueBillCommand extends BillDraft {
  billId: string;
  /** Today in Montevideo, YYYY-MM-DD: a bill is not dated after it. */
  today: string;
}

/** The key of a member's grams in a month (YYYY-MM) or a year (YYYY). */
export function countedKey(memberId: number, period: string): string {
  return `${memberId}/${period}`;
}

/** The member's grams counted in the month and the year of `date`. */
export function countedOn(
  state: IssueBillState,
  memberId: number,
  date: string,
): { gramsInMonth: number; gramsInYear: number } {
  return {
    gramsInMonth: state.counted.get(countedKey(memberId, date.slice(0, 7))) ?? 0,
    gramsInYear: state.counted.get(countedKey(memberId, date.slice(0, 4))) ?? 0,
  };
}

/** The caps in force on `date`. */
export function capsOn(state: IssueBillState, date: string): GramCaps {
  return settingsOn(state.settings, date);
}

export type BillRefusalCode =
  | BillDraftProblemCode
  | 'SOCIO_DESCONOCIDO'
  | 'SOCIO_INVALIDO'
  | 'SOCIO_INACTIVO'
  | 'PRODUCTO_DESCONOCIDO'
  | 'STOCK_INSUFICIENTE';

export type { LimitCode } from '../limits/public.ts';

/** An expected refusal: a stable code and the Spanish text to show. */
export type BillRefusal = { code: BillRefusalCode; message: string } | LimitRefusal;

const refuse = (code: BillRefusalCode, message: string): Decision<never, BillRefusal> => ({
  ok: false,
  error: { code, message },
});

function decideIssueBill(
  command: IssueBillCommand,
  state: IssueBillState,
): Decision<BillIssuedEvent, BillRefusal> {
  const draft = checkRules<ReturnType<typeof billDraftSchema>, BillDraftProblemCode>(
    billDraftSchema(command.today),
    command,
  );
  if (!draft.ok) return refuse(draft.problem.code, draft.problem.message);
  const { socioId: memberId, date, lines: wanted } = draft.value;
  const byKey = new Map([...state.stock.values()].map((row) => [row.key, row]));

  const member = state.members.get(memberId) ?? null;
  if (!member) return refuse('SOCIO_DESCONOCIDO', fillText(texts.bills.unknownMember, { id: memberId }));
  if (member.role !== 'member') return refuse('SOCIO_INVALIDO', texts.bills.notAMember);
  if (!member.active) {
    return refuse(
      'SOCIO_INACTIVO',
      fillText(texts.bills.inactiveMember, {
        // The name is the read model's (the log holds it sealed): a member folded from the log is named by number.
        name: member.name === undefined ? `El socio #${member.id}` : `${member.name} ${member.lastName}`,
      }),
    );
  }

  const lines: BillLine[] = [];
  for (const line of wanted) {
    const product = byKey.get(line.product);
    if (!product)
      return refuse('PRODUCTO_DESCONOCIDO', fillText(texts.bills.unknownProduct, { species: line.product }));
    lines.push({
      productId: product.productId,
      key: product.key,
      species: product.species,
      grams: line.grams,
      price: product.price,
    });
  }
  for (const line of lines) {
    const stock = byKey.get(line.key)?.grams ?? 0;
    if (line.grams > stock) {
      return refuse(
        'STOCK_INSUFICIENTE',
        fillText(texts.bills.notEnoughStock, { N: stock, species: line.species }),
      );
    }
  }

  const grams = lines.reduce((sum, line) => sum + line.grams, 0);
  const overLimit = limitRefusal(countedOn(state, member.id, date), grams, capsOn(state, date));
  if (overLimit) return { ok: false, error: overLimit };

  return {
    ok: true,
    events: [
      {
        type: BILL_ISSUED,
        payload: {
          billId: command.billId,
          memberId: member.id,
          date,
          lines,
          total: lines.reduce((sum, line) => sum + line.grams * line.price, 0),
        },
      },
    ],
  };
}

/** Adds `grams` to the member's month and year of `date`. */
function count(counted: ReadonlyMap<string, number>, memberId: number, date: string, grams: number) {
  const next = new Map(counted);
  for (const period of [date.slice(0, 7), date.slice(0, 4)]) {
    const key = countedKey(memberId, period);
    next.set(key, (next.get(key) ?? 0) + grams);
  }
  return next;
}

const gramsOf = (lines: ReadonlyArray<{ grams: number }>) => lines.reduce((sum, line) => sum + line.grams, 0);

function evolve(state: IssueBillState, event: ClubEvent): IssueBillState {
  if (isStreamEvent(event, 'member')) {
    const id = event.payload.memberId;
    const member = evolveMember(state.members.get(id), event);
    return member ? { ...state, members: new Map(state.members).set(id, member) } : state;
  }
  if (isStreamEvent(event, 'settings')) {
    return { ...state, settings: timelineWithDefaults(evolveSettings(state.settings, event)) };
  }
  const next = { ...state, stock: evolveStock(state.stock, event) };
  switch (event.type) {
    case 'OrderPlaced':
    case 'BillIssued':
      return {
        ...next,
        counted: count(
          state.counted,
          event.payload.memberId,
          event.payload.date,
          gramsOf(event.payload.lines),
        ),
      };
    case 'OrderNotCollected':
    case 'OrderCancelled':
    case 'OrderHandoverReverted':
      return {
        ...next,
        counted: count(
          state.counted,
          event.payload.memberId,
          event.payload.date,
          -gramsOf(event.payload.lines),
        ),
      };
    default:
      return next;
  }
}

/** Issuing a bill: the `BillIssued` fact, or why not. */
export const issueBillDecider: Decider<IssueBillCommand, IssueBillState, BillIssuedEvent, BillRefusal> = {
  decide: decideIssueBill,
  evolve,
  initialState: () => ({ members: new Map(), stock: new Map(), counted: new Map(), settings: [] }),
};

/** The member's grams once the bill is issued: counted in its month, and still allowed. */
export function gramsAfterBill(
  state: IssueBillState,
  { payload }: BillIssuedEvent,
): { gramsPurchased: number; gramsLeft: number } {
  const counted = countedOn(state, payload.memberId, payload.date);
  const grams = gramsOf(payload.lines);
  return {
    gramsPurchased: counted.gramsInMonth + grams,
    gramsLeft: gramsLeft(counted, capsOn(state, payload.date)) - grams,
  };
}
