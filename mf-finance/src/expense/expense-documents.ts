import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AddExpenseInput {
  expense: string;
  amount: number;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
  /** Path of the receipt in bucket Bills, when one was uploaded. */
  receipt: string | null;
}

export interface AddExpenseResult {
  ok: boolean;
  code: string | null;
  error: string | null;
  msg: string;
  expense: { id: string } | null;
}

export const ADD_EXPENSE_MUTATION: TypedDocumentNode<
  { addExpense: AddExpenseResult },
  { input: AddExpenseInput }
> = gql`
  mutation AddExpense($input: AddExpenseInput!) {
    addExpense(input: $input) {
      ok
      code
      error
      msg
      expense {
        id
      }
    }
  }
`;
