import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { badRequest } from '../http/errors.ts';
import { readJsonObject } from '../http/json-body.ts';
import { listOutbox, storeMail } from './service.ts';

// EmailJS-compatible endpoint: `@emailjs/browser` with `init({ publicKey, origin })` pointed
// at the gateway posts here unchanged. It only needs a 200 to count the mail as sent.
export function outboxRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/api/v1.0/email/send', async (c) => {
    const outcome = await storeMail(c.var.db, await readJsonObject(c));
    if (outcome.ok) return c.json({ msg: 'OK' });
    return c.json(
      { error: outcome.error, code: outcome.code },
      outcome.code === 'PAYLOAD_TOO_LARGE' ? 413 : 400,
    );
  });

  // The REST twin of the GraphQL `outbox` (admins only, as every /admin path): GET
  // /admin/outbox?limit=N → the newest mails first, with their status, attempts and last error.
  routes.get('/admin/outbox', async (c) => {
    const limit = c.req.query('limit');
    if (limit !== undefined && !/^\d{1,6}$/.test(limit)) throw badRequest('LIMITE_INVALIDO');
    const mails = await listOutbox(
      c.var.db,
      limit === undefined ? 50 : Number(limit),
      c.var.config.mailOrdersTo,
    );
    return c.json(mails);
  });

  return routes;
}
