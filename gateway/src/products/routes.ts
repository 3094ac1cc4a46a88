import { texts } from '@club/domain/texts';
import { type Context, Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { productIdParam } from '../kernel/http/params.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { addProduct, editProduct, type ProductChangeOutcome, retireProduct } from './commands.ts';
import { findProduct, listProducts, specProduct } from './queries.ts';

// Spec §7 catalogue calls, members only, with the spec's field names.
export function productRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/products', async (c) => {
    await requireViewer(c, 'member');
    return c.json((await listProducts(c.var.db)).map(specProduct));
  });

  // By key: 'OG Kush', 'og%20kush' and 'ogkush' all find OG Kush.
  routes.get('/products/:species', async (c) => {
    await requireViewer(c, 'member');
    const product = await findProduct(c.var.db, c.req.param('species'));
    if (!product) return c.json({ error: texts.order.productNotFound, code: 'NOT_FOUND' }, 404);
    return c.json(specProduct(product));
  });

  // Every product's species and price per gram: what the cart needs to price its lines.
  routes.get('/cart', async (c) => {
    await requireViewer(c, 'member');
    return c.json((await listProducts(c.var.db)).map(({ species, price }) => ({ species, price })));
  });

  return routes;
}

// The back office's catalogue (stock.manage): add, edit and retire a product. Refusals answer
// { msg, error, code, field? }: 400 bad input, 404 an unknown product in the path, 409 a key taken
// (or retired), a retired product, pending orders or a concurrent change; nothing is appended then.
export function productAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const answer = (
    c: Context<AppEnv>,
    outcome: ProductChangeOutcome,
    msg: string,
    status: 200 | 201 = 200,
  ) => {
    if (!outcome.ok) return refusalResponse(c, outcome.error, { addressed: true });
    return c.json(
      { msg, ...specProduct(outcome.product), key: outcome.product.key, changed: outcome.changed },
      status,
    );
  };

  // JSON { species, sativa, indica, thc, cbd, genetics, smell, flavor, description, price, available }.
  routes.post('/products', async (c) => {
    const viewer = await requireViewer(c, 'stock.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await addProduct(c.var.db, viewer.memberId, body);
    // A product added has no id in the path: an unknown one cannot be what refused it.
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return answer(c, outcome, 'Product added', 201);
  });

  // JSON { species, sativa, indica, thc, cbd, genetics, smell, flavor, description }.
  routes.patch('/products/:id', async (c) => {
    const viewer = await requireViewer(c, 'stock.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await editProduct(c.var.db, viewer.memberId, productIdParam(c), body);
    return answer(c, outcome, 'Product edited');
  });

  routes.post('/products/:id/retire', async (c) => {
    const viewer = await requireViewer(c, 'stock.manage');
    const outcome = await retireProduct(c.var.db, viewer.memberId, productIdParam(c));
    return answer(c, outcome, 'Product retired');
  });

  return routes;
}
