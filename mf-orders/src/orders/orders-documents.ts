import { graphql } from '@club/web-kit/graphql/gql';
import type { AdminOrderFieldsFragment, HandoverResultFieldsFragment } from '@club/web-kit/graphql/graphql';

// The back office's orders (gateway orders/admin-graphql.ts, reporting/graphql.ts).

export const ORDER_HISTORY_FRAGMENT = graphql(`
  fragment OrderHistoryFields on LogEvent { position type actor actorName occurredAt }
`);

export type AdminOrder = AdminOrderFieldsFragment;
export const ADMIN_ORDER_FRAGMENT = graphql(`
  fragment AdminOrderFields on AdminOrder {
    id date hour socio memberId observations total grams status prepared
    products { productId key species grams }
    history { ...OrderHistoryFields }
  }
`);

export type HandoverResult = HandoverResultFieldsFragment;
// Each handover answers the order's new status and history, which replace the cached ones.
export const HANDOVER_RESULT_FRAGMENT = graphql(`
  fragment HandoverResultFields on HandoverResult {
    ok code error
    order {
      id status prepared
      history { ...OrderHistoryFields }
    }
  }
`);

export const ORDER_DAYS_QUERY = graphql(`query OrderDays { orderDays }`);

export const ADMIN_ORDERS_QUERY = graphql(`
  query AdminOrders($date: String!) {
    adminOrders(date: $date) { ...AdminOrderFields }
  }
`);

/** 'Sin cerrar': pending orders of past pickup days. */
export const UNCLOSED_ORDERS_QUERY = graphql(`
  query UnclosedOrders {
    unclosedOrders { ...AdminOrderFields }
  }
`);

// Both handovers answer as `handover`: the card reads one answer, whichever it recorded.
export const DELIVER_ORDER_MUTATION = graphql(`
  mutation DeliverOrder($orderId: String!) {
    handover: deliverOrder(orderId: $orderId) { ...HandoverResultFields }
  }
`);

export const NOT_COLLECTED_MUTATION = graphql(`
  mutation MarkOrderNotCollected($orderId: String!) {
    handover: markOrderNotCollected(orderId: $orderId) { ...HandoverResultFields }
  }
`);

/** Cancels a pending order with a reason; the screens' order lists are asked again after it. */
export const ADMIN_CANCEL_ORDER_MUTATION = graphql(`
  mutation AdminCancelOrder($orderId: String!, $reason: String!) {
    adminCancelOrder(orderId: $orderId, reason: $reason) { ok code error }
  }
`);

export const DISPENSATIONS_CSV_QUERY = graphql(`
  query DispensationsCsv($month: String!) { dispensationsCsv(month: $month) }
`);

// 'Preparado' and the undo of a handover answer as a handover does.
export const PREPARE_ORDER_MUTATION = graphql(`
  mutation PrepareOrder($orderId: String!) {
    handover: prepareOrder(orderId: $orderId) { ...HandoverResultFields }
  }
`);

export const REVERT_HANDOVER_MUTATION = graphql(`
  mutation RevertHandover($orderId: String!, $reason: String!) {
    handover: revertHandover(orderId: $orderId, reason: $reason) { ...HandoverResultFields }
  }
`);

/** Any day's orders, past ones included: how a handover is found again by day. */
export const ORDERS_OF_MEMBER_QUERY = graphql(`
  query AdminOrdersOfMember($memberId: Int!) {
    adminOrdersOfMember(memberId: $memberId) { ...AdminOrderFields }
  }
`);

/** The members to look orders up by, and whether the viewer may record a walk-in handover (bills). */
export const ORDER_SEARCH_QUERY = graphql(`
  query OrderSearchMembers {
    members { id name lastName active }
    adminCheck { permissions }
  }
`);
