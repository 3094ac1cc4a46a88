import { Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { setMemberRoles } from './commands.ts';
import { listRoles, memberRoles } from './queries.ts';

const idParam = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);

// Roles over REST, under /admin: the roles and their permissions, a member's roles, setting them.
export function roleAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/roles', async (c) => {
    await requireViewer(c, 'members.view');
    return c.json(await listRoles(c.var.db));
  });

  routes.get('/members/:id/roles', async (c) => {
    await requireViewer(c, 'members.view');
    const id = idParam(c.req.param('id'));
    const roles = id === null ? null : await memberRoles(c.var.db, id);
    if (roles === null) return refusalResponse(c, refusal('SOCIO_NO_ENCONTRADO', { id: id ?? 0 }));
    return c.json({ roles });
  });

  // JSON { roles: ['dispensa', 'socio'] }; 200 { msg: 'OK', roles }.
  routes.put('/members/:id/roles', async (c) => {
    const viewer = await requireViewer(c, 'roles.manage');
    const id = idParam(c.req.param('id'));
    const body = await readJsonObject(c, 'Bad Request');
    if (id === null) return refusalResponse(c, refusal('SOCIO_NO_ENCONTRADO', { id: 0 }));
    const outcome = await setMemberRoles(c.var.db, viewer.memberId, id, body.roles);
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({ msg: 'OK', roles: outcome.roles });
  });

  return routes;
}
