import { texts } from '@club/domain/texts';
import { Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
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
