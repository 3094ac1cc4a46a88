import { createHash } from 'node:crypto';
import { demoAccounts } from '@club/db/seed';
import { changePasswordTexts } from '@club/domain/account-texts';
import { texts } from '@club/domain/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';

// The GraphQL twins of the REST auth calls (auth-rest.int.test.ts): same rules, same texts.

const { member, admin } = demoAccounts;

const LOGIN = `mutation ($mail: String!, $password: String!) {
  login(mail: $mail, password: $password) { ok msg error authToken }
}`;
const ME = '{ me { id name lastName mail isAdmin } }';
const ADMIN_CHECK = '{ adminCheck { msg } }';
const CHANGE = `mutation ($oldPass: String!, $newPass: String!, $repPass: String!) {
  changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) { ok msg error }
}`;

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

async function gqlLogin(mail: string, password: string): Promise<string> {
  const answer = await graphql(gw.app, LOGIN, { mail, password });
  if (!answer.body.data?.login.ok) throw new Error(`login of ${mail} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.login.authToken;
}

describe('mutation login', () => {
  it('signs in with a token that works on REST too', async () => {
    const answer = await graphql(gw.app, LOGIN, { mail: 'Socio@Club.uy', password: member.password });
    expect(answer.status).toBe(200);
    const result = answer.body.data.login;
    expect(result).toMatchObject({ ok: true, msg: 'Logged in', error: null });
    expect(result.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(result.authToken) })).status).toBe(
      200,
    );
  });

  it("answers 'Invalid Mail' for an unknown mail", async () => {
    const answer = await graphql(gw.app, LOGIN, { mail: 'nadie@club.uy', password: 'x' });
    expect(answer.body.data.login).toEqual({
      ok: false,
      msg: 'Invalid Mail',
      error: 'Mail incorrecto',
      authToken: null,
    });
  });

  it("answers 'Invalid Mail or Password' for a wrong password", async () => {
    const answer = await graphql(gw.app, LOGIN, { mail: member.mail, password: 'otra-cosa' });
    expect(answer.body.data.login).toEqual({
      ok: false,
      msg: 'Invalid Mail or Password',
      error: 'Mail o contraseña incorrectos',
      authToken: null,
    });
  });
});

describe('query me', () => {
  it('answers the signed-in member', async () => {
    const token = await gqlLogin(member.mail, member.password);
    const rest = await call(gw.app, 'GET', '/getUser', { headers: authHeader(token) });
    const answer = await graphql(gw.app, ME, {}, authHeader(token));
    expect(answer.body.data.me).toEqual({
      id: rest.body.id,
      name: rest.body.name,
      lastName: rest.body.last_name,
      mail: member.mail,
      isAdmin: false,
    });
  });

  it('accepts Authorization: Bearer', async () => {
    const token = await gqlLogin(admin.mail, admin.password);
    const answer = await graphql(gw.app, ME, {}, { authorization: `Bearer ${token}` });
    expect(answer.body.data.me).toMatchObject({ mail: admin.mail, isAdmin: true });
  });

  it('refuses an anonymous caller with UNAUTHENTICATED, HTTP 401, in Spanish', async () => {
    const answer = await graphql(gw.app, ME);
    expect(answer.status).toBe(401);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors[0]).toMatchObject({
      message: texts.auth.unauthenticated,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses an expired token', async () => {
    const token = await gqlLogin(member.mail, member.password);
    await gw.db.query(
      `update auth_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [createHash('sha256').update(token).digest('hex')],
    );
    const answer = await graphql(gw.app, ME, {}, authHeader(token));
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('query adminCheck', () => {
  it("answers 'Authorized' to an admin and 'Unauthorized' to a member", async () => {
    const adminToken = await gqlLogin(admin.mail, admin.password);
    const memberToken = await gqlLogin(member.mail, member.password);
    expect((await graphql(gw.app, ADMIN_CHECK, {}, authHeader(adminToken))).body.data.adminCheck.msg).toBe(
      'Authorized',
    );
    expect((await graphql(gw.app, ADMIN_CHECK, {}, authHeader(memberToken))).body.data.adminCheck.msg).toBe(
      'Unauthorized',
    );
  });

  it('refuses an anonymous caller with UNAUTHENTICATED', async () => {
    const answer = await graphql(gw.app, ADMIN_CHECK);
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('mutation changePassword', () => {
  const mail = 'cambia-gql@club.uy';
  let token: string;
  beforeAll(async () => {
    await addMember(gw.db, { mail, password: 'vieja1234' });
    token = await gqlLogin(mail, 'vieja1234');
  });

  it.each([
    [
      'a wrong old password',
      { oldPass: 'otra12345', newPass: 'nueva1234', repPass: 'nueva1234' },
      changePasswordTexts.wrongOldPassword,
    ],
    [
      'a repeat that differs',
      { oldPass: 'vieja1234', newPass: 'nueva1234', repPass: 'nueva4321' },
      changePasswordTexts.mismatch,
    ],
    [
      'a new password under 8 characters',
      { oldPass: 'vieja1234', newPass: 'corta', repPass: 'corta' },
      changePasswordTexts.tooShort,
    ],
  ])("refuses %s with msg 'Bad Requrest' and a Spanish error", async (_case, args, error) => {
    const answer = await graphql(gw.app, CHANGE, args, authHeader(token));
    expect(answer.body.data.changePassword).toEqual({ ok: false, msg: 'Bad Requrest', error });
  });

  it('refuses an anonymous caller with UNAUTHENTICATED', async () => {
    const answer = await graphql(gw.app, CHANGE, {
      oldPass: 'vieja1234',
      newPass: 'nueva1234',
      repPass: 'nueva1234',
    });
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('succeeds and revokes every other token of the member, not the current one', async () => {
    const other = await gqlLogin(mail, 'vieja1234');
    const answer = await graphql(
      gw.app,
      CHANGE,
      { oldPass: 'vieja1234', newPass: 'nueva1234', repPass: 'nueva1234' },
      authHeader(token),
    );
    expect(answer.body.data.changePassword).toEqual({ ok: true, msg: 'OK', error: null });
    expect((await graphql(gw.app, ME, {}, authHeader(token))).body.data.me.mail).toBe(mail);
    expect((await graphql(gw.app, ME, {}, authHeader(other))).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await graphql(gw.app, LOGIN, { mail, password: 'vieja1234' })).body.data.login.ok).toBe(false);
    expect(await loginToken(gw.app, mail, 'nueva1234')).toBeTruthy();
  });
});

describe('mutation logout', () => {
  it('revokes the token of the call on the server', async () => {
    const token = await gqlLogin(member.mail, member.password);
    expect((await graphql(gw.app, 'mutation { logout }', {}, authHeader(token))).body.data).toEqual({
      logout: true,
    });
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(token) })).status).toBe(401);
    const again = await graphql(gw.app, 'mutation { logout }', {}, authHeader(token));
    expect(again.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
