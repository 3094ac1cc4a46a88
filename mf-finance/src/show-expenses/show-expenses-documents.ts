import { graphql } from '@club/web-kit/graphql/gql';
import type { ExpensesQuery, ExpenseTotalsQuery, ReceiptChecksQuery } from '@club/web-kit/graphql/graphql';

/** YYYY-MM with at least one expense, newest first. */
export const EXPENSE_MONTHS_QUERY = graphql(`query ExpenseMonths { expenseMonths }`);

/** `date` is YYYY-MM-DD; `receipts` are paths in bucket Bills. */
export type ExpenseRow = ExpensesQuery['expenses'][number];
export const EXPENSES_QUERY = graphql(`
  query Expenses($month: String) {
    expenses(month: $month) { id name date amount comment receipts }
  }
`);

/** `month` is YYYY-MM. */
export type MonthTotal = ExpenseTotalsQuery['expenseTotals'][number];
/** The last 12 calendar months up to the current one, zeros included, oldest first. */
export const EXPENSE_TOTALS_QUERY = graphql(`
  query ExpenseTotals {
    expenseTotals(last: 12) { month total }
  }
`);

/**
 * Each recorded receipt of an expense against its record: `status` is 'matches', 'differs',
 * 'missing' or 'unrecorded' (recorded before files were fingerprinted).
 */
export type ReceiptCheckRow = ReceiptChecksQuery['receiptChecks'][number];
export const RECEIPT_CHECKS_QUERY = graphql(`
  query ReceiptChecks($expenseId: ID!) {
    receiptChecks(expenseId: $expenseId) { path status }
  }
`);

/**
 * Records a receipt uploaded from Ver Gastos with the expense: the gateway fingerprints it into
 * the expense's log and holds it (nobody may replace or remove it), or says why not in `error`.
 * `receipts` come back with it, so the cached expense lists it as recorded.
 */
export const ATTACH_RECEIPT_MUTATION = graphql(`
  mutation AttachReceipt($expenseId: ID!, $path: String!) {
    attachReceipt(expenseId: $expenseId, path: $path) {
      ok code error
      expense { id receipts }
    }
  }
`);
