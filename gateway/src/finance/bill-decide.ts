import { billDraftSchema } from '@club/domain/bill-schema';
import type { BillDraft, BillDraftProblemCode } from '@club/domain/bills';
import { fillText } from '@club/domain/fill-text';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import { type GramCaps, gramsLeft, type LimitRefusal, limitRefusal } from '../limits/public.ts';
import type { StockRow } from '../stock/public.ts';
import { BILL_ISSUED, type BillIssuedEvent, type BillLine } from './bill-events.ts';

// addBill's decision: pure, so every rule is unit-tested without a database. The service loads
// the state under the member's grams lock (the orders' lock), calls this, and appends its event.

/** The member named by the bill, as loaded (null when the number does not exist). */
export interface BillMember {
  id: number;
  name: string;
  lastName: string;
  role: 'member' | 'admin';
  active: boolean;
}

/** A product as the bill sees it (a bill hands over whatever is on hand, listed or not). */
export type ProductForBill = Omit<StockRow, 'available'>;

export interface IssueBillState {
  member: BillMember | null;
  /** The products the bill names that exist, by key. */
  products: ReadonlyMap<string, ProductForBill>;
  /** The member's grams counting against the limits (orders and bills) in the bill date's month. */
  gramsInMonth: number;
  /** Likewise, in its calendar year. */
  gramsInYear: number;
  /** The caps in force on the bill's day. */
  caps: GramCaps;
  /** Today in Montevideo, YYYY-MM-DD: a bill is not dated after it. */
  today: string;
}

export interface IssueBillCommand extends BillDraft {
  billId: string;
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

export type IssueBillDecision =
  | { ok: true; events: [BillIssuedEvent]; gramsInMonth: number; gramsLeft: number }
  | { ok: false; error: BillRefusal };

const refuse = (code: BillRefusalCode, message: string): IssueBillDecision => ({
  ok: false,
  error: { code, message },
});

/** Decides whether this bill may be issued and, if so, the `BillIssued` fact. */
export function decideIssueBill(state: IssueBillState, command: IssueBillCommand): IssueBillDecision {
  const draft = checkRules<ReturnType<typeof billDraftSchema>, BillDraftProblemCode>(
    billDraftSchema(state.today),
    command,
  );
  if (!draft.ok) return refuse(draft.problem.code, draft.problem.message);
  const { socioId, date, lines: wanted } = draft.value;

  const { member } = state;
  if (!member) return refuse('SOCIO_DESCONOCIDO', fillText(texts.bills.unknownMember, { id: socioId }));
  if (member.role !== 'member') return refuse('SOCIO_INVALIDO', texts.bills.notAMember);
  if (!member.active) {
    return refuse(
      'SOCIO_INACTIVO',
      fillText(texts.bills.inactiveMember, { name: `${member.name} ${member.lastName}` }),
    );
  }

  const lines: BillLine[] = [];
  for (const line of wanted) {
    const product = state.products.get(line.product);
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
    const stock = state.products.get(line.key)?.grams ?? 0;
    if (line.grams > stock) {
      return refuse(
        'STOCK_INSUFICIENTE',
        fillText(texts.bills.notEnoughStock, { N: stock, species: line.species }),
      );
    }
  }

  const grams = lines.reduce((sum, line) => sum + line.grams, 0);
  const overLimit = limitRefusal(state, grams, state.caps);
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
    gramsInMonth: state.gramsInMonth + grams,
    gramsLeft: gramsLeft(state, state.caps) - grams,
  };
}
