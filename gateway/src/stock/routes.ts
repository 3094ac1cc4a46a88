import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { listStock } from './service.ts';

// Admin stock calls; the app guards every `/admin/...` path for admins only.
export function stockAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/getStock', async (c) => {
    const items = await listStock(c.var.db);
    return c.json(items.map(({ id, species, price, available }) => ({ id, species, price, available })));
  });

  return routes;
}
