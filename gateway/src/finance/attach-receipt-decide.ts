import { addedReceiptUploader } from '@club/domain/expenses';
import { texts } from '@club/domain/texts';
import type { Decision } from '../kernel/commands/pipeline.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import {
  EXPENSE_RECEIPT_ATTACHED,
  type ExpenseEvent,
  type ExpenseReceiptAttachedEvent,
} from './expense-events.ts';

// A receipt added to an expense after it was recorded ('Agregá otro recibo' in Ver Gastos), pure:
// the file the admin uploaded into that expense's folder becomes part of its record, with its
// size and SHA-256, and the expense holds it from then on. The closed-month guard wraps the
// command (close/open-months.ts): a later receipt of a closed month's expense would change a
// signed month.

/** An expense as its stream says: what a later receipt is judged against. */
export interface ExpenseState {
  id: string;
  category: string;
  amount: number;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
  /** The recorded receipt first (if any), then the ones added later, in the order added. */
  receipts: string[];
}

export function evolveExpense(
  state: ExpenseState | undefined,
  event: ExpenseEvent,
): ExpenseState | undefined {
  switch (event.type) {
    case 'ExpenseRecorded': {
      const { expenseId: id, category, amount, comment, date, receipt } = event.payload;
      return { id, category, amount, comment, date, receipts: receipt === null ? [] : [receipt] };
    }
    case 'ExpenseReceiptAttached':
      return state && { ...state, receipts: [...state.receipts, event.payload.receipt] };
  }
}

/** The stored file at the path, as the command found it (its row locked), or null when missing. */
export interface StoredReceipt {
  /** The hosted account that uploaded it. */
  owner: string;
  /** What holds it (`expense-<uuid>`), or null when free. */
  heldBy: string | null;
  size: number;
  sha256: string;
}

export interface AttachReceiptState {
  expense: ExpenseState | undefined;
  /** The calling admin's own hosted account (the one with their mail, decision 021), if any. */
  hostedUser: string | null;
  file: StoredReceipt | null;
}

export interface AttachReceipt {
  /** Path inside the bucket `Bills`, NFC. */
  path: string;
  memberId: number;
}

const refused = (code: Refusal['code'], message: string): { ok: false; error: Refusal } => ({
  ok: false,
  error: { code, message },
});

export function decideAttachReceipt(
  command: AttachReceipt,
  { expense, hostedUser, file }: AttachReceiptState,
): Decision<ExpenseReceiptAttachedEvent> {
  if (!expense) return { ok: false, error: refusal('GASTO_NO_ENCONTRADO') };
  // The path Ver Gastos gives a later receipt of this expense, and no other: a file of another
  // expense's folder, or an upload the expense form is about to record, is not this one's.
  const uploader = addedReceiptUploader(command.path, expense);
  if (uploader === null) return refused('RECIBO_INVALIDO', texts.expenses.addedReceiptElsewhere);
  if (file === null) return refused('RECIBO_NO_SUBIDO', texts.expenses.addedReceiptMissing);
  if (hostedUser === null || file.owner !== hostedUser || uploader !== hostedUser) {
    return refused('RECIBO_AJENO', texts.expenses.addedReceiptNotYours);
  }
  if (file.heldBy !== null) return refused('RECIBO_USADO', texts.expenses.addedReceiptTaken);
  return {
    ok: true,
    events: [
      {
        type: EXPENSE_RECEIPT_ATTACHED,
        payload: {
          expenseId: expense.id,
          receipt: command.path,
          receiptFile: { size: file.size, sha256: file.sha256 },
          attachedBy: command.memberId,
        },
      },
    ],
  };
}
