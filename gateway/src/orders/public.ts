export type { PlaceOrderInput } from './commands.ts';
export { cancelOrder, placeOrder, recordHandover } from './commands.ts';
export { prepareOrder, revertHandover } from './commands-lifecycle.ts';
export type {
  CounterCheck,
  OrderCancelled,
  OrderDeliveredEvent,
  OrderEvent,
  OrderLine,
  OrderPlacedEvent,
} from './events.ts';
export { ORDER_DELIVERED, orderStream } from './events.ts';
export type { OrderRow } from './projection.ts';
export { evolveOrder, ordersProjection, projectOrders } from './projection.ts';
export type { AdminOrder, GramsBalance } from './queries.ts';
export { gramsBalance, listAdminOrders } from './queries.ts';
export { orderAdminRoutes } from './routes.ts';
export { closeStaleOrders, STALE_ORDERS_ACTOR } from './stale-orders.ts';
