import { demoAccounts } from '@club/db/seed';
import { memberTexts } from '@club/domain/member-texts';
import { ROLE_PERMISSIONS, ROLES } from '@club/domain/roles';
import { texts } from '@club/domain/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  authHeader,
  call,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { replayReadModels } from '../replay/public.ts';

// Roles as data through the app: the seeded roles, setting a person's roles, what each may call,
// the last Administración, and a log that still rebuilds member_roles.

let gw: TestGateway;
let admin: Record<string, string>;
const headersOf = async (mail: string, password: string) =>
  authHeader(await loginToken(gw.app, mail, password));

beforeAll(async () => {
  gw = await startTestGateway();
  admin = await headersOf(demoAccounts.admin.mail, demoAccounts.admin.password);
});
afterAll(() => gw?.close());

describe('roles', () => {
  it('seeds the roles table with the defaults of domain/src/roles.ts, the one list', async () => {
    const answer = await call(gw.app, 'GET', '/admin/roles', { headers: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      ROLES.map((key) => ({
        key,
        label: expect.any(String),
        permissions: expect.arrayContaining([...ROLE_PERMISSIONS[key]]),
      })),
    );
    for (const role of answer.body as Array<{ key: keyof typeof ROLE_PERMISSIONS; permissions: string[] }>) {
      expect(role.permissions).toHaveLength(ROLE_PERMISSIONS[role.key].length);
    }
  });

  it('gives the demo admin Administración and Socio, and says so to the shell', async () => {
    const check = await call(gw.app, 'GET', '/admin', { headers: admin });
    expect(check.body).toMatchObject({ msg: 'Authorized', roles: ['administracion', 'socio'] });
    expect(check.body.permissions).toContain('members.manage');
    expect(check.body.permissions).not.toContain('close.sign');
  });

  it('makes a socio a dispenser only: orders yes, expenses and the storefront no', async () => {
    const id = await addMember(gw.db, { mail: 'dispensa@club.uy', password: 'clave-dispensa-1' });
    const set = await call(gw.app, 'PUT', `/admin/members/${id}/roles`, {
      headers: admin,
      body: { roles: ['dispensa'] },
    });
    expect(set).toMatchObject({ status: 200, body: { msg: 'OK', roles: ['dispensa'] } });
    const { rows } = await gw.db.query<{ type: string; payload: unknown }>(
      `select type, payload from events where stream_id = $1`,
      [`member-roles-${id}`],
    );
    expect(rows).toEqual([
      { type: 'MemberRolesChanged', payload: { memberId: id, roles: ['dispensa'], previous: ['socio'] } },
    ]);
    const dispenser = await headersOf('dispensa@club.uy', 'clave-dispensa-1');
    expect((await call(gw.app, 'GET', '/admin', { headers: dispenser })).body).toEqual({
      msg: 'Authorized',
      roles: ['dispensa'],
      permissions: ['members.view', 'orders.dispense', 'orders.view'],
    });
    expect((await call(gw.app, 'GET', '/admin/seeorders', { headers: dispenser })).status).toBe(200);
    expect((await call(gw.app, 'GET', '/admin/getExpenses', { headers: dispenser })).status).toBe(403);
    expect((await call(gw.app, 'GET', '/myorders', { headers: dispenser })).status).toBe(403);
  });

  it('refuses unknown roles in Spanish and changes nothing', async () => {
    const id = await addMember(gw.db, { mail: 'otro@club.uy', password: 'clave-otro-1' });
    const answer = await call(gw.app, 'PUT', `/admin/members/${id}/roles`, {
      headers: admin,
      body: { roles: ['admin'] },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'ROLES_INVALIDOS', error: texts.roles.invalid },
    });
    expect((await call(gw.app, 'GET', `/admin/members/${id}/roles`, { headers: admin })).body).toEqual({
      roles: ['socio'],
    });
  });

  it('keeps the last Administración: neither their role nor their account can go', async () => {
    const { rows } = await gw.db.query<{ id: number }>('select id from members where mail = $1', [
      demoAccounts.admin.mail,
    ]);
    const adminId = Number(rows[0]?.id);
    const own = await call(gw.app, 'PUT', `/admin/members/${adminId}/roles`, {
      headers: admin,
      body: { roles: ['socio'] },
    });
    expect(own).toMatchObject({
      status: 409,
      body: { code: 'ULTIMA_ADMINISTRACION', error: texts.roles.lastAdministracion },
    });
    // A club may widen a role (roles are data): a treasurer who manages members still cannot
    // deactivate the only Administración.
    await gw.db.query(
      `update roles set permissions = permissions || '{members.manage}' where key = 'tesoreria'`,
    );
    try {
      await addMember(gw.db, {
        mail: 'tesoreria@club.uy',
        password: 'clave-tesoreria-1',
        roles: ['tesoreria'],
      });
      const treasurer = await headersOf('tesoreria@club.uy', 'clave-tesoreria-1');
      const deactivate = await call(gw.app, 'POST', `/admin/members/${adminId}/deactivate`, {
        headers: treasurer,
      });
      expect(deactivate).toMatchObject({
        status: 409,
        body: { code: 'BAJA_ULTIMA_ADMINISTRACION', error: memberTexts.lastAdministracion },
      });
    } finally {
      await gw.db.query(
        `update roles set permissions = array_remove(permissions, 'members.manage') where key = 'tesoreria'`,
      );
    }
    const check = await call(gw.app, 'GET', '/admin', { headers: admin });
    expect(check.body.roles).toEqual(['administracion', 'socio']);
  });

  it('lets the Administración go once another person holds it', async () => {
    const id = await addMember(gw.db, { mail: 'segunda@club.uy', password: 'clave-segunda-1' });
    const gql = await call(gw.app, 'POST', '/graphql', {
      headers: admin,
      body: {
        query:
          'mutation ($id: Int!) { setMemberRoles(memberId: $id, roles: ["administracion"]) { ok roles } }',
        variables: { id },
      },
    });
    expect(gql.body.data.setMemberRoles).toEqual({ ok: true, roles: ['administracion'] });
  });

  it('rebuilds member_roles from the log equal to the live table', async () => {
    const report = await replayReadModels(gw.db);
    const table = report.tables.find((t) => t.table === 'member_roles');
    expect(table).toMatchObject({ equal: true });
    expect(table?.liveRows).toBeGreaterThan(3);
  });
});
