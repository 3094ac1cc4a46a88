import { createHash } from 'node:crypto';
import { demoAccounts } from '@club/db/seed';
import { changePasswordTexts, genericTexts } from '@club/domain/account-texts';
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

const { member, admin } = demoAccounts;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

describe('POST /login', () => {
  it('answers the spec shape with an opaque token stored only as its hash, with the configured expiry', async () => {
    const answer = await call(gw.app, 'POST', '/login', {
      body: { mail: member.mail, password: member.password },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['auth_token', 'msg']);
    expect(answer.body.msg).toBe('Logged in');
    const token: string = answer.body.auth_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { rows } = await gw.db.query<{ token_hash: string; hours: number }>(
      `select token_hash, extract(epoch from (expires_at - now())) / 3600 as hours
         from auth_tokens where token_hash in ($1, $2)`,
      [token, sha256(token)],
    );
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(token)]);
    expect(Number(rows[0]?.hours)).toBeGreaterThan(719.9);
    expect(Number(rows[0]?.hours)).toBeLessThanOrEqual(720);
  });

  it('finds the mail whatever its case', async () => {
    const answer = await call(gw.app, 'POST', '/login', {
      body: { mail: '  SOCIO@Club.UY ', password: member.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe('Logged in');
  });

  it("answers 'Invalid Mail' for an unknown mail", async () => {
    const answer = await call(gw.app, 'POST', '/login', {
      body: { mail: 'nadie@club.uy', password: 'socio1234' },
    });
    expect(answer).toMatchObject({ status: 401, body: { msg: 'Invalid Mail', error: 'Mail incorrecto' } });
    expect(answer.body.auth_token).toBeUndefined();
  });

  it("answers 'Invalid Mail or Password' for a wrong password", async () => {
    const answer = await call(gw.app, 'POST', '/login', {
      body: { mail: member.mail, password: 'otra-cosa' },
    });
    expect(answer).toMatchObject({
      status: 401,
      body: { msg: 'Invalid Mail or Password', error: 'Mail o contraseña incorrectos' },
    });
  });

  it("answers 'Invalid Mail or Password' for an inactive member, even with the right password", async () => {
    await addMember(gw.db, { mail: 'baja@club.uy', password: 'baja12345', active: false });
    const answer = await call(gw.app, 'POST', '/login', {
      body: { mail: 'baja@club.uy', password: 'baja12345' },
    });
    expect(answer).toMatchObject({ status: 401, body: { msg: 'Invalid Mail or Password' } });
  });

  it('refuses malformed JSON and bodies without the fields with a 400, not a 500', async () => {
    for (const body of ['{"mail": ', 'null', '[]', { mail: member.mail }, { mail: 1, password: 2 }]) {
      const answer = await call(gw.app, 'POST', '/login', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe(genericTexts.badRequest);
    }
  });
});

describe('the token a call carries', () => {
  it('is read from the auth_token header or from Authorization: Bearer', async () => {
    const token = await loginToken(gw.app, member.mail, member.password);
    const viaOwn = await call(gw.app, 'GET', '/getUser', { headers: authHeader(token) });
    const viaBearer = await call(gw.app, 'GET', '/getUser', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaOwn.status).toBe(200);
    expect(viaBearer).toMatchObject({ status: 200, body: viaOwn.body });
  });

  it('is refused once expired', async () => {
    const token = await loginToken(gw.app, member.mail, member.password);
    await gw.db.query(
      `update auth_tokens set expires_at = now() - interval '1 minute' where token_hash = $1`,
      [sha256(token)],
    );
    const answer = await call(gw.app, 'GET', '/getUser', { headers: authHeader(token) });
    expect(answer).toMatchObject({
      status: 401,
      body: { msg: 'Unauthorized', error: texts.auth.unauthenticated, code: 'UNAUTHENTICATED' },
    });
  });

  it('is refused once its member is deactivated', async () => {
    await addMember(gw.db, { mail: 'pronto-baja@club.uy', password: 'pronto12345' });
    const token = await loginToken(gw.app, 'pronto-baja@club.uy', 'pronto12345');
    await gw.db.query(`update members set active = false where mail = 'pronto-baja@club.uy'`);
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(token) })).status).toBe(401);
  });

  it('is refused when made up', async () => {
    const answer = await call(gw.app, 'GET', '/getUser', { headers: authHeader('x'.repeat(43)) });
    expect(answer.status).toBe(401);
  });
});

describe('GET /getUser', () => {
  it("answers the member's name, last_name, mail and id", async () => {
    const token = await loginToken(gw.app, member.mail, member.password);
    const { rows } = await gw.db.query<{ id: number; name: string; last_name: string }>(
      'select id, name, last_name from members where mail = $1',
      [member.mail],
    );
    const answer = await call(gw.app, 'GET', '/getUser', { headers: authHeader(token) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      name: rows[0]?.name,
      last_name: rows[0]?.last_name,
      mail: member.mail,
      id: Number(rows[0]?.id),
      roles: ['socio'],
      permissions: ['storefront.use'],
    });
  });

  it('answers 401 without a token', async () => {
    const answer = await call(gw.app, 'GET', '/getUser');
    expect(answer).toMatchObject({ status: 401, body: { msg: 'Unauthorized', code: 'UNAUTHENTICATED' } });
  });
});

describe('GET /admin', () => {
  it("answers 'Authorized' to an admin", async () => {
    const token = await loginToken(gw.app, admin.mail, admin.password);
    expect(await call(gw.app, 'GET', '/admin', { headers: authHeader(token) })).toMatchObject({
      status: 200,
      body: { msg: 'Authorized' },
    });
  });

  it("answers 403 'Unauthorized' to a member", async () => {
    const token = await loginToken(gw.app, member.mail, member.password);
    expect(await call(gw.app, 'GET', '/admin', { headers: authHeader(token) })).toMatchObject({
      status: 403,
      body: { msg: 'Unauthorized', error: texts.auth.forbidden, code: 'FORBIDDEN' },
    });
  });

  it("answers 401 'Unauthorized' without a valid token", async () => {
    expect(await call(gw.app, 'GET', '/admin')).toMatchObject({
      status: 401,
      body: { msg: 'Unauthorized', error: texts.auth.unauthenticated, code: 'UNAUTHENTICATED' },
    });
  });
});

describe('PATCH /changepassword', () => {
  const mail = 'cambia@club.uy';
  let token: string;
  beforeAll(async () => {
    await addMember(gw.db, { mail, password: 'vieja1234' });
    token = await loginToken(gw.app, mail, 'vieja1234');
  });

  const change = (body: unknown, withToken = token) =>
    call(gw.app, 'PATCH', '/changepassword', { body, headers: authHeader(withToken) });

  it.each([
    [
      'a wrong old password',
      { oldPass: 'otra12345', newPass: 'nueva1234', repPass: 'nueva1234' },
      changePasswordTexts.wrongOldPassword,
    ],
    [
      'a repeat that differs',
      { oldPass: 'vieja1234', newPass: 'nueva1234', repPass: 'nueva12345' },
      changePasswordTexts.mismatch,
    ],
    [
      'a new password under 8 characters',
      { oldPass: 'vieja1234', newPass: 'corta12', repPass: 'corta12' },
      changePasswordTexts.tooShort,
    ],
    ['a missing field', { oldPass: 'vieja1234', newPass: 'nueva1234' }, genericTexts.badRequest],
    ['malformed JSON', '{"oldPass"', genericTexts.badRequest],
  ])("refuses %s with 400 'Bad Requrest' and a clear Spanish error", async (_case, body, error) => {
    const answer = await change(body);
    expect(answer).toMatchObject({ status: 400, body: { msg: 'Bad Requrest', error } });
    // Nothing changed: the old password still logs in.
    expect(await loginToken(gw.app, mail, 'vieja1234')).toBeTruthy();
  });

  it('answers 401 without a token', async () => {
    const answer = await call(gw.app, 'PATCH', '/changepassword', {
      body: { oldPass: 'vieja1234', newPass: 'nueva1234', repPass: 'nueva1234' },
    });
    expect(answer).toMatchObject({ status: 401, body: { msg: 'Unauthorized' } });
  });

  it("succeeds, and every other token of the member stops working while this one doesn't", async () => {
    const otherDevice = await loginToken(gw.app, mail, 'vieja1234');
    const someoneElse = await loginToken(gw.app, member.mail, member.password);

    const answer = await change({ oldPass: 'vieja1234', newPass: 'nueva1234', repPass: 'nueva1234' });
    expect(answer).toMatchObject({ status: 200, body: { msg: 'OK' } });

    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(token) })).status).toBe(200);
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(otherDevice) })).status).toBe(401);
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(someoneElse) })).status).toBe(200);

    const old = await call(gw.app, 'POST', '/login', { body: { mail, password: 'vieja1234' } });
    expect(old.body.msg).toBe('Invalid Mail or Password');
    expect(await loginToken(gw.app, mail, 'nueva1234')).toBeTruthy();
  });
});

describe('POST /logout', () => {
  it('revokes the presented token on the server', async () => {
    const token = await loginToken(gw.app, member.mail, member.password);
    const other = await loginToken(gw.app, member.mail, member.password);
    expect(await call(gw.app, 'POST', '/logout', { headers: authHeader(token) })).toMatchObject({
      status: 200,
      body: { msg: 'OK' },
    });
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(token) })).status).toBe(401);
    expect((await call(gw.app, 'POST', '/logout', { headers: authHeader(token) })).status).toBe(401);
    // Only that token: the member's other session goes on.
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(other) })).status).toBe(200);
  });
});
