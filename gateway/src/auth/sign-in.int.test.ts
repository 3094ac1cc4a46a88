import { LOCKOUT_ATTEMPTS } from '@club/domain/account-security';
import { loginTexts } from '@club/domain/account-texts';
import { texts } from '@club/domain/texts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { identity } from '../../test-support/identity.fixture.ts';
import { addMember, authHeader, call as callAs } from '../../test-support/test-gateway.ts';
import { buildApp } from '../app.ts';

// Lockout and temporary passwords, and the security log they write, over REST and GraphQL, on the
// server's clock (moved by the test, never waited for).

import { call, graphql, later, now, useAccountBench } from '../../test-support/account-bench.fixture.ts';

const bench = useAccountBench();

const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
  graphql(bench.gw.app, query, variables, authHeader(bench.adminToken));

const LOGIN = `mutation ($mail: String!, $password: String!) {
  login(mail: $mail, password: $password) { ok msg code error authToken mustChangePassword twoFactorChallenge }
}`;
const SECURITY = `query ($id: Int!) {
  memberSecurity(id: $id) {
    lockedUntil temporaryPasswordUntil
    twoFactor { enrolled recoveryCodesLeft }
    log { action label ip browser actorId }
  }
}`;

async function newMember(mail: string, password = 'clave-de-socio'): Promise<number> {
  return addMember(bench.gw.db, { mail, password, name: 'Prueba' });
}

async function securityOf(id: number) {
  const answer = await asAdmin(SECURITY, { id });
  return answer.body.data.memberSecurity;
}

describe('lockout after 5 failed sign-ins', () => {
  it('locks for 15 minutes, refuses even the right password meanwhile, and logs it all', async () => {
    const id = await newMember('lockout@club.uy');
    const wrong = () =>
      call(bench.gw.app, 'POST', '/login', { body: { mail: 'lockout@club.uy', password: 'nope-nope' } });
    for (let i = 1; i < LOCKOUT_ATTEMPTS; i++) {
      expect((await wrong()).body).toEqual({
        msg: 'Invalid Mail or Password',
        error: loginTexts.invalidMailOrPassword,
      });
    }
    const fifth = await wrong();
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 'ACCOUNT_LOCKED', error: loginTexts.accountLocked });

    const right = await graphql(bench.gw.app, LOGIN, { mail: 'lockout@club.uy', password: 'clave-de-socio' });
    expect(right.body.data.login).toMatchObject({ ok: false, code: 'ACCOUNT_LOCKED', authToken: null });
    expect((await securityOf(id)).lockedUntil).not.toBeNull();

    later(16);
    const after = await graphql(bench.gw.app, LOGIN, { mail: 'lockout@club.uy', password: 'clave-de-socio' });
    expect(after.body.data.login).toMatchObject({ ok: true, mustChangePassword: false });
    const security = await securityOf(id);
    expect(security.lockedUntil).toBeNull();
    expect(security.log.map((line: { action: string }) => line.action)).toEqual([
      'sign_in_succeeded',
      'sign_in_while_locked',
      'account_locked',
      ...Array.from({ length: LOCKOUT_ATTEMPTS }, () => 'sign_in_failed'),
    ]);
  });

  it('counts the failures of every replica on the same database', async () => {
    await newMember('replicas@club.uy');
    const replicas = [
      bench.gw.app,
      buildApp({ db: bench.gw.appDb, config: bench.gw.config, now, logger: pino({ level: 'silent' }) }),
    ];
    const answers = [];
    for (let i = 0; i < LOCKOUT_ATTEMPTS; i++) {
      const replica = replicas[i % 2];
      if (!replica) throw new Error('no replica');
      answers.push(
        (await call(replica, 'POST', '/login', { body: { mail: 'replicas@club.uy', password: `mala-${i}` } }))
          .status,
      );
    }
    expect(answers).toEqual([401, 401, 401, 401, 429]);
    const right = await call(replicas[1] ?? bench.gw.app, 'POST', '/login', {
      body: { mail: 'replicas@club.uy', password: 'clave-de-socio' },
    });
    expect(right.body.code).toBe('ACCOUNT_LOCKED');
  });

  it('locks the address the failures came from, not the member: another address signs in', async () => {
    await newMember('otra-direccion@club.uy');
    const from = (ip: string, password: string) =>
      callAs(bench.gw.app, 'POST', '/login', {
        body: { mail: 'otra-direccion@club.uy', password },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < LOCKOUT_ATTEMPTS; i++) await from('10.19.0.1', `mala-${i}`);
    expect((await from('10.19.0.1', 'clave-de-socio')).body.code).toBe('ACCOUNT_LOCKED');
    expect((await from('10.19.0.2', 'clave-de-socio')).status).toBe(200);
  });

  it("an admin's password reset clears the locks of the old one", async () => {
    const id = await newMember('reseteada@club.uy');
    const attempt = (password: string) =>
      call(bench.gw.app, 'POST', '/login', { body: { mail: 'reseteada@club.uy', password } });
    for (let i = 0; i < LOCKOUT_ATTEMPTS; i++) await attempt(`mala-${i}`);
    expect((await securityOf(id)).lockedUntil).not.toBeNull();
    const reset = await asAdmin(
      'mutation ($id: Int!) { resetMemberPassword(id: $id, password: "temporal-nueva") { ok } }',
      { id },
    );
    expect(reset.body.data.resetMemberPassword.ok).toBe(true);
    expect((await securityOf(id)).lockedUntil).toBeNull();
    expect((await attempt('temporal-nueva')).status).toBe(200);
  });

  it('a mail of no member is locked after the same count, with its own message before', async () => {
    const attempt = () =>
      call(bench.gw.app, 'POST', '/login', { body: { mail: 'nadie-aca@club.uy', password: 'nope-nope' } });
    for (let i = 1; i < LOCKOUT_ATTEMPTS; i++) {
      expect((await attempt()).body).toEqual({ msg: 'Invalid Mail', error: loginTexts.invalidMail });
    }
    const fifth = await attempt();
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 'ACCOUNT_LOCKED', error: loginTexts.accountLocked });
  });

  it('a success clears the count: four wrong, one right, four wrong again do not lock', async () => {
    await newMember('cuenta-limpia@club.uy');
    const attempt = (password: string) =>
      call(bench.gw.app, 'POST', '/login', { body: { mail: 'cuenta-limpia@club.uy', password } });
    for (let i = 0; i < LOCKOUT_ATTEMPTS - 1; i++) expect((await attempt('mala')).status).toBe(401);
    expect((await attempt('clave-de-socio')).status).toBe(200);
    for (let i = 0; i < LOCKOUT_ATTEMPTS - 1; i++) expect((await attempt('mala')).status).toBe(401);
    expect((await attempt('clave-de-socio')).status).toBe(200);
  });
});

describe('temporary passwords', () => {
  const CREATE = `mutation ($input: CreateMemberInput!) { createMember(input: $input) { ok member { id } password } }`;
  const CHANGE = `mutation ($oldPass: String!, $newPass: String!, $repPass: String!) {
    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) { ok code error }
  }`;

  it('a new member signs in once with it, can only change it, then is a member like any other', async () => {
    const created = await asAdmin(CREATE, {
      input: { name: 'Nueva', lastName: 'Socia', mail: 'temporal@club.uy', ...identity() },
    });
    const { password, member } = created.body.data.createMember;
    const login = await graphql(bench.gw.app, LOGIN, { mail: 'temporal@club.uy', password });
    expect(login.body.data.login).toMatchObject({ ok: true, mustChangePassword: true });
    const token = login.body.data.login.authToken;

    const me = await graphql(bench.gw.app, '{ me { mail mustChangePassword } }', {}, authHeader(token));
    expect(me.body.data.me).toEqual({ mail: 'temporal@club.uy', mustChangePassword: true });
    const refused = await call(bench.gw.app, 'GET', '/products', { headers: authHeader(token) });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      error: texts.auth.passwordChangeRequired,
    });
    const orders = await graphql(bench.gw.app, '{ myOrders { id } }', {}, authHeader(token));
    expect(orders.body.errors[0].extensions.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const same = await graphql(
      bench.gw.app,
      CHANGE,
      { oldPass: password, newPass: password, repPass: password },
      authHeader(token),
    );
    expect(same.body.data.changePassword).toMatchObject({ ok: false, code: 'PASSWORD_SAME_AS_OLD' });
    const changed = await graphql(
      bench.gw.app,
      CHANGE,
      { oldPass: password, newPass: 'mi-clave-propia', repPass: 'mi-clave-propia' },
      authHeader(token),
    );
    expect(changed.body.data.changePassword).toMatchObject({ ok: true });
    expect((await call(bench.gw.app, 'GET', '/products', { headers: authHeader(token) })).status).toBe(200);

    const security = await securityOf(member.id);
    expect(security.temporaryPasswordUntil).toBeNull();
    expect(security.log.map((line: { action: string }) => line.action)).toEqual([
      'password_changed',
      'sign_in_succeeded',
      'temporary_password_issued',
    ]);
    expect(security.log[2].actorId).toBe(1);
  });

  it('expires 72 hours after the admin gave it', async () => {
    const created = await asAdmin(CREATE, {
      input: {
        name: 'Tardía',
        lastName: 'Socia',
        mail: 'vencida@club.uy',
        password: 'temporal-1234',
        ...identity(),
      },
    });
    expect(created.body.data.createMember.ok).toBe(true);
    later(72 * 60 + 1);
    const late = await call(bench.gw.app, 'POST', '/login', {
      body: { mail: 'vencida@club.uy', password: 'temporal-1234' },
    });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({
      code: 'TEMPORARY_PASSWORD_EXPIRED',
      error: loginTexts.temporaryExpired,
    });

    // A reset gives a new one, again good for 72 hours.
    const reset = await asAdmin(
      'mutation ($id: Int!) { resetMemberPassword(id: $id, password: "otra-temporal") { ok } }',
      {
        id: created.body.data.createMember.member.id,
      },
    );
    expect(reset.body.data.resetMemberPassword.ok).toBe(true);
    const login = await graphql(bench.gw.app, LOGIN, { mail: 'vencida@club.uy', password: 'otra-temporal' });
    expect(login.body.data.login).toMatchObject({ ok: true, mustChangePassword: true });
  });
});
