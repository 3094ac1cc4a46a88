import { genericTexts } from '@club/domain/account-texts';
import { type Context, Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { memberId, snake, snakeKeys } from '../kernel/http/params.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { requestOrigin } from '../kernel/http/request-origin.ts';
import {
  createMember,
  deactivateMember,
  editMember,
  type MemberOutcome,
  reactivateMember,
  resetMemberPassword,
} from './commands.ts';
import { unknownMember } from './decide.ts';
import { forgetMember } from './forgetting.ts';
import { recordMemberLeaving } from './leaving.ts';
import { myData } from './my-data.ts';
import { clubSize, listMembers, listSocios, memberPage } from './queries.ts';

// Members administration over REST, under /admin (the app guards every /admin path for admins).
// Bodies and answers speak the spec's snake_case (`last_name`); otherwise the same objects as
// GraphQL. Refusals: { msg, error (Spanish), code, field? } with 400 / 403 / 404 / 409.
//   GET    /admin/members?search=        { members, active, max }
//   POST   /admin/members                { name, last_name, mail, cedula, birth_date, residency, phone,
//                                           ircca_registered_on?, password? } → 201 { msg, member, password }
//   GET    /admin/members/:id            { member, grams, months, activity, history }
//   PATCH  /admin/members/:id            { the same fields, each optional, trimmer? } → { msg, member }
//   POST   /admin/members/:id/deactivate | /reactivate           → { msg, member }
//   POST   /admin/members/:id/baja       { left_on, reason }     → { msg, member }
//   POST   /admin/members/:id/forget     { reason }              → { msg, member }
//   POST   /admin/members/:id/reset-password { password? }        → { msg, member, password }
//   GET    /admin/getsocios[?trimmer=true]   spec §7: [{ id, name, last_name }] of active members

const invalid = { msg: 'Bad Request', error: genericTexts.badRequest, code: 'DATOS_INVALIDOS' } as const;

type Fields = Record<string, unknown>;

/** Optional string fields: absent or null is "not given"; anything but a string is refused. */
function strings(body: Fields, keys: string[]): Record<string, string | undefined> | null {
  const out: Record<string, string | undefined> = {};
  for (const key of keys) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') return null;
    out[key] = value;
  }
  return out;
}

function notFound(c: Context<AppEnv>) {
  return refusalResponse(c, unknownMember(Number(c.req.param('id')) || 0));
}

function reply(c: Context<AppEnv>, outcome: MemberOutcome, okMsg: string, okStatus: 200 | 201 = 200) {
  if (outcome.ok) {
    const body: Fields = { msg: okMsg, member: snakeKeys(outcome.member) };
    if (outcome.password !== null) body.password = outcome.password;
    return c.json(body, okStatus);
  }
  const { field } = outcome.error;
  return refusalResponse(c, { ...outcome.error, ...(field ? { field: snake(field) } : {}) });
}

const PERSONAL_KEYS = [
  'name',
  'last_name',
  'mail',
  'cedula',
  'birth_date',
  'residency',
  'phone',
  'ircca_registered_on',
];

/** The personal fields of a body, as the commands take them (camelCase). */
function personalFields(fields: Record<string, string | undefined>) {
  return {
    name: fields.name,
    lastName: fields.last_name,
    mail: fields.mail,
    cedula: fields.cedula,
    birthDate: fields.birth_date,
    residency: fields.residency,
    phone: fields.phone,
    irccaRegisteredOn: fields.ircca_registered_on,
  };
}

/** A JSON object body, or {} when the body is empty (reset-password's is optional). */
async function optionalBody(c: Context<AppEnv>): Promise<Fields> {
  // Hono keeps the body it read, so readJsonObject reads the same text again.
  const text = await c.req.text();
  return text.trim() === '' ? {} : readJsonObject(c, 'Bad Request');
}

export function memberAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The names for the back office's pickers (the trimmer on a work day, the socio on a bill).
  routes.get('/getsocios', async (c) => {
    await requireViewer(c, 'back-office');
    const flag = c.req.query('trimmer');
    const trimmer = flag === 'true' ? true : flag === 'false' ? false : null;
    const socios = await listSocios(c.var.db, { trimmer });
    return c.json(socios.map(({ id, name, lastName }) => ({ id, name, last_name: lastName })));
  });

  routes.get('/members', async (c) => {
    await requireViewer(c, 'members.view');
    const [members, club] = await Promise.all([
      listMembers(c.var.db, c.req.query('search'), c.var.now()),
      clubSize(c.var.db, c.var.now()),
    ]);
    return c.json({ members: snakeKeys(members), active: club.activeMembers, max: club.maxMembers });
  });

  routes.post('/members', async (c) => {
    const viewer = await requireViewer(c, 'members.manage');
    const fields = strings(await readJsonObject(c, 'Bad Request'), [...PERSONAL_KEYS, 'password']);
    if (!fields) return c.json(invalid, 400);
    const given = personalFields(fields);
    const outcome = await createMember(
      c.var.db,
      viewer.memberId,
      {
        name: given.name ?? '',
        lastName: given.lastName ?? '',
        mail: given.mail ?? '',
        cedula: given.cedula ?? '',
        birthDate: given.birthDate ?? '',
        residency: given.residency ?? '',
        phone: given.phone ?? '',
        irccaRegisteredOn: given.irccaRegisteredOn ?? null,
        password: fields.password ?? null,
      },
      { now: c.var.now(), origin: requestOrigin(c) },
    );
    return reply(c, outcome, 'Created', 201);
  });

  routes.get('/members/:id', async (c) => {
    await requireViewer(c, 'members.view');
    const id = memberId(c);
    const page = id === null ? null : await memberPage(c.var.db, id, c.var.now());
    if (!page) return notFound(c);
    return c.json(snakeKeys(page) as Fields);
  });

  routes.patch('/members/:id', async (c) => {
    const viewer = await requireViewer(c, 'members.manage');
    const id = memberId(c);
    if (id === null) return notFound(c);
    const body = await readJsonObject(c, 'Bad Request');
    const fields = strings(body, PERSONAL_KEYS);
    const trimmer = body.trimmer;
    if (!fields || (trimmer !== undefined && trimmer !== null && typeof trimmer !== 'boolean')) {
      return c.json(invalid, 400);
    }
    const outcome = await editMember(
      c.var.db,
      viewer.memberId,
      id,
      { ...personalFields(fields), trimmer: trimmer ?? undefined },
      c.var.now(),
    );
    return reply(c, outcome, 'OK');
  });

  routes.post('/members/:id/deactivate', async (c) => {
    const viewer = await requireViewer(c, 'members.manage');
    const id = memberId(c);
    if (id === null) return notFound(c);
    const deps = { now: c.var.now(), origin: requestOrigin(c) };
    return reply(c, await deactivateMember(c.var.db, viewer.memberId, id, deps), 'OK');
  });

  routes.post('/members/:id/reactivate', async (c) => {
    const viewer = await requireViewer(c, 'members.manage');
    const id = memberId(c);
    if (id === null) return notFound(c);
    const deps = { now: c.var.now(), origin: requestOrigin(c) };
    return reply(c, await reactivateMember(c.var.db, viewer.memberId, id, deps), 'OK');
  });

  routes.post('/members/:id/baja', async (c) => {
    const viewer = await requireViewer(c, 'members.manage');
    const id = memberId(c);
    if (id === null) return notFound(c);
    const fields = strings(await readJsonObject(c, 'Bad Request'), ['left_on', 'reason']);
    if (!fields) return c.json(invalid, 400);
    const deps = { now: c.var.now(), origin: requestOrigin(c) };
    const input = { leftOn: fields.left_on ?? '', reason: fields.reason ?? '' };
    return reply(c, await recordMemberLeaving(c.var.db, viewer.memberId, id, input, deps), 'OK');
  });

  routes.post('/members/:id/forget', async (c) => {
    const viewer = await requireViewer(c, 'members.forget');
    const id = memberId(c);
    if (id === null) return notFound(c);
    const fields = strings(await readJsonObject(c, 'Bad Request'), ['reason']);
    if (!fields) return c.json(invalid, 400);
    return reply(
      c,
      await forgetMember(c.var.db, viewer.memberId, id, fields.reason ?? '', c.var.now()),
      'OK',
    );
  });

  routes.post('/members/:id/reset-password', async (c) => {
    const viewer = await requireViewer(c, 'members.manage');
    const id = memberId(c);
    if (id === null) return notFound(c);
    const fields = strings(await optionalBody(c), ['password']);
    if (!fields) return c.json(invalid, 400);
    const outcome = await resetMemberPassword(
      c.var.db,
      viewer,
      id,
      { password: fields.password ?? null },
      { now: c.var.now(), origin: requestOrigin(c) },
    );
    return reply(c, outcome, 'OK');
  });

  return routes;
}

/** `GET /mis-datos` (any signed-in account, its own data only): everything the club holds about the caller, JSON. */
export function myDataRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/mis-datos', async (c) => {
    const viewer = await requireViewer(c, 'account');
    const data = await myData(c.var.db, viewer.memberId);
    if (!data) return notFound(c);
    c.header('Content-Disposition', 'attachment; filename="mis-datos.json"');
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  });
  return routes;
}
