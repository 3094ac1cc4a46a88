import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import type { BillDraft } from '@club/domain/bills';
import { isCalendarMonth, monthRange } from '@club/domain/calendar-month';
import { clubNow, isIsoDate } from '@club/domain/club-clock';
import { DEFAULT_CLUB_SETTINGS, settingsOn } from '@club/domain/club-settings';
import { productKey } from '@club/domain/products';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { gramsLeft, gramsUsed, lockMemberGrams } from '../limits/public.ts';
import { findMemberState } from '../members/public.ts';
import { lockStock } from '../stock/public.ts';
import { type BillRefusal, decideIssueBill } from './bill-decide.ts';
import { billStream } from './bill-events.ts';
import { billRowOf, insertBillRows } from './bill-projection.ts';

// addBill, a command on the one write path (commands/command-pipeline.ts). REST (routes.ts) and
// GraphQL (graphql.ts) both call it and only translate the outcome.

export type AddBillOutcome =
  | {
      ok: true;
      billId: string;
      /** Grams counted in the bill's month, this bill included. */
      gramsPurchased: number;
      /** Grams the member may still receive (the tighter of the month and the year). */
      gramsLeft: number;
    }
  | { ok: false; error: BillRefusal | Refusal };

export const BILL_ADDED_MSG = 'Bill added';

function draftKeys(draft: BillDraft): string[] {
  if (!Array.isArray(draft.species)) return [];
  const keys = (draft.species as unknown[])
    .map((line) => (line as { product?: unknown } | null)?.product)
    .filter((product): product is string => typeof product === 'string')
    .map(productKey);
  return [...new Set(keys)];
}

/**
 * Issues a bill for the draft's member, recorded by the admin `adminId`, if every rule allows it,
 * on the one write path: the member's grams lock (the orders' own), the member and the named
 * products' stock rows (locked by the ledger) loaded, the pure decision, `BillIssued` appended to
 * a new stream, and the bills, stock and dispensations read models projected from it.
 */
export async function addBill(
  db: Database,
  adminId: number,
  draft: BillDraft,
  now: Date,
): Promise<AddBillOutcome> {
  const today = clubNow(now).date;
  const billId = randomUUID();
  const command = { ...draft, billId };
  const socioId = draft.socio_id;
  if (
    typeof socioId !== 'number' ||
    !Number.isSafeInteger(socioId) ||
    socioId <= 0 ||
    socioId > 2 ** 31 - 1
  ) {
    // Nothing to lock or load: the decision refuses it (no member chosen, or no such member).
    const decision = decideIssueBill(
      {
        member: null,
        products: new Map(),
        gramsInMonth: 0,
        gramsInYear: 0,
        caps: DEFAULT_CLUB_SETTINGS,
        today,
      },
      command,
    );
    if (decision.ok) throw new Error('a bill without a member was accepted');
    return decision;
  }
  // A bill counts on its day: refused in a closed month (a malformed date is the decision's).
  const billDate = typeof draft.date === 'string' && isIsoDate(draft.date) ? draft.date : null;
  const outcome = await runCommand(
    db,
    inOpenMonths(
      {
        actor: memberActor(adminId),
        lock: (tx) => lockMemberGrams(tx, socioId),
        async load(tx) {
          const member = await findMemberState(tx, socioId);
          const stock = await lockStock(tx, { keys: draftKeys(draft) });
          const date = typeof draft.date === 'string' ? draft.date : '';
          // A malformed date is refused by the decision before the limits are looked at.
          const used = isIsoDate(date) ? await gramsUsed(tx, socioId, date) : null;
          const caps = settingsOn(await settingsTimeline(tx), isIsoDate(date) ? date : today);
          const state = {
            caps,
            member,
            stock,
            products: new Map([...stock.values()].map((row) => [row.key, row])),
            gramsInMonth: used?.month ?? 0,
            gramsInYear: used?.year ?? 0,
            today,
          };
          return { state, stream: billStream(billId), version: 0 };
        },
        decide: (state) => decideIssueBill(state, command),
        async project(tx, events, state) {
          const rows = events.map(billRowOf);
          await insertBillRows(tx, rows);
          const grams = rows.reduce((sum, row) => sum + row.grams, 0);
          return {
            gramsPurchased: state.gramsInMonth + grams,
            gramsLeft: gramsLeft(state, state.caps) - grams,
          };
        },
      },
      () => [billDate],
    ),
  );
  return outcome.ok ? { ok: true, billId, ...outcome.value } : outcome;
}

export interface BillLineView {
  /** Product key. */
  product: string;
  species: string;
  grams: number;
}

export interface Bill {
  id: string;
  memberId: number;
  name: string;
  lastName: string;
  /** YYYY-MM-DD */
  date: string;
  grams: number;
  /** Integer pesos. */
  total: number;
  lines: BillLineView[];
}

/** The bills dated in a calendar month YYYY-MM, by date, then as issued. */
export async function listBills(sql: Sql, month: string): Promise<Bill[]> {
  if (!isCalendarMonth(month)) throw new RangeError(`not a YYYY-MM month: ${month}`);
  const { from, to } = monthRange(month);
  const { rows } = await sql.query<{
    id: string;
    member_id: number;
    name: string;
    last_name: string;
    date: string;
    grams: number;
    total: number;
    lines: Array<{ key: string; species: string; grams: number }> | string;
  }>(
    `select b.id::text as id, b.member_id, m.name, m.last_name, to_char(b.date, 'YYYY-MM-DD') as date,
            b.grams, b.total, b.lines
       from bills b
       join members m on m.id = b.member_id
      where b.date >= $1::date and b.date < $2::date
      order by b.date, b.issued_at, b.id`,
    [from, to],
  );
  return rows.map((row) => {
    const lines = typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines;
    return {
      id: row.id,
      memberId: Number(row.member_id),
      name: row.name,
      lastName: row.last_name,
      date: row.date,
      grams: Number(row.grams),
      total: Number(row.total),
      lines: (lines as Array<{ key: string; species: string; grams: number }>).map((line) => ({
        product: line.key,
        species: line.species,
        grams: Number(line.grams),
      })),
    };
  });
}

/** GET /admin/getBills: each bill in the bill draft's words (`socio_id`, `species: [{ product, amount }]`). */
export function specBill(bill: Bill) {
  return {
    id: bill.id,
    socio_id: bill.memberId,
    name: bill.name,
    lastName: bill.lastName,
    date: bill.date,
    grams: bill.grams,
    total: bill.total,
    species: bill.lines.map((line) => ({ product: line.product, species: line.species, amount: line.grams })),
  };
}
