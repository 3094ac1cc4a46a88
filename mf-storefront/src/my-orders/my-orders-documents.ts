import { graphql } from '@club/web-kit/graphql/gql';
import type { CancelOrderMutation, MyOrdersQuery } from '@club/web-kit/graphql/graphql';

/** `date` is the pickup day (YYYY-MM-DD), `time` the pickup slot (HH:MM). */
export type MemberOrder = MyOrdersQuery['myOrders'][number];
export const MY_ORDERS_QUERY = graphql(`
  query MyOrders {
    myOrders {
      id date time status prepared grams total cancellable
      lines { key species grams }
    }
  }
`);

export const MY_GRAMS_TODAY_QUERY = graphql(`
  query MyOrdersGrams($date: String!) {
    myGrams(date: $date) { usedMonth leftMonth limitMonth usedYear leftYear limitYear }
  }
`);

export type CancelOrderResult = CancelOrderMutation['cancelOrder'];
export const CANCEL_ORDER_MUTATION = graphql(`
  mutation CancelOrder($orderId: String!) {
    cancelOrder(orderId: $orderId) { ok code error }
  }
`);
