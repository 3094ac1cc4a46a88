import { Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { addWork, deleteWorkMatching } from './commands.ts';
import { listWork, specWork, workDates } from './queries.ts';

// Spec §7 manicure work calls with the spec's field names, under `/admin` (guarded for admins by
// the app). Refusals answer `{ msg, error, code }` with 400, 404 or 409.

export function workAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/workdone', async (c) => {
    await requireViewer(c, 'work.manage');
    const [res, dates] = await Promise.all([listWork(c.var.db), workDates(c.var.db)]);
    return c.json({ res: (res ?? []).map(specWork), dates });
  });

  routes.delete('/deleteWork', async (c) => {
    const viewer = await requireViewer(c, 'work.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await deleteWorkMatching(c.var.db, viewer.memberId, body);
    if (outcome.ok) return c.json({ msg: 'Work deleted', id: outcome.id });
    return refusalResponse(c, outcome.error);
  });

  routes.post('/uploadharvest', async (c) => {
    const viewer = await requireViewer(c, 'work.manage');
    const outcome = await addWork(c.var.db, viewer.memberId, await readJsonObject(c, 'Bad Request'));
    if (outcome.ok) return c.json({ msg: 'Work added', work: specWork(outcome.work) }, 201);
    return refusalResponse(c, outcome.error);
  });

  return routes;
}
