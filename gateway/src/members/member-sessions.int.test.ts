import { memberTexts } from '@club/domain/member-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restIdentity } from '../../test-support/identity.fixture.ts';
import {
  ADMIN_ID,
  type MembersTestGateway,
  memberEvents,
  startMembersGateway,
  writeState,
} from '../../test-support/members-gateway.ts';
import { authHeader, call, loginToken } from '../../test-support/test-gateway.ts';

// Deactivating, reactivating and resetting a member's password over REST: each ends the member's
// sessions. On PGlite or PostgreSQL, the clock pinned to Monday 2 September 2024.

let gw: MembersTestGateway;
beforeAll(async () => {
  gw = await startMembersGateway();
});
afterAll(() => gw?.close());

const admin = () => authHeader(gw.adminToken);
const get = (path: string) => call(gw.app, 'GET', path, { headers: admin() });
const post = (path: string, body?: unknown) =>
  call(gw.app, 'POST', path, { headers: admin(), ...(body === undefined ? {} : { body }) });

let created = 0;
/** A new member through the API, with a token of theirs. */
async function newMember(password = 'clave-inicial-1') {
  created += 1;
  const mail = `rest-${created}@club.uy`;
  const lastName = `Socio ${created}`;
  const answer = await post('/admin/members', {
    name: 'Nuevo',
    last_name: lastName,
    mail,
    password,
    ...restIdentity(),
  });
  expect(answer.status).toBe(201);
  const id = answer.body.member.id as number;
  return { id, lastName, mail, password, token: await loginToken(gw.app, mail, password) };
}

describe('POST /admin/members/:id/deactivate and /reactivate', () => {
  it('revokes every token at once and refuses the login; the history is kept; reactivation lets them in again', async () => {
    const member = await newMember();
    const otherDevice = await loginToken(gw.app, member.mail, member.password);
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(member.token) })).status).toBe(200);

    const answer = await post(`/admin/members/${member.id}/deactivate`);
    expect(answer).toMatchObject({
      status: 200,
      body: { msg: 'OK', member: { id: member.id, active: false } },
    });
    for (const token of [member.token, otherDevice]) {
      expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(token) })).status).toBe(401);
    }
    const { rows } = await gw.db.query<{ n: number }>(
      'select count(*) as n from auth_tokens where member_id = $1 and revoked_at is null',
      [member.id],
    );
    expect(Number(rows[0]?.n)).toBe(0);
    const login = await call(gw.app, 'POST', '/login', {
      body: { mail: member.mail, password: member.password },
    });
    expect(login).toMatchObject({ status: 401, body: { msg: 'Invalid Mail or Password' } });
    expect((await memberEvents(gw.db, member.id)).at(-1)).toEqual({
      type: 'MemberDeactivated',
      actor: `member-${ADMIN_ID}`,
      payload: { memberId: member.id, tokensRevoked: 2 },
    });
    const page = await get(`/admin/members/${member.id}`);
    expect(page.status).toBe(200);
    expect(page.body.history.map((h: { type: string }) => h.type)).toEqual([
      'MemberDeactivated',
      'MemberRegistered',
    ]);
    expect((await get('/admin/getsocios')).body.map((s: { id: number }) => s.id)).not.toContain(member.id);

    const again = await post(`/admin/members/${member.id}/deactivate`);
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'YA_INACTIVO', error: memberTexts.alreadyInactive },
    });

    const back = await post(`/admin/members/${member.id}/reactivate`);
    expect(back).toMatchObject({ status: 200, body: { member: { active: true } } });
    expect((await memberEvents(gw.db, member.id)).at(-1)?.type).toBe('MemberReactivated');
    // The old tokens stay revoked; a new login works.
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(member.token) })).status).toBe(401);
    expect(await loginToken(gw.app, member.mail, member.password)).toBeTruthy();
    const twice = await post(`/admin/members/${member.id}/reactivate`);
    expect(twice).toMatchObject({
      status: 409,
      body: { code: 'YA_ACTIVO', error: memberTexts.alreadyActive },
    });
  });

  it('refuses an admin deactivating themselves', async () => {
    const before = await writeState(gw.db);
    const answer = await post(`/admin/members/${ADMIN_ID}/deactivate`);
    expect(answer).toMatchObject({
      status: 403,
      body: { code: 'BAJA_PROPIA', error: memberTexts.cannotDeactivateSelf },
    });
    expect(await writeState(gw.db)).toEqual(before);
  });
});

describe('POST /admin/members/:id/reset-password', () => {
  it('generates a new password, returned once, and revokes the old tokens', async () => {
    const member = await newMember();
    const answer = await post(`/admin/members/${member.id}/reset-password`);
    expect(answer).toMatchObject({
      status: 200,
      body: { msg: 'OK', password: expect.stringMatching(/^[A-Za-z2-9]{12}$/) },
    });
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(member.token) })).status).toBe(401);
    const old = await call(gw.app, 'POST', '/login', {
      body: { mail: member.mail, password: member.password },
    });
    expect(old.body.msg).toBe('Invalid Mail or Password');
    expect(await loginToken(gw.app, member.mail, answer.body.password)).toBeTruthy();
    const event = (await memberEvents(gw.db, member.id)).at(-1);
    expect(event).toEqual({
      type: 'PasswordReset',
      actor: `member-${ADMIN_ID}`,
      payload: { memberId: member.id, generated: true, tokensRevoked: 1 },
    });
  });

  it('sets a chosen password of 8 characters or more', async () => {
    const member = await newMember();
    const answer = await post(`/admin/members/${member.id}/reset-password`, { password: 'la-nueva-9' });
    expect(answer).toMatchObject({ status: 200, body: { password: 'la-nueva-9' } });
    expect(await loginToken(gw.app, member.mail, 'la-nueva-9')).toBeTruthy();
    expect((await memberEvents(gw.db, member.id)).at(-1)?.payload).toMatchObject({ generated: false });
  });

  it('refuses a too-short password and changes nothing: the old password and tokens still work', async () => {
    const member = await newMember();
    const before = await writeState(gw.db);
    const answer = await post(`/admin/members/${member.id}/reset-password`, { password: 'corta' });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'CONTRASENA_INVALIDA', field: 'password', error: memberTexts.passwordTooShort },
    });
    expect(await writeState(gw.db)).toEqual(before);
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(member.token) })).status).toBe(200);
  });

  it("keeps the admin's own session when they reset their own password", async () => {
    const other = await loginToken(gw.app, 'admin@club.uy', 'admin1234');
    const answer = await post(`/admin/members/${ADMIN_ID}/reset-password`, { password: 'admin1234' });
    expect(answer.status).toBe(200);
    expect((await get('/admin/members')).status).toBe(200);
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(other) })).status).toBe(401);
  });
});
