import { Hono } from 'hono';
import { requireViewer } from '../auth/guard.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJsonObject } from '../http/json-body.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { ORDER_PLACED_MSG, parseSubmitOrder, placeOrder } from './service.ts';

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

  return routes;
}
