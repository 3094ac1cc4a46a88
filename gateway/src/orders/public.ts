export type { PlaceOrderInput } from './commands.ts';
export { cancelOrder, placeOrder, recordHandover } from './commands.ts';
export { cancelOrderDecider, handoverDecider, placeOrderDecider } from './decide.ts';
export type {
  CounterCheck,
  OrderCancelled,
  OrderDeliveredEvent,
  OrderEvent,
  OrderHandoverRevertedEvent,
  OrderLine,
  OrderPlacedEvent,
  OrderPreparedEvent,
} from './events.ts';
export { ORDER_DELIVERED, ORDER_HANDOVER_REVERTED, ORDER_PREPARED, orderStream } from './events.ts';
export { AdminOrderType, HandoverResultType, MemberOrderType } from './graphql.ts';
export type { OrderRow } from './projection.ts';
export { evolveOrder, ordersProjection, projectOrders } from './projection.ts';
export type { AdminOrder, GramsBalance, MemberOrder } from './queries.ts';
export { findAdminOrder, gramsBalance, listAdminOrders, MEMBER_HISTORY_MAX } from './queries.ts';
export { orderAdminRoutes } from './routes.ts';
export { closeStaleOrders, STALE_ORDERS_ACTOR } from './stale-orders.ts';
