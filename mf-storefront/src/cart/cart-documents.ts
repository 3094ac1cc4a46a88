import { gql, type TypedDocumentNode } from '@apollo/client';
import type { LimitPeriod } from '@club/domain/cart-rules';

export interface PickupDay {
  /** YYYY-MM-DD */
  date: string;
  /** 'martes, 3 de setiembre' */
  label: string;
  /** HH:MM, only slots still ahead */
  slots: string[];
}

export const PICKUP_DAYS_QUERY: TypedDocumentNode<{ pickupDays: PickupDay[] }, Record<string, never>> = gql`
  query CartPickupDays {
    pickupDays {
      date
      label
      slots
    }
  }
`;

export interface GramsBalance {
  month: string;
  usedMonth: number;
  leftMonth: number;
  usedYear: number;
  leftYear: number;
}

/** The member's grams in the month (and year) of a pickup date. */
export const MY_GRAMS_QUERY: TypedDocumentNode<{ myGrams: GramsBalance }, { date: string }> = gql`
  query CartMyGrams($date: String!) {
    myGrams(date: $date) {
      month
      usedMonth
      leftMonth
      usedYear
      leftYear
    }
  }
`;

export interface OrderMailUser {
  id: string | number;
  name: string;
  lastName: string;
  mail: string;
}

/** Who is ordering, for the order e-mail (already cached by the shell's session query). */
export const ORDER_USER_QUERY: TypedDocumentNode<{ me: OrderMailUser }, Record<string, never>> = gql`
  query CartOrderUser {
    me {
      id
      name
      lastName
      mail
    }
  }
`;

export interface PlaceOrderInput {
  date: string;
  time: string;
  total: number;
  observations: string;
  lines: { product: string; grams: number }[];
}

export interface PlaceOrderResult {
  ok: boolean;
  /** The spec's wire word: 'Unauthorized' when a limit is reached. */
  msg: string;
  /** Spanish text to show when refused. */
  error: string | null;
  code: string | null;
  orderId: string | number | null;
  gramsPurchased: number | null;
  gramsLeft: number | null;
  period: LimitPeriod | null;
}

export const PLACE_ORDER_MUTATION: TypedDocumentNode<
  { placeOrder: PlaceOrderResult },
  { input: PlaceOrderInput }
> = gql`
  mutation CartPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      ok
      msg
      error
      code
      orderId
      gramsPurchased
      gramsLeft
      period
    }
  }
`;
