import { expenseSchema } from '@club/domain/expense-schema';
import {
  addedReceiptUploader,
  type ExpenseInput,
  type ExpenseProblem,
  type ExpenseProblemCode,
} from '@club/domain/expenses';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import {
  EXPENSE_RECEIPT_ATTACHED,
  EXPENSE_RECORDED,
  type ExpenseEvent,
  type ExpenseReceiptAttachedEvent,
  type ExpenseRecordedEvent,
} from './events.ts';

// The expense deciders, pure: recording an expense (the form's rules again, then its receipt), and
// a receipt added to it later ('Agregá otro recibo' in Ver Gastos), which becomes part of its
// record with its size and SHA-256. Either way the expense holds the file from then on. The
// closed-month guard wraps the later receipt's command (kernel/commands/open-months.ts): a later
// receipt of a closed month's expense would change a signed month.

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

/** What the expense facts say: each expense, and the receipt files some expense holds. */
export interface ExpensesState {
  expenses: ReadonlyMap<string, ExpenseState>;
  /** Paths inside the bucket `Bills`. */
  held: ReadonlySet<string>;
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

function evolve(state: ExpensesState, event: ClubEvent): ExpensesState {
  if (!isStreamEvent(event, 'expense')) return state;
  const id = event.payload.expenseId;
  const expense = evolveExpense(state.expenses.get(id), event);
  const { receipt } = event.payload;
  return {
    expenses: expense ? new Map(state.expenses).set(id, expense) : state.expenses,
    held: receipt === null ? state.held : new Set(state.held).add(receipt),
  };
}

const initialState = (): ExpensesState => ({ expenses: new Map(), held: new Set() });

/** The stored file at a path, as the command found it (its row locked), or null when missing. */
export interface StoredReceipt {
  /** The hosted account that uploaded it. */
  owner: string;
  size: number;
  sha256: string;
}

/** What a command reads from the storage under its lock: not facts of the log. */
interface StorageRead {
  /** The calling admin's own hosted account (the one with their mail, decision 021), if any. */
  hostedUser: string | null;
  /** The file at the receipt's path; null when there is none (or no receipt was named). */
  file: StoredReceipt | null;
}

export interface RecordExpense extends StorageRead {
  expenseId: string;
  /** The admin who records it. */
  memberId: number;
  input: ExpenseInput;
}

const receiptRefusals: Record<'missing' | 'not-yours' | 'taken', ExpenseProblem> = {
  missing: { code: 'RECIBO_NO_SUBIDO', message: texts.expenses.receiptMissing },
  'not-yours': { code: 'RECIBO_AJENO', message: texts.expenses.receiptNotYours },
  taken: { code: 'RECIBO_USADO', message: texts.expenses.receiptTaken },
};

/** Recording an expense: the form's rules again, then the receipt, then the fact. */
export const recordExpenseDecider: Decider<
  RecordExpense,
  ExpensesState,
  ExpenseRecordedEvent,
  ExpenseProblem
> = {
  decide(command, state): Decision<ExpenseRecordedEvent, ExpenseProblem> {
    const valid = checkRules<typeof expenseSchema, ExpenseProblemCode>(expenseSchema, command.input);
    if (!valid.ok) return { ok: false, error: { code: valid.problem.code, message: valid.problem.message } };
    const expense = valid.value;
    const { file } = command;
    if (expense.receipt !== null) {
      // The path must name a file the admin really uploaded, or Ver Gastos would link to nothing
      // (or to someone else's file).
      if (file === null) return { ok: false, error: receiptRefusals.missing };
      if (file.owner !== command.hostedUser) return { ok: false, error: receiptRefusals['not-yours'] };
      if (state.held.has(expense.receipt)) return { ok: false, error: receiptRefusals.taken };
    }
    return {
      ok: true,
      events: [
        {
          type: EXPENSE_RECORDED,
          payload: {
            expenseId: command.expenseId,
            category: expense.expense,
            amount: expense.amount,
            comment: expense.comment,
            date: expense.date,
            receipt: expense.receipt,
            ...(expense.receipt !== null && file !== null
              ? { receiptFile: { size: file.size, sha256: file.sha256 } }
              : {}),
            createdBy: command.memberId,
          },
        },
      ],
    };
  },
  evolve,
  initialState,
};

export interface AttachReceipt extends StorageRead {
  /** uuid, lowercase. */
  expenseId: string;
  /** Path inside the bucket `Bills`, NFC. */
  path: string;
  memberId: number;
}

const refused = (code: Refusal['code'], message: string): { ok: false; error: Refusal } => ({
  ok: false,
  error: { code, message },
});

/** A later receipt of an expense: `ExpenseReceiptAttached`, or why not. */
export const attachReceiptDecider: Decider<AttachReceipt, ExpensesState, ExpenseReceiptAttachedEvent> = {
  decide(command, state) {
    const expense = state.expenses.get(command.expenseId);
    if (!expense) return { ok: false, error: refusal('GASTO_NO_ENCONTRADO') };
    const { file, hostedUser } = command;
    // The path Ver Gastos gives a later receipt of this expense, and no other: a file of another
    // expense's folder, or an upload the expense form is about to record, is not this one's.
    const uploader = addedReceiptUploader(command.path, expense);
    if (uploader === null) return refused('RECIBO_INVALIDO', texts.expenses.addedReceiptElsewhere);
    if (file === null) return refused('RECIBO_NO_SUBIDO', texts.expenses.addedReceiptMissing);
    if (hostedUser === null || file.owner !== hostedUser || uploader !== hostedUser) {
      return refused('RECIBO_AJENO', texts.expenses.addedReceiptNotYours);
    }
    if (state.held.has(command.path)) return refused('RECIBO_USADO', texts.expenses.addedReceiptTaken);
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
  },
  evolve,
  initialState,
};
