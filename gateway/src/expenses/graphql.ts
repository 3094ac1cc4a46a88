import { isCalendarMonth } from '@club/domain/calendar-month';
import { texts } from '@club/domain/texts';
import { createGraphQLError } from 'graphql-yoga';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import {
  type AddExpenseOutcome,
  type AttachReceiptOutcome,
  addExpense,
  attachReceipt,
  EXPENSE_ADDED_MSG,
  RECEIPT_ATTACHED_MSG,
} from './commands.ts';
import { type Expense, expenseMonths, expenseTotals, listExpenses, type MonthTotal } from './queries.ts';
import { checkReceipts, type ReceiptCheck } from './receipt-check.ts';

// Expenses for admins (and their months, totals and receipts). Expected refusals are
// typed results (ok false, code, Spanish error), never GraphQL errors.

function badMonth(message: string): Error {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

const ExpenseType = builder.objectRef<Expense>('Expense').implement({
  description: 'An expense of the club (spec §3 "Expense").',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', {
      description: 'The category: UTE, OSE, Alquiler, Ferretería, Fertilizantes, Turba, Sueldos or Varios.',
    }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    amount: t.exposeInt('amount', { description: 'Whole pesos.' }),
    comment: t.exposeString('comment'),
    receipts: t.exposeStringList('receipts', {
      description:
        'Paths inside the storage bucket Bills ({userId}/{expense}/{MM-YYYY}/{id}): the receipt recorded with the expense, then those added later (attachReceipt), by path.',
    }),
  }),
});

const MonthTotalType = builder.objectRef<MonthTotal>('MonthTotal').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM.' }),
    total: t.exposeInt('total', { description: 'Whole pesos.' }),
  }),
});

const ReceiptCheckType = builder.objectRef<ReceiptCheck>('ReceiptCheck').implement({
  description:
    "An expense's receipt against what its event recorded of it (ExpenseRecorded, or ExpenseReceiptAttached for one added later).",
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Path inside the storage bucket Bills.' }),
    status: t.exposeString('status', {
      description:
        "'matches' (the stored bytes are the recorded ones), 'differs', 'missing' (no file there) or 'unrecorded' (recorded before files were fingerprinted).",
    }),
    recordedSize: t.exposeInt('recordedSize', { nullable: true, description: 'Bytes, as recorded.' }),
    recordedSha256: t.exposeString('recordedSha256', {
      nullable: true,
      description: 'SHA-256 of the bytes, lowercase hex, as recorded.',
    }),
    size: t.exposeInt('size', { nullable: true, description: 'Bytes stored now.' }),
    sha256: t.exposeString('sha256', { nullable: true, description: 'SHA-256 of the bytes stored now.' }),
  }),
});

const ExpenseResultType = outcomeResult<AddExpenseOutcome>('ExpenseResult', {
  okMsg: EXPENSE_ADDED_MSG,
  codes: 'e.g. FALTA_GASTO, FALTA_IMPORTE, FALTA_FECHA, RECIBO_INVALIDO, RECIBO_AJENO, RECIBO_USADO.',
  fields: (t) => ({
    expense: t.field({ type: ExpenseType, nullable: true, resolve: (r) => (r.ok ? r.expense : null) }),
  }),
});

const AttachReceiptResultType = outcomeResult<AttachReceiptOutcome>('AttachReceiptResult', {
  okMsg: RECEIPT_ATTACHED_MSG,
  codes:
    'GASTO_NO_ENCONTRADO, RECIBO_INVALIDO, RECIBO_NO_SUBIDO, RECIBO_AJENO, RECIBO_USADO, MES_CERRADO or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    expense: t.field({
      type: ExpenseType,
      nullable: true,
      description: 'The expense with its receipts, the new one included.',
      resolve: (r) => (r.ok ? r.expense : null),
    }),
  }),
});

const AddExpenseInput = builder.inputType('AddExpenseInput', {
  fields: (t) => ({
    expense: t.string({ required: true, description: 'One of the eight categories.' }),
    amount: t.int({ required: true, description: 'Whole pesos, more than 0.' }),
    comment: t.string({ description: 'Up to 250 characters.' }),
    date: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    receipt: t.string({
      description:
        "Path of the receipt inside the bucket Bills: {userId}/{expense}/{MM-YYYY}/{id}, the expense's own.",
    }),
  }),
});

builder.queryFields((t) => ({
  expenses: t.field({
    type: [ExpenseType],
    description: 'Expenses of a month (YYYY-MM), or all when omitted; by date.',
    authScopes: { permission: 'expenses.manage' },
    args: { month: t.arg.string() },
    resolve: (_root, { month }, ctx) => {
      if (month != null && !isCalendarMonth(month)) throw badMonth(texts.expenses.invalidMonth);
      return listExpenses(ctx.db, month ?? null);
    },
  }),
  receiptChecks: t.field({
    type: [ReceiptCheckType],
    description:
      'Whether each recorded receipt of the expense (the one recorded with it and each added later) is still the file recorded (size and SHA-256 in its event); none for an unknown expense.',
    authScopes: { permission: 'expenses.manage' },
    args: { expenseId: t.arg.id({ required: true }) },
    resolve: (_root, { expenseId }, ctx) => checkReceipts(ctx.db, ctx.config, String(expenseId)),
  }),
  expenseMonths: t.field({
    type: ['String'],
    description: 'YYYY-MM of every month with at least one expense, newest first.',
    authScopes: { permission: 'expenses.manage' },
    resolve: (_root, _args, ctx) => expenseMonths(ctx.db),
  }),
  expenseTotals: t.field({
    type: [MonthTotalType],
    description:
      'Total pesos of each of the last N calendar months up to the current one (1..120), zeros included, oldest first.',
    authScopes: { permission: 'expenses.manage' },
    args: { last: t.arg.int({ defaultValue: 12 }) },
    resolve: (_root, { last }, ctx) => expenseTotals(ctx.db, ctx.now(), last ?? 12),
  }),
}));

builder.mutationFields((t) => ({
  addExpense: t.field({
    type: ExpenseResultType,
    description: 'The twin of POST /admin/addExpense: records the expense and its ExpenseRecorded event.',
    authScopes: { permission: 'expenses.manage' },
    args: { input: t.arg({ type: AddExpenseInput, required: true }) },
    resolve: (_root, { input }, ctx) => addExpense(ctx.db, signedInViewer(ctx).memberId, input, ctx.config),
  }),
  attachReceipt: t.field({
    type: AttachReceiptResultType,
    description:
      "Adds a receipt the admin uploaded from Ver Gastos to the expense: ExpenseReceiptAttached with the file's size and SHA-256, and the expense holds the file from then on (it can no longer be replaced or removed). The file must be the admin's own upload at {userId}/{expense}/{MM-YYYY}/{expenseId}-{id}, not yet any expense's; refused in a closed month.",
    authScopes: { permission: 'expenses.manage' },
    args: {
      expenseId: t.arg.id({ required: true }),
      path: t.arg.string({
        required: true,
        description: 'Path of the uploaded file inside the bucket Bills.',
      }),
    },
    resolve: (_root, { expenseId, path }, ctx) =>
      attachReceipt(ctx.db, signedInViewer(ctx).memberId, { expenseId: String(expenseId), path }, ctx.config),
  }),
}));
