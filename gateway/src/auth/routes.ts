import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { readJsonObject } from '../http/json-body.ts';
import { jsonField, rateLimit, SIGN_IN_RULE } from '../http/rate-limit.ts';
import { refusalAnswer } from '../refusals/refusal-table.ts';
import { requireViewer } from './guard.ts';
import {
  adminCheck,
  CHANGE_PASSWORD_REFUSED_MSG,
  changePassword,
  getUser,
  login,
  logout,
} from './service.ts';

// Spec §7 auth calls, with the spec's field names and `msg` words.
export function authRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // 10 failed attempts a minute per IP and per mail (across replicas), then 429.
  const loginLimit = rateLimit({ rule: SIGN_IN_RULE, mailOf: (c) => jsonField(c, 'mail') });

  routes.post('/login', loginLimit, async (c) => {
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await login(c.var.db, body, { tokenTtlHours: c.var.config.tokenTtlHours });
    if (outcome.ok) return c.json({ msg: outcome.msg, auth_token: outcome.authToken });
    const { code, message } = outcome.error;
    const { status, msg } = refusalAnswer(code);
    // Spec §6: a wrong mail or password answers only msg and error.
    if (code !== 'BAD_REQUEST') return c.json({ msg, error: message }, status);
    return c.json({ msg, error: message, code }, status);
  });

  // The admin check: 200 'Authorized' for admins; 403 / 401 'Unauthorized' otherwise.
  routes.get('/admin', async (c) => {
    return c.json(adminCheck(await requireViewer(c, 'admin')));
  });

  routes.get('/getUser', async (c) => {
    const user = await getUser(c.var.db, await requireViewer(c, 'member'));
    return c.json({ name: user.name, last_name: user.last_name, mail: user.mail, id: user.id });
  });

  routes.patch('/changepassword', async (c) => {
    const viewer = await requireViewer(c, 'member');
    const body = await readJsonObject(c, 'Bad Requrest');
    const outcome = await changePassword(c.var.db, viewer, body);
    if (outcome.ok) return c.json({ msg: outcome.msg });
    return c.json({ msg: CHANGE_PASSWORD_REFUSED_MSG, error: outcome.error.message }, 400);
  });

  routes.post('/logout', async (c) => {
    await logout(c.var.db, await requireViewer(c, 'member'));
    return c.json({ msg: 'OK' });
  });

  return routes;
}
