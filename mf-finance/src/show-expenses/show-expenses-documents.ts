import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ExpenseRow {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  amount: number;
  comment: string;
  /** Paths in bucket Bills. */
  receipts: string[];
}

export interface MonthTotal {
  /** YYYY-MM */
  month: string;
  total: number;
}

/** YYYY-MM with at least one expense, newest first. */
export const EXPENSE_MONTHS_QUERY: TypedDocumentNode<
  { expenseMonths: string[] },
  Record<string, never>
> = gql`
  query ExpenseMonths {
    expenseMonths
  }
`;

export const EXPENSES_QUERY: TypedDocumentNode<{ expenses: ExpenseRow[] }, { month: string }> = gql`
  query Expenses($month: String) {
    expenses(month: $month) {
      id
      name
      date
      amount
      comment
      receipts
    }
  }
`;

/** The last 12 calendar months up to the current one, zeros included, oldest first. */
export const EXPENSE_TOTALS_QUERY: TypedDocumentNode<
  { expenseTotals: MonthTotal[] },
  Record<string, never>
> = gql`
  query ExpenseTotals {
    expenseTotals(last: 12) {
      month
      total
    }
  }
`;
