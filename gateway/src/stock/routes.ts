import { Hono } from 'hono';
import { requireViewer } from '../auth/guard.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJsonObject } from '../http/json-body.ts';
import { adjustStock, editStock, type StockChangeOutcome, stockRefusalStatus } from './edit-service.ts';
import { listStock } from './service.ts';

const MSG_BY_STATUS = { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' } as const;

/** A route's `{id}` as a product id; anything else reaches the decision as an unknown product. */
const productIdParam = (value: string) => (/^\d{1,10}$/.test(value) ? Number(value) : -1);

// Admin stock calls; the app guards every `/admin/...` path for admins only.
// Refusals answer { msg, error, code }: 400 bad input, 404 unknown product, 409 stock below 0 or a
// concurrent change; nothing is appended then.
export function stockAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/getStock', async (c) => {
    const items = await listStock(c.var.db);
    return c.json(items.map(({ id, species, price, available }) => ({ id, species, price, available })));
  });

  // Spec §7 "array with species": the harvest form's species list.
  routes.get('/allproducts', async (c) => {
    const items = await listStock(c.var.db);
    return c.json(items.map(({ id, species }) => ({ id, species })));
  });

  const answer = (outcome: StockChangeOutcome, msg: string) => {
    if (outcome.ok) {
      const { id, species, price, available, grams } = outcome.item;
      return {
        status: 200 as const,
        body: { msg, id, species, price, available, grams, changed: outcome.changed },
      };
    }
    const status = stockRefusalStatus(outcome.error.code);
    return {
      status,
      body: { msg: MSG_BY_STATUS[status], error: outcome.error.message, code: outcome.error.code },
    };
  };

  // Spec §7: JSON { price, available }; 200 { msg: 'Stock edited', id, species, price, available, grams, changed }.
  routes.patch('/editStock/:id', async (c) => {
    const viewer = await requireViewer(c, 'admin');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await editStock(c.var.db, viewer.memberId, productIdParam(c.req.param('id')), {
      price: body.price,
      available: body.available,
    });
    const { status, body: json } = answer(outcome, 'Stock edited');
    return c.json(json, status);
  });

  // JSON { grams (signed), reason }; 200 { msg: 'Stock adjusted', id, species, price, available, grams, changed }.
  routes.post('/adjustStock/:id', async (c) => {
    const viewer = await requireViewer(c, 'admin');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await adjustStock(c.var.db, viewer.memberId, productIdParam(c.req.param('id')), {
      grams: body.grams,
      reason: body.reason,
    });
    const { status, body: json } = answer(outcome, 'Stock adjusted');
    return c.json(json, status);
  });

  return routes;
}
