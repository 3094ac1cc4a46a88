import { demoAccounts } from '@club/db/seed';
import type { HttpBindings } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../test-support/test-gateway.ts';
import { SIGN_IN_RULE, takeAttempt } from './rate-limit.ts';

// Sign-in limits (decision 014): failed attempts per address in a one-minute window, kept in
// PostgreSQL; a success gives its attempt back. The lock per mail and address is
// auth/sign-in.int.test.ts's; checks/security/limits.ts adds replicas and races.

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

function login(ip: string, mail: string, password: string) {
  return gw.app.request(
    '/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail, password }),
    },
    { incoming: { socket: { remoteAddress: ip } } } as unknown as Partial<HttpBindings>,
  );
}

describe('sign-in limits', () => {
  it('answers 429 with a Spanish message and Retry-After after 10 failures from one IP, even for the right password', async () => {
    for (let i = 0; i < SIGN_IN_RULE.limit; i++) {
      expect((await login('10.9.0.1', `nadie${i}@club.uy`, 'x')).status).toBe(401);
    }
    const refused = await login('10.9.0.1', demoAccounts.member.mail, demoAccounts.member.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      msg: 'Too Many Requests',
      error: 'Demasiados intentos, esperá un minuto y probá de nuevo',
      code: 'DEMASIADOS_INTENTOS',
    });
    // Another address is not affected.
    expect((await login('10.9.0.2', demoAccounts.member.mail, demoAccounts.member.password)).status).toBe(
      200,
    );
  });

  it('shares the count of an address between REST and GraphQL', async () => {
    for (let i = 0; i < SIGN_IN_RULE.limit; i++) {
      expect((await login('10.8.0.1', `nadie-gql${i}@club.uy`, 'x')).status).toBe(401);
    }
    const answer = await gw.app.request(
      '/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { login(mail: "${demoAccounts.admin.mail}", password: "x") { ok msg error } }`,
        }),
      },
      { incoming: { socket: { remoteAddress: '10.8.0.1' } } } as unknown as Partial<HttpBindings>,
    );
    expect(((await answer.json()) as { data: { login: unknown } }).data.login).toEqual({
      ok: false,
      msg: 'Too Many Requests',
      error: 'Demasiados intentos, esperá un minuto y probá de nuevo',
    });
  });

  it('does not count per mail: guesses from many addresses leave the member free to sign in', async () => {
    // A count per mail alone would let anyone keep a member out (auth/lockout.ts counts per mail
    // and address instead).
    const mail = demoAccounts.admin.mail;
    for (let i = 0; i < SIGN_IN_RULE.limit * 2; i++) {
      expect((await login(`10.5.0.${i}`, mail, `mal-${i}`)).status).toBe(401);
    }
    expect((await login('10.5.1.1', mail, demoAccounts.admin.password)).status).toBe(200);
  });

  it('counts an IPv6 address by its /64', async () => {
    for (let i = 0; i < SIGN_IN_RULE.limit; i++) {
      expect((await login(`2001:db8:9:1::${i + 1}`, `nadie-v6-${i}@club.uy`, 'x')).status).toBe(401);
    }
    expect((await login('2001:db8:9:1:ffff::1', demoAccounts.member.mail, 'x')).status).toBe(429);
    expect(
      (await login('2001:db8:9:2::1', demoAccounts.member.mail, demoAccounts.member.password)).status,
    ).toBe(200);
  });

  it("counts the previous window's attempts too, so a run that crosses a boundary does not start again", async () => {
    // An hour-long window, so the boundary the test relies on cannot pass while it runs.
    const rule = { name: 'prueba', limit: 3, windowSeconds: 3600 };
    await gw.db.query(
      `insert into rate_limits (key, window_start, hits)
       values ('prueba:ip:10.6.0.1', to_timestamp(floor(extract(epoch from now()) / 3600) * 3600 - 3600), 1000000)`,
    );
    const refused = await takeAttempt(gw.appDb, rule, ['prueba:ip:10.6.0.1']);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another key, with nothing in the previous window, is allowed.
    expect((await takeAttempt(gw.appDb, rule, ['prueba:ip:10.6.0.2'])).allowed).toBe(true);
  });

  it('never limits successful sign-ins', async () => {
    for (let i = 0; i < SIGN_IN_RULE.limit * 2; i++) {
      expect((await login('10.7.0.1', demoAccounts.member.mail, demoAccounts.member.password)).status).toBe(
        200,
      );
    }
  });
});
