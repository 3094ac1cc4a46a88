export type { PlaceOrderInput } from './commands.ts';
export { cancelOrder, placeOrder, recordHandover } from './commands.ts';
export type { OrderCancelled, OrderEvent, OrderLine, OrderPlacedEvent } from './events.ts';
export { orderStream } from './events.ts';
export type { OrderRow } from './projection.ts';
export { evolveOrder, ordersProjection, projectOrders } from './projection.ts';
export { gramsBalance } from './queries.ts';
export { orderAdminRoutes } from './routes.ts';
export { closeStaleOrders, STALE_ORDERS_ACTOR } from './stale-orders.ts';
