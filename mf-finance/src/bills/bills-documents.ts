import { gql, type TypedDocumentNode } from '@apollo/client';
import type { BillProduct } from './bill-draft.ts';

export interface BillSocio {
  id: number;
  name: string;
  lastName: string;
}

/** 'Elegir socio': the active members (GET /admin/getsocios). */
export const BILL_SOCIOS_QUERY: TypedDocumentNode<{ socios: BillSocio[] }, Record<string, never>> = gql`
  query BillSocios {
    socios {
      id
      name
      lastName
    }
  }
`;

export const BILL_PRODUCTS_QUERY: TypedDocumentNode<{ products: BillProduct[] }, Record<string, never>> = gql`
  query BillProducts {
    products {
      id
      key
      species
    }
  }
`;

export interface BillLine {
  product: string;
  species: string;
  grams: number;
}

export interface Bill {
  id: string;
  memberId: number;
  name: string;
  lastName: string;
  /** YYYY-MM-DD */
  date: string;
  grams: number;
  lines: BillLine[];
}

export const BILLS_QUERY: TypedDocumentNode<{ bills: Bill[] }, { month: string }> = gql`
  query Bills($month: String!) {
    bills(month: $month) {
      id
      memberId
      name
      lastName
      date
      grams
      lines {
        product
        species
        grams
      }
    }
  }
`;

export interface AddBillInput {
  socioId: number;
  date: string;
  species: { product: string; amount: number }[];
}

export interface AddBillResult {
  ok: boolean;
  code: string | null;
  error: string | null;
  msg: string;
  billId: string | null;
  gramsLeft: number | null;
  gramsPurchased: number | null;
}

export const ADD_BILL_MUTATION: TypedDocumentNode<{ addBill: AddBillResult }, { input: AddBillInput }> = gql`
  mutation AddBill($input: AddBillInput!) {
    addBill(input: $input) {
      ok
      code
      error
      msg
      billId
      gramsLeft
      gramsPurchased
    }
  }
`;
