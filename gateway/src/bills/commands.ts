import { randomUUID } from 'node:crypto';
import type { Database } from '@club/db/connection';
import type { BillDraft } from '@club/domain/bills';
import { clubNow, isIsoDate } from '@club/domain/club-clock';
import { productKey } from '@club/domain/products';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { gramsUsed, lockMemberGrams } from '../limits/public.ts';
import { findMemberState } from '../members/public.ts';
import { lockStock } from '../stock/public.ts';
import {
  type BillRefusal,
  countedKey,
  gramsAfterBill,
  type IssueBillState,
  issueBillDecider,
} from './decide.ts';
import { billStream } from './events.ts';

// addBill, a command on the one write path (kernel/commands/pipeline.ts). REST (routes.ts) and
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
 * a new stream, the registered projections (bills, dispensations) and the stock written from it.
 */
export async function addBill(
  db: Database,
  adminId: number,
  draft: BillDraft,
  now: Date,
): Promise<AddBillOutcome> {
  const today = clubNow(now).date;
  const billId = randomUUID();
  const command = { ...draft, billId, today };
  const memberId = draft.socio_id;
  if (
    typeof memberId !== 'number' ||
    !Number.isSafeInteger(memberId) ||
    memberId <= 0 ||
    memberId > 2 ** 31 - 1
  ) {
    // Nothing to lock or load: the decision refuses it (no member chosen, or no such member).
    const decision = issueBillDecider.decide(command, issueBillDecider.initialState());
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
        lock: (tx) => lockMemberGrams(tx, memberId),
        async load(tx) {
          const member = await findMemberState(tx, memberId);
          const stock = await lockStock(tx, { keys: draftKeys(draft) });
          // A malformed date is refused by the decision before the limits are looked at.
          const used = billDate === null ? null : await gramsUsed(tx, memberId, billDate);
          const state: IssueBillState = {
            members: new Map(member ? [[member.id, member]] : []),
            stock,
            counted: new Map(
              billDate === null
                ? []
                : [
                    [countedKey(memberId, billDate.slice(0, 7)), used?.month ?? 0],
                    [countedKey(memberId, billDate.slice(0, 4)), used?.year ?? 0],
                  ],
            ),
            settings: await settingsTimeline(tx),
          };
          return { state, stream: billStream(billId), version: 0 };
        },
        decide: (state) => issueBillDecider.decide(command, state),
        async project(_tx, events, state) {
          const [issued] = events;
          if (!issued) throw new Error('an accepted bill issued nothing');
          return gramsAfterBill(state, issued);
        },
      },
      () => [billDate],
    ),
  );
  return outcome.ok ? { ok: true, billId, ...outcome.value } : outcome;
}
