import { Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { sendTaskReport } from './commands.ts';

// Spec §7 POST /admin/addCheckedTodos with the spec's field names, under `/admin` (guarded for
// admins by the app). Refusals answer `{ msg, error, code }` with 400 or 403.

export function taskAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/addCheckedTodos', async (c) => {
    const viewer = await requireViewer(c, 'tasks.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await sendTaskReport(c.var.db, viewer.memberId, {
      memberId: body.socio_id,
      date: body.date,
      workdone: body.workdone,
    });
    if (outcome.ok) return c.json({ msg: 'Todos saved', id: outcome.report.id }, 201);
    return refusalResponse(c, outcome.error);
  });

  return routes;
}
