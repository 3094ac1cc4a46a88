import type { Database, Sql } from '@club/db/connection';
import { parseReceiptPath, RECEIPTS_BUCKET } from '@club/domain/expenses';
import { holdObject, objectFingerprint } from '@club/hosted/storage/storage-service';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import {
  type AttachReceiptState,
  decideAttachReceipt,
  evolveExpense,
  type StoredReceipt,
} from './attach-receipt-decide.ts';
import { type ExpenseReceiptAttachedEvent, expenseStream } from './expense-events.ts';
import { projectExpenseEvents } from './expense-projection.ts';
import { type Expense, findExpense, hostedUserOf, type ReceiptStore } from './expense-service.ts';

/** The msg of an accepted attachReceipt. */
export const RECEIPT_ATTACHED_MSG = 'Receipt attached';

export type AttachReceiptOutcome = { ok: true; expense: Expense } | { ok: false; error: Refusal };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The file at `path`, its row locked to the end of the transaction (an upsert waits, then finds
 * it held), with the fingerprint of the bytes stored now; null when missing. A path of another
 * shape names no receipt and is not looked up.
 */
async function storedReceipt(tx: Sql, store: ReceiptStore, path: string): Promise<StoredReceipt | null> {
  if (parseReceiptPath(path) === null) return null;
  const found = await objectFingerprint(tx, store.uploadsDir, RECEIPTS_BUCKET, path, { lock: true });
  return found && { owner: found.owner, heldBy: found.heldBy, size: found.size, sha256: found.sha256 };
}

/**
 * Adds a receipt uploaded from Ver Gastos to an expense for the admin `memberId`, on the one write
 * path: the expense's stream loaded with its version, the file and the admin's hosted account
 * read, the pure decision (attach-receipt-decide.ts), `ExpenseReceiptAttached` appended with the
 * loaded version, then `expense_receipts` projected and the file held by the expense. Refused in
 * a closed month (the expense's date), with nothing saved. `expenseId` is a uuid in lowercase.
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
        const state: AttachReceiptState = {
          expense: loaded.state,
          hostedUser: await hostedUserOf(tx, memberId),
          file: await storedReceipt(tx, store, path),
        };
        return { ...loaded, state };
      },
      decide: (state: AttachReceiptState) => decideAttachReceipt({ path, memberId }, state),
      async project(tx: Sql, events: readonly ExpenseReceiptAttachedEvent[]) {
        const { receipts } = await projectExpenseEvents(tx, events);
        for (const receipt of receipts) {
          if (!(await holdObject(tx, RECEIPTS_BUCKET, receipt.path, expenseStream(receipt.expenseId)))) {
            // Cannot happen while load's row lock stands; never record a receipt whose file is free.
            throw new Error(`the receipt ${receipt.path} could not be held`);
          }
        }
        return (await findExpense(tx, expenseId)) as Expense;
      },
    },
    ({ expense }) => [expense?.date ?? null],
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
