import { demoAccounts } from '@club/db/seed';
import { LOCKOUT_ATTEMPTS } from '@club/domain/account-security';
import type { HttpBindings } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestGateway, type TestGateway } from '../test-support/test-gateway.ts';
import { SIGN_IN_RULE, takeAttempt } from './rate-limit.ts';

// Sign-in limits (decision 014): failed attempts per IP and per mail in a one-minute window, kept in
// PostgreSQL; a success gives its attempt back. checks/security/limits.ts adds replicas and races.

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

  it('limits a mail guessed from many addresses, over REST and GraphQL alike', async () => {
    const mail = demoAccounts.admin.mail;
    // The account's own lock (after 5) answers the guesses past it; the mail's limit still counts them.
    const answers = [];
    for (let i = 0; i < SIGN_IN_RULE.limit; i++) {
      const answer = await login(`10.8.0.${i}`, mail, `mal-${i}`);
      answers.push(answer.status === 401 ? 401 : ((await answer.json()) as { code: string }).code);
    }
    expect(answers).toEqual([
      ...Array.from({ length: LOCKOUT_ATTEMPTS - 1 }, () => 401),
      ...Array.from({ length: SIGN_IN_RULE.limit - LOCKOUT_ATTEMPTS + 1 }, () => 'ACCOUNT_LOCKED'),
    ]);
    const over = await login('10.8.1.1', mail, demoAccounts.admin.password);
    expect([over.status, ((await over.json()) as { code: string }).code]).toEqual([
      429,
      'DEMASIADOS_INTENTOS',
    ]);
    const answer = await graphql(
      gw.app,
      `mutation { login(mail: "${mail}", password: "x") { ok msg error } }`,
    );
    expect(answer.body.data.login).toEqual({
      ok: false,
      msg: 'Too Many Requests',
      error: 'Demasiados intentos, esperá un minuto y probá de nuevo',
    });
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
