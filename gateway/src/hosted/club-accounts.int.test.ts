import { randomUUID } from 'node:crypto';
import { hashPassword } from '@club/db/passwords';
import { demoAccounts } from '@club/db/seed';
import { sha256 } from '@club/hosted/auth/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  authHeader,
  call,
  graphql,
  loginToken,
  requireAdminSecondFactor,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';

// The built-in stand-in's accounts of club members are the club's (club-accounts.ts): its password
// sign-in is a club sign-in, the account cannot take a password or an address of its own, and a
// link mailed to a member's address opens nothing.

let gw: TestGateway;
beforeAll(async () => {
  // Each sign-in from an address of its own: the per-IP limit is not what these tests are about.
  gw = await startTestGateway({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await gw?.close();
});

let caller = 0;
const hosted = (access?: string) => ({
  apikey: gw.config.supabaseAnonKey,
  'x-forwarded-for': `10.60.0.${++caller}`,
  ...(access ? { authorization: `Bearer ${access}` } : {}),
});

const passwordGrant = (email: string, password: string) =>
  call(gw.app, 'POST', '/auth/v1/token?grant_type=password', {
    body: { email, password },
    headers: hosted(),
  });

async function liveTokens(mail: string): Promise<number> {
  const { rows } = await gw.db.query<{ n: number }>(
    `select count(*) as n from auth_tokens t join members m on m.id = t.member_id
      where m.mail = $1 and t.revoked_at is null`,
    [mail],
  );
  return Number(rows[0]?.n);
}

describe("a password sign-in at the stand-in with a member's address", () => {
  it("is the club's: the admin's club password opens a session tied to a club token of its own", async () => {
    const answer = await passwordGrant(demoAccounts.admin.mail, demoAccounts.admin.password);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ token_type: 'bearer', user: { email: demoAccounts.admin.mail } });
    const { rows } = await gw.db.query<{ revoked: boolean }>(
      `select t.revoked_at is not null as revoked
         from club_hosted_sessions l join auth_tokens t on t.token_hash = l.token_hash
         join hosted_sessions s on s.id = l.hosted_session_id
        where s.user_id = $1`,
      [answer.body.user.id],
    );
    expect(rows).toEqual([{ revoked: false }]);
    const { rows: log } = await gw.db.query<{ action: string }>(
      `select action from security_log where member_id = 1 order by id desc limit 1`,
    );
    expect(log[0]?.action).toBe('sign_in_succeeded');

    const wrong = await passwordGrant(demoAccounts.admin.mail, 'otra-clave');
    expect(wrong).toMatchObject({ status: 400, body: { error_code: 'invalid_credentials' } });
  });

  it('opens nothing for a member who is no admin, and leaves no live club token behind', async () => {
    const before = await liveTokens(demoAccounts.member.mail);
    const answer = await passwordGrant(demoAccounts.member.mail, demoAccounts.member.password);
    expect(answer).toMatchObject({ status: 403, body: { error_code: 'not_admin' } });
    expect(answer.body.access_token).toBeUndefined();
    expect(await liveTokens(demoAccounts.member.mail)).toBe(before);
  });

  it('sends to the club an admin with a temporary password, or one who must still enrol a second factor', async () => {
    await addMember(gw.db, { mail: 'admin-temporal@club.uy', password: 'clave-temporal-1', role: 'admin' });
    await gw.db.query(
      `update members set password_temporary_until = now() + interval '72 hours' where mail = $1`,
      ['admin-temporal@club.uy'],
    );
    const temporary = await passwordGrant('admin-temporal@club.uy', 'clave-temporal-1');
    expect(temporary).toMatchObject({ status: 400, body: { error_code: 'invalid_credentials' } });
    expect(temporary.body.msg).toContain('entrá al club');
    expect(await liveTokens('admin-temporal@club.uy')).toBe(0);

    await addMember(gw.db, {
      mail: 'admin-sin-factor@club.uy',
      password: 'clave-sin-factor-1',
      role: 'admin',
    });
    await requireAdminSecondFactor(gw, true);
    const enrolFirst = await passwordGrant('admin-sin-factor@club.uy', 'clave-sin-factor-1');
    expect(enrolFirst).toMatchObject({ status: 403, body: { error_code: 'insufficient_aal' } });
    expect(await liveTokens('admin-sin-factor@club.uy')).toBe(0);
    await requireAdminSecondFactor(gw, false);
  });
});

describe("a member's hosted account", () => {
  it('takes no password or address of its own; no other account takes a member address', async () => {
    const token = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
    const opened = await graphql(
      gw.app,
      'mutation { openHostedSession { accessToken } }',
      {},
      authHeader(token),
    );
    const access = opened.body.data.openHostedSession.accessToken as string;
    const password = await call(gw.app, 'PUT', '/auth/v1/user', {
      body: { password: 'una-clave-propia-1' },
      headers: hosted(access),
    });
    expect(password).toMatchObject({ status: 422, body: { error_code: 'club_account' } });
    const address = await call(gw.app, 'PUT', '/auth/v1/user', {
      body: { email: 'otra-direccion@club.uy' },
      headers: hosted(access),
    });
    expect(address).toMatchObject({ status: 422, body: { error_code: 'club_account' } });
    // Its data is its own.
    const data = await call(gw.app, 'PUT', '/auth/v1/user', {
      body: { data: { apodo: 'Lu' } },
      headers: hosted(access),
    });
    expect(data).toMatchObject({ status: 200, body: { user_metadata: { apodo: 'Lu' } } });

    // An account of the stand-in's own may not move to a member's address.
    const outsider = 'contadora@estudio.uy';
    await gw.db.query(
      `insert into hosted_users (id, email, password_hash, email_confirmed_at) values ($1, $2, $3, now())`,
      [randomUUID(), outsider, await hashPassword('clave-contadora-1')],
    );
    const signedIn = await passwordGrant(outsider, 'clave-contadora-1');
    expect(signedIn.status).toBe(200);
    const taken = await call(gw.app, 'PUT', '/auth/v1/user', {
      body: { email: demoAccounts.member.mail },
      headers: hosted(signedIn.body.access_token),
    });
    expect(taken).toMatchObject({ status: 422, body: { error_code: 'email_exists' } });
  });

  it('is opened by no mailed link, even one mailed before', async () => {
    const { rows } = await gw.db.query<{ id: string }>('select id from hosted_users where email = $1', [
      demoAccounts.admin.mail,
    ]);
    const secret = 'un-enlace-de-antes';
    await gw.db.query(
      `insert into hosted_one_time_tokens (id, user_id, kind, token_hash, code_hash, created_at, expires_at)
       values ($1, $2, 'magiclink', $3, $4, now(), now() + interval '1 hour')`,
      [randomUUID(), rows[0]?.id, sha256(secret), sha256('x')],
    );
    const verified = await call(gw.app, 'POST', '/auth/v1/verify', {
      body: { type: 'magiclink', token_hash: secret },
      headers: hosted(),
    });
    expect(verified).toMatchObject({ status: 403, body: { error_code: 'otp_expired' } });
    const again = await call(gw.app, 'POST', '/auth/v1/verify', {
      body: { type: 'magiclink', token_hash: secret },
      headers: hosted(),
    });
    expect(again.status).toBe(403);
    const { rows: spent } = await gw.db.query<{ used: boolean }>(
      'select used_at is not null as used from hosted_one_time_tokens where token_hash = $1',
      [sha256(secret)],
    );
    expect(spent).toEqual([{ used: true }]);
  });
});
