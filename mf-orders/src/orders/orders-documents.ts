import { gql, type TypedDocumentNode } from '@apollo/client';

// The back office's orders (gateway orders/admin-graphql.ts, reporting/graphql.ts).

export type OrderStatus = 'placed' | 'delivered' | 'not_collected' | 'cancelled';

export interface OrderHistoryEvent {
  position: number;
  type: string;
  actor: string;
  actorName: string | null;
  occurredAt: string;
}

export interface AdminOrder {
  id: string;
  date: string;
  hour: string;
  socio: string;
  observations: string;
  total: number;
  grams: number;
  status: OrderStatus;
  products: Array<{ productId: number; key: string; species: string; grams: number }>;
  history: OrderHistoryEvent[];
}

export const ORDER_DAYS_QUERY: TypedDocumentNode<{ orderDays: string[] }, Record<string, never>> = gql`
  query OrderDays {
    orderDays
  }
`;

export const ADMIN_ORDERS_QUERY: TypedDocumentNode<{ adminOrders: AdminOrder[] }, { date: string }> = gql`
  query AdminOrders($date: String!) {
    adminOrders(date: $date) {
      id
      date
      hour
      socio
      observations
      total
      grams
      status
      products {
        productId
        key
        species
        grams
      }
      history {
        position
        type
        actor
        actorName
        occurredAt
      }
    }
  }
`;

// The same selection as AdminOrders, written out: the build precompiles only templates without
// interpolations, so fragments wait for the typed documents (issue 15).
/** 'Sin cerrar': pending orders of past pickup days. */
export const UNCLOSED_ORDERS_QUERY: TypedDocumentNode<
  { unclosedOrders: AdminOrder[] },
  Record<string, never>
> = gql`
  query UnclosedOrders {
    unclosedOrders {
      id
      date
      hour
      socio
      observations
      total
      grams
      status
      products {
        productId
        key
        species
        grams
      }
      history {
        position
        type
        actor
        actorName
        occurredAt
      }
    }
  }
`;

export interface HandoverResult {
  ok: boolean;
  code: string | null;
  error: string | null;
  order: Pick<AdminOrder, 'id' | 'status' | 'history'> | null;
}

// Each answers the order's new status and history, which replace the cached ones.
export const DELIVER_ORDER_MUTATION: TypedDocumentNode<
  { deliverOrder: HandoverResult },
  { orderId: string }
> = gql`
  mutation DeliverOrder($orderId: String!) {
    deliverOrder(orderId: $orderId) {
      ok
      code
      error
      order {
        id
        status
        history {
          position
          type
          actor
          actorName
          occurredAt
        }
      }
    }
  }
`;

export const NOT_COLLECTED_MUTATION: TypedDocumentNode<
  { markOrderNotCollected: HandoverResult },
  { orderId: string }
> = gql`
  mutation MarkOrderNotCollected($orderId: String!) {
    markOrderNotCollected(orderId: $orderId) {
      ok
      code
      error
      order {
        id
        status
        history {
          position
          type
          actor
          actorName
          occurredAt
        }
      }
    }
  }
`;

export interface AdminCancelResult {
  ok: boolean;
  code: string | null;
  error: string | null;
}

/** Cancels a pending order with a reason; the screens' order lists are asked again after it. */
export const ADMIN_CANCEL_ORDER_MUTATION: TypedDocumentNode<
  { adminCancelOrder: AdminCancelResult },
  { orderId: string; reason: string }
> = gql`
  mutation AdminCancelOrder($orderId: String!, $reason: String!) {
    adminCancelOrder(orderId: $orderId, reason: $reason) {
      ok
      code
      error
    }
  }
`;

export const DISPENSATIONS_CSV_QUERY: TypedDocumentNode<{ dispensationsCsv: string }, { month: string }> =
  gql`
  query DispensationsCsv($month: String!) {
    dispensationsCsv(month: $month)
  }
`;
