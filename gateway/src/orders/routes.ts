import { isIsoDate } from '@club/domain/club-clock';
import { texts } from '@club/domain/texts';
import { Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { countOrder } from '../kernel/metrics/app-metrics.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import {
  cancelOrder,
  ORDER_CANCELLED_MSG,
  ORDER_PLACED_MSG,
  placeOrder,
  recordHandover,
} from './commands.ts';
import type { HandoverOutcome } from './decide.ts';
import {
  type AdminOrder,
  findAdminOrder,
  listAdminOrders,
  memberOrders,
  openPickupDays,
  unclosedOrders,
} from './queries.ts';
import { parseSubmitOrder } from './submit-order-body.ts';

// Spec §7 POST /submitorder, with its payload and answers:
// 200 { msg: 'Order placed', orderId };
// 403 { msg: 'Unauthorized', gramsPurchased, gramsLeft, period, error, code } over the month's or year's grams;
// 409 { msg: 'Conflict', error, code } for a product unavailable, out of stock or short of grams;
// 400 { msg: 'Bad Request', error, code } for anything else refused.
export function orderRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/submitorder', async (c) => {
    const viewer = await requireViewer(c, 'member');
    const parsed = parseSubmitOrder(await readJsonObject(c, 'Bad Request'));
    const outcome = parsed.ok
      ? await placeOrder(c.var.db, viewer.memberId, parsed.input, c.var.now())
      : parsed;
    countOrder(c.var.metrics, outcome);
    if (outcome.ok) return c.json({ msg: ORDER_PLACED_MSG, orderId: outcome.orderId });
    return refusalResponse(c, outcome.error);
  });

  // Mis pedidos: GET /myorders → the member's orders, newest first, each with `cancellable`.
  // GET /pickupdays → [{ date, label, slots }]: the days and slots a member may choose now.
  routes.get('/pickupdays', async (c) => {
    await requireViewer(c, 'member');
    return c.json(await openPickupDays(c.var.db, c.var.now()));
  });

  routes.get('/myorders', async (c) => {
    const viewer = await requireViewer(c, 'member');
    return c.json(await memberOrders(c.var.db, viewer.memberId, c.var.now()));
  });

  // POST /cancelorder/{id}: the member's own pending order, before the cut-off; 200 { msg:
  // 'Order cancelled', order }; 404 not theirs or unknown, 409 already closed or too late.
  routes.post('/cancelorder/:id', async (c) => {
    const viewer = await requireViewer(c, 'member');
    const outcome = await cancelOrder(c.var.db, viewer.memberId, c.req.param('id'), {
      by: 'member',
      memberId: viewer.memberId,
      now: c.var.now(),
    });
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({
      msg: ORDER_CANCELLED_MSG,
      order: { id: outcome.order.id, status: outcome.order.status },
    });
  });

  return routes;
}

/** Spec §3 "Order admin view": date, socio, hour, products (key → grams), observations, total. */
export function specAdminOrder(order: AdminOrder) {
  return {
    id: order.id,
    date: order.date,
    socio: `${order.name} ${order.lastName}`,
    hour: order.hour,
    products: Object.fromEntries(order.lines.map((line) => [line.key, line.grams])),
    observations: order.observations,
    total: order.total,
    status: order.status,
  };
}

const OUTCOMES = new Set<HandoverOutcome>(['delivered', 'not_collected']);

// Admin order calls; the app guards every `/admin/...` path for admins only.
export function orderAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // Spec §7 GET /admin/seeorders: the orders from the last 24 hours onwards (spec §9) by day and
  // hour; `?date=YYYY-MM-DD` gives one day's.
  routes.get('/seeorders', async (c) => {
    await requireViewer(c, 'orders.view');
    const date = c.req.query('date');
    if (date !== undefined && !isIsoDate(date)) {
      return c.json({ msg: 'Bad Request', error: texts.order.invalidDate, code: 'FECHA_INVALIDA' }, 400);
    }
    const orders = await listAdminOrders(c.var.db, date === undefined ? { now: c.var.now() } : { date });
    return c.json(orders.map(specAdminOrder));
  });

  // 'Sin cerrar': GET /admin/unclosedorders → the pending orders of past pickup days, oldest first.
  routes.get('/unclosedorders', async (c) => {
    await requireViewer(c, 'orders.view');
    return c.json((await unclosedOrders(c.var.db, c.var.now())).map(specAdminOrder));
  });

  // The handover: JSON { status: 'delivered' | 'not_collected' }; 200 { msg: 'Order updated', order };
  // 404 unknown order, 409 already marked (or a concurrent mark), 400 another status.
  routes.post('/markOrder/:id', async (c) => {
    const viewer = await requireViewer(c, 'orders.dispense');
    const { status } = await readJsonObject(c, 'Bad Request');
    if (typeof status !== 'string' || !OUTCOMES.has(status as HandoverOutcome)) {
      return refusalResponse(c, refusal('ESTADO_INVALIDO'));
    }
    const outcome = await recordHandover(
      c.var.db,
      viewer.memberId,
      c.req.param('id'),
      status as HandoverOutcome,
    );
    if (outcome.ok) return c.json({ msg: 'Order updated', order: specAdminOrder(outcome.order) });
    return refusalResponse(c, outcome.error);
  });

  // POST /admin/cancelOrder/{id} { reason }: any pending order, with a reason; 200 { msg:
  // 'Order cancelled', order }; 400 no reason, 404 unknown order, 409 already closed.
  routes.post('/cancelOrder/:id', async (c) => {
    const viewer = await requireViewer(c, 'orders.manage');
    const { reason } = await readJsonObject(c, 'Bad Request');
    const outcome = await cancelOrder(c.var.db, viewer.memberId, c.req.param('id'), { by: 'admin', reason });
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    const order = await findAdminOrder(c.var.db, outcome.order.id);
    return c.json({ msg: ORDER_CANCELLED_MSG, order: order ? specAdminOrder(order) : null });
  });

  return routes;
}
