import { graphql } from '@club/web-kit/graphql/gql';
import type { AddBillMutationVariables, BillsQuery } from '@club/web-kit/graphql/graphql';

/** 'Elegir socio': the active members (GET /admin/getsocios). */
export const BILL_SOCIOS_QUERY = graphql(`query BillSocios { socios { ...SocioFields } }`);

export const BILL_PRODUCTS_QUERY = graphql(`query BillProducts { products { id key species } }`);

/** `date` is YYYY-MM-DD. */
export type Bill = BillsQuery['bills'][number];
export type BillLine = Bill['lines'][number];
export const BILLS_QUERY = graphql(`
  query Bills($month: String!) {
    bills(month: $month) {
      id memberId name lastName date grams
      lines { product species grams }
    }
  }
`);

export type AddBillInput = AddBillMutationVariables['input'];
export const ADD_BILL_MUTATION = graphql(`
  mutation AddBill($input: AddBillInput!) {
    addBill(input: $input) { ok code error msg billId gramsLeft gramsPurchased }
  }
`);
