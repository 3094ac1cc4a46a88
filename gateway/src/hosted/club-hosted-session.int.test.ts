import { demoAccounts } from '@club/db/seed';
import { PNG_BYTES } from '@club/hosted/storage/sample-files.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { endHostedSessionsOfEndedTokens } from './club-hosted-session.ts';

// One sign-in, one sign-out (decision 021): the club admin's token opens a session of the built-in
// hosted stand-in, and whatever ends that token ends the session, on the server.

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const OPEN = 'mutation { openHostedSession { accessToken refreshToken } }';

const adminToken = () => loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);

async function openSession(token: string): Promise<{ accessToken: string; refreshToken: string }> {
  const answer = await graphql(gw.app, OPEN, {}, authHeader(token));
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  return answer.body.data.openHostedSession;
}

const hosted = (access?: string) => ({
  apikey: gw.config.supabaseAnonKey,
  ...(access ? { authorization: `Bearer ${access}` } : {}),
});

/** What the stand-in says of a session: its user (or the refusal's status) and whether it refreshes. */
async function sessionState(session: { accessToken: string; refreshToken: string }) {
  const user = await call(gw.app, 'GET', '/auth/v1/user', { headers: hosted(session.accessToken) });
  const refresh = await call(gw.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
    headers: hosted(),
    body: { refresh_token: session.refreshToken },
  });
  return {
    user: user.status === 200 ? (user.body.email as string) : user.status,
    refreshes: refresh.status === 200,
  };
}

const ended = { user: 403, refreshes: false };

async function hostedSessionCount(): Promise<number> {
  const { rows } = await gw.db.query<{ n: number }>('select count(*) as n from hosted_sessions');
  return Number(rows[0]?.n);
}

describe('openHostedSession', () => {
  it("opens a session of the admin's own hosted account, which uploads into its folder", async () => {
    const session = await openSession(await adminToken());
    const user = await call(gw.app, 'GET', '/auth/v1/user', { headers: hosted(session.accessToken) });
    expect(user.body.email).toBe(demoAccounts.admin.mail);
    const { rows } = await gw.db.query<{ id: string }>('select id from hosted_users where email = $1', [
      demoAccounts.admin.mail,
    ]);
    // The seeded hosted account, not a second one.
    expect(user.body.id).toBe(rows[0]?.id);
    const upload = await gw.app.request(`/storage/v1/object/Bills/${user.body.id}/UTE/09-2024/recibo.png`, {
      method: 'POST',
      headers: { ...hosted(session.accessToken), 'content-type': 'image/png' },
      body: PNG_BYTES,
    });
    expect(upload.status).toBe(200);
  });

  it('refuses a member and a caller without a token, and opens nothing', async () => {
    const before = await hostedSessionCount();
    const member = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
    const asMember = await graphql(gw.app, OPEN, {}, authHeader(member));
    expect(asMember.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphql(gw.app, OPEN);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await hostedSessionCount()).toBe(before);
  });
});

describe('the club token ends its hosted sessions', () => {
  it('with the club sign-out, REST or GraphQL: access and refresh are refused', async () => {
    const rest = await adminToken();
    const viaRest = await openSession(rest);
    const gql = await adminToken();
    const viaGraphql = await openSession(gql);
    expect(await sessionState(viaRest)).toMatchObject({ user: demoAccounts.admin.mail });

    expect((await call(gw.app, 'POST', '/logout', { headers: authHeader(rest) })).status).toBe(200);
    expect(await sessionState(viaRest)).toEqual(ended);
    // Only that token's: the other one's session lives on.
    expect((await sessionState(viaGraphql)).user).toBe(demoAccounts.admin.mail);

    const out = await graphql(gw.app, 'mutation { logout }', {}, authHeader(gql));
    expect(out.body.data?.logout).toBe(true);
    expect(await sessionState(viaGraphql)).toEqual(ended);
  });

  it('with any revocation of the token, or its row deleted: it is a rule of the data', async () => {
    const latestToken = '(select token_hash from club_hosted_sessions order by created_at desc limit 1)';
    const revoked = await openSession(await adminToken());
    await gw.db.query(`update auth_tokens set revoked_at = now() where token_hash = ${latestToken}`);
    expect(await sessionState(revoked)).toEqual(ended);

    const deleted = await openSession(await adminToken());
    await gw.db.query(`delete from auth_tokens where token_hash = ${latestToken}`);
    expect(await sessionState(deleted)).toEqual(ended);
  });

  it('when it expires: swept as the next one is opened, or by endHostedSessionsOfEndedTokens', async () => {
    const old = await adminToken();
    const stale = await openSession(old);
    await gw.db.query(
      `update auth_tokens set expires_at = now() - interval '1 minute'
        where token_hash = (select token_hash from club_hosted_sessions order by created_at desc limit 1)`,
    );
    const fresh = await openSession(await adminToken());
    expect(await sessionState(stale)).toEqual(ended);

    const second = await openSession(await adminToken());
    await gw.db.query(
      `update auth_tokens set expires_at = now() - interval '1 minute'
        where token_hash in (select token_hash from club_hosted_sessions)`,
    );
    await endHostedSessionsOfEndedTokens(gw.db);
    expect(await sessionState(fresh)).toEqual(ended);
    expect(await sessionState(second)).toEqual(ended);
    // Expired, the token opens nothing either.
    const answer = await graphql(gw.app, OPEN, {}, authHeader(old));
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a sign-out racing the opening leaves no session alive, whichever comes first', async () => {
    for (let round = 0; round < 5; round++) {
      const token = await adminToken();
      const [opened] = await Promise.all([
        graphql(gw.app, OPEN, {}, authHeader(token)),
        call(gw.app, 'POST', '/logout', { headers: authHeader(token) }),
      ]);
      const session = opened.body.data?.openHostedSession;
      if (session) expect(await sessionState(session)).toEqual(ended);
      else expect(opened.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const { rows } = await gw.db.query<{ n: number }>(
      `select count(*) as n from club_hosted_sessions l join auth_tokens t on t.token_hash = l.token_hash
        where t.revoked_at is not null`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
