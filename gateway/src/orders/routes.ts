import { Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { cancelOrder, ORDER_CANCELLED_MSG } from './cancel-command.ts';
import { ORDER_PLACED_MSG, openPickupDays, parseSubmitOrder, placeOrder } from './commands.ts';
import { memberOrders } from './member-orders.ts';

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
