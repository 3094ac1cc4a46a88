import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { expenseSchema } from '@club/domain/expense-schema';
import {
  type ExpenseInput,
  type ExpenseProblem,
  parseReceiptPath,
  RECEIPTS_BUCKET,
} from '@club/domain/expenses';
import { checkRules } from '@club/domain/rule-schema';
import { holdObject, objectFingerprint } from '@club/hosted/storage/storage-service';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import {
  attachReceiptDecider,
  type ExpensesState,
  evolveExpense,
  recordExpenseDecider,
  type StoredReceipt,
} from './decide.ts';
import { type ExpenseReceiptAttachedEvent, expenseStream } from './events.ts';
import { type Expense, findExpense, hostedUserOf, type ReceiptStore } from './queries.ts';

// The expense commands on the one write path: record an expense, and add a receipt to it later
// (Ver Gastos). REST (routes.ts) and GraphQL (graphql.ts) call these. The registered projection
// writes the `expenses` and `expense_receipts` rows; each command then holds the receipt's file.

export type AddExpenseOutcome =
  | { ok: true; expense: Expense }
  | { ok: false; error: ExpenseProblem | Refusal };

export const EXPENSE_ADDED_MSG = 'Expense added';

/** What a command reads of a receipt under its lock: the file, whether an expense holds it, and the admin's account. */
interface ReceiptRead {
  facts: ExpensesState;
  hostedUser: string | null;
  file: StoredReceipt | null;
}

/**
 * The file at `path` for the admin `memberId`, its row locked to the end of the transaction (an
 * upsert waits, then finds it held), with the fingerprint of the bytes stored now, and the
 * admin's own hosted account (the one with the admin's mail, decision 021). An expense holding
 * the file counts as a fact of the log.
 */
async function readReceipt(
  tx: Sql,
  store: ReceiptStore,
  memberId: number,
  path: string,
  facts: ExpensesState,
): Promise<ReceiptRead> {
  const found = await objectFingerprint(tx, store.uploadsDir, RECEIPTS_BUCKET, path, { lock: true });
  if (!found) return { facts, hostedUser: null, file: null };
  return {
    facts: found.heldBy === null ? facts : { ...facts, held: new Set(facts.held).add(path) },
    hostedUser: await hostedUserOf(tx, memberId),
    file: { owner: found.owner, size: found.size, sha256: found.sha256 },
  };
}

/** Holds each receipt the events record for its expense: the storage then refuses to replace or remove it. */
async function holdReceipts(
  tx: Sql,
  events: ReadonlyArray<{ payload: { expenseId: string; receipt: string | null } }>,
): Promise<void> {
  for (const { payload } of events) {
    if (payload.receipt === null) continue;
    if (!(await holdObject(tx, RECEIPTS_BUCKET, payload.receipt, expenseStream(payload.expenseId)))) {
      // Cannot happen while load's row lock stands; never record a receipt whose file is free.
      throw new Error(`the receipt ${payload.receipt} could not be held`);
    }
  }
}

/**
 * Records an expense for the admin `memberId` on the one write path (`ExpenseRecorded` on a new
 * stream), or says (in Spanish) why not; nothing is saved then. A receipt is fingerprinted into
 * the event and held by the expense from then on.
 */
export async function addExpense(
  db: Database,
  memberId: number,
  input: ExpenseInput,
  store: ReceiptStore,
): Promise<AddExpenseOutcome> {
  const expenseId = randomUUID();
  const outcome = await runCommand(db, {
    actor: memberActor(memberId),
    async load(tx) {
      const facts = recordExpenseDecider.initialState();
      const valid = checkRules(expenseSchema, input);
      const state: ReceiptRead =
        valid.ok && valid.value.receipt
          ? await readReceipt(tx, store, memberId, valid.value.receipt, facts)
          : { facts, hostedUser: null, file: null };
      return { state, stream: expenseStream(expenseId), version: 0 };
    },
    decide: ({ facts, hostedUser, file }) =>
      recordExpenseDecider.decide({ expenseId, memberId, input, hostedUser, file }, facts),
    async project(tx, events) {
      await holdReceipts(tx, events);
      const [recorded] = events;
      if (!recorded) throw new Error('an accepted expense recorded nothing');
      return recorded.payload;
    },
  });
  if (!outcome.ok) return outcome;
  const recorded = outcome.value;
  return {
    ok: true,
    expense: {
      id: recorded.expenseId,
      name: recorded.category,
      date: recorded.date,
      amount: recorded.amount,
      comment: recorded.comment,
      receipts: recorded.receipt ? [recorded.receipt] : [],
    },
  };
}

/** The msg of an accepted attachReceipt. */
export const RECEIPT_ATTACHED_MSG = 'Receipt attached';

export type AttachReceiptOutcome = { ok: true; expense: Expense } | { ok: false; error: Refusal };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Adds a receipt uploaded from Ver Gastos to an expense for the admin `memberId`, on the one write
 * path: the expense's stream loaded with its version, the file and the admin's hosted account
 * read, the pure decision, `ExpenseReceiptAttached` appended with the loaded version, the
 * registered projection's `expense_receipts` row, and the file held by the expense. Refused in a
 * closed month (the expense's date), with nothing saved. `expenseId` is a uuid in lowercase.
 */
export function attachReceiptCommand(
  memberId: number,
  { expenseId, path }: { expenseId: string; path: string },
  store: ReceiptStore,
) {
  return inOpenMonths(
    {
      actor: memberActor(memberId),
      async load(tx: Sql) {
        const loaded = await loadStream(tx, expenseStream(expenseId), 'expense', evolveExpense);
        const facts: ExpensesState = {
          expenses: new Map(loaded.state ? [[expenseId, loaded.state]] : []),
          held: new Set(),
        };
        // A path of another shape names no receipt and is not looked up.
        const state: ReceiptRead =
          parseReceiptPath(path) === null
            ? { facts, hostedUser: await hostedUserOf(tx, memberId), file: null }
            : await readReceipt(tx, store, memberId, path, facts);
        return { ...loaded, state };
      },
      decide: ({ facts, hostedUser, file }: ReceiptRead) =>
        attachReceiptDecider.decide({ expenseId, path, memberId, hostedUser, file }, facts),
      async project(tx: Sql, events: readonly ExpenseReceiptAttachedEvent[]) {
        await holdReceipts(tx, events);
        return (await findExpense(tx, expenseId)) as Expense;
      },
    },
    ({ facts }) => [facts.expenses.get(expenseId)?.date ?? null],
  );
}

/** attachReceiptCommand run in its own transaction, from what GraphQL received. */
export async function attachReceipt(
  db: Database,
  memberId: number,
  input: { expenseId: string; path: string },
  store: ReceiptStore,
): Promise<AttachReceiptOutcome> {
  // Not an id the log could hold: no expense to load.
  if (!UUID.test(input.expenseId)) return { ok: false, error: refusal('GASTO_NO_ENCONTRADO') };
  const command = attachReceiptCommand(
    memberId,
    { expenseId: input.expenseId.toLowerCase(), path: input.path.normalize('NFC') },
    store,
  );
  const outcome = await runCommand(db, command);
  return outcome.ok ? { ok: true, expense: outcome.value } : outcome;
}
