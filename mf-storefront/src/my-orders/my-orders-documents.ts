import { gql, type TypedDocumentNode } from '@apollo/client';

export type MemberOrderStatus = 'placed' | 'delivered' | 'not_collected' | 'cancelled';

export interface MemberOrder {
  id: string;
  /** Pickup day, YYYY-MM-DD. */
  date: string;
  /** Pickup slot, HH:MM. */
  time: string;
  status: MemberOrderStatus;
  grams: number;
  total: number;
  cancellable: boolean;
  lines: Array<{ key: string; species: string; grams: number }>;
}

export const MY_ORDERS_QUERY: TypedDocumentNode<{ myOrders: MemberOrder[] }, Record<string, never>> = gql`
  query MyOrders {
    myOrders {
      id
      date
      time
      status
      grams
      total
      cancellable
      lines {
        key
        species
        grams
      }
    }
  }
`;

export interface MyGramsToday {
  usedMonth: number;
  leftMonth: number;
  limitMonth: number;
  usedYear: number;
  leftYear: number;
  limitYear: number;
}

export const MY_GRAMS_TODAY_QUERY: TypedDocumentNode<{ myGrams: MyGramsToday }, { date: string }> = gql`
  query MyOrdersGrams($date: String!) {
    myGrams(date: $date) {
      usedMonth
      leftMonth
      limitMonth
      usedYear
      leftYear
      limitYear
    }
  }
`;

export interface CancelOrderResult {
  ok: boolean;
  code: string | null;
  error: string | null;
}

export const CANCEL_ORDER_MUTATION: TypedDocumentNode<
  { cancelOrder: CancelOrderResult },
  { orderId: string }
> = gql`
    mutation CancelOrder($orderId: String!) {
      cancelOrder(orderId: $orderId) {
        ok
        code
        error
      }
    }
  `;
