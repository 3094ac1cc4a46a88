import { graphql } from '@club/web-kit/graphql/gql';
import type { AddExpenseMutationVariables } from '@club/web-kit/graphql/graphql';

/** `date` is YYYY-MM-DD; `receipt` the path of the receipt in bucket Bills, when one was uploaded. */
export type AddExpenseInput = AddExpenseMutationVariables['input'];

export const ADD_EXPENSE_MUTATION = graphql(`
  mutation AddExpense($input: AddExpenseInput!) {
    addExpense(input: $input) {
      ok code error msg
      expense { id }
    }
  }
`);
