import { demoAccounts } from '@club/db/seed';
import { loginTexts } from '@club/domain/account-texts';
import { clubNow } from '@club/domain/club-clock';
import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { texts } from '@club/domain/texts';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, authHeader } from '../../test-support/test-gateway.ts';
import { changeClubSettings } from '../settings/public.ts';

// An admin's second factor (and a club that requires it) and the security log, over REST and
// GraphQL, on the server's clock (moved by the test, never waited for).

import {
  call,
  graphql,
  later,
  loginToken,
  now,
  useAccountBench,
} from '../../test-support/account-bench.fixture.ts';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

const bench = useAccountBench();

const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
  graphql(bench.gw.app, query, variables, authHeader(bench.adminToken));

const LOGIN = `mutation ($mail: String!, $password: String!) {
  login(mail: $mail, password: $password) { ok msg code error authToken mustChangePassword twoFactorChallenge }
}`;
const LOGIN_WITH_CODE = `mutation ($challenge: String!, $code: String!) {
  loginWithCode(challenge: $challenge, code: $code) { ok msg code error authToken }
}`;
const SECURITY = `query ($id: Int!) {
  memberSecurity(id: $id) {
    lockedUntil temporaryPasswordUntil
    twoFactor { enrolled recoveryCodesLeft }
    log { action label ip browser actorId }
  }
}`;

async function securityOf(id: number) {
  const answer = await asAdmin(SECURITY, { id });
  return answer.body.data.memberSecurity;
}

describe("an admin's second factor", () => {
  const START = 'mutation { startTwoFactorEnrolment { ok code secret uri qrSvg } }';
  const CONFIRM =
    'mutation ($code: String!) { confirmTwoFactorEnrolment(code: $code) { ok code error recoveryCodes authToken } }';
  const codeAt = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: now().getTime(),
    });

  let secondAdminToken: string;
  let secondAdminId: number;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    secondAdminId = await addMember(bench.gw.db, {
      mail: 'admin2@club.uy',
      password: 'admin2-clave',
      role: 'admin',
    });
    secondAdminToken = await loginToken(bench.gw.app, 'admin2@club.uy', 'admin2-clave');
  });
  const asSecond = (query: string, variables: Record<string, unknown> = {}) =>
    graphql(bench.gw.app, query, variables, { ...authHeader(secondAdminToken), 'user-agent': BROWSER });

  it('is for admins only', async () => {
    const memberToken = await loginToken(
      bench.gw.app,
      demoAccounts.member.mail,
      demoAccounts.member.password,
    );
    const answer = await graphql(bench.gw.app, START, {}, authHeader(memberToken));
    expect(answer.body.data.startTwoFactorEnrolment).toMatchObject({
      ok: false,
      code: 'TWO_FACTOR_ADMINS_ONLY',
    });
  });

  it('enrols with a QR code and a first code, and gives ten recovery codes once', async () => {
    const started = (await asSecond(START)).body.data.startTwoFactorEnrolment;
    expect(started.ok).toBe(true);
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/Club:admin2%40club\.uy\?/);
    expect(started.qrSvg).toMatch(/^<svg/);
    secret = started.secret;

    const wrong = (await asSecond(CONFIRM, { code: '000000' })).body.data.confirmTwoFactorEnrolment;
    expect(wrong).toMatchObject({ ok: false, code: 'WRONG_CODE', error: loginTexts.wrongCode });
    const confirmed = (await asSecond(CONFIRM, { code: codeAt(secret) })).body.data.confirmTwoFactorEnrolment;
    expect(confirmed.ok).toBe(true);
    recoveryCodes = confirmed.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The session of the password alone ends with the enrolment; the answer brings the new one.
    expect((await asSecond('{ me { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    secondAdminToken = confirmed.authToken;
    const again = (await asSecond(START)).body.data.startTwoFactorEnrolment;
    expect(again).toMatchObject({ ok: false, code: 'TWO_FACTOR_ALREADY_ACTIVE' });
  });

  it('asks for the code after the password, and a code opens one session only', async () => {
    const first = (await graphql(bench.gw.app, LOGIN, { mail: 'admin2@club.uy', password: 'admin2-clave' }))
      .body.data.login;
    expect(first).toMatchObject({ ok: false, code: 'CODE_REQUIRED', msg: 'Code required', authToken: null });
    expect(first.twoFactorChallenge).toMatch(/^[\w-]{43}$/);

    const wrong = (
      await graphql(bench.gw.app, LOGIN_WITH_CODE, { challenge: first.twoFactorChallenge, code: '123456' })
    ).body.data.loginWithCode;
    expect(wrong).toMatchObject({ ok: false, code: 'WRONG_CODE' });
    const code = codeAt(secret);
    const signed = (
      await graphql(bench.gw.app, LOGIN_WITH_CODE, { challenge: first.twoFactorChallenge, code })
    ).body.data.loginWithCode;
    expect(signed).toMatchObject({ ok: true, msg: 'Logged in' });
    expect(
      (await call(bench.gw.app, 'GET', '/admin', { headers: authHeader(signed.authToken) })).status,
    ).toBe(200);

    // The same ticket, or the same code with a new ticket: both refused.
    const spent = (
      await graphql(bench.gw.app, LOGIN_WITH_CODE, { challenge: first.twoFactorChallenge, code })
    ).body.data.loginWithCode;
    expect(spent).toMatchObject({ ok: false, code: 'CODE_EXPIRED' });
    const next = await call(bench.gw.app, 'POST', '/login', {
      body: { mail: 'admin2@club.uy', password: 'admin2-clave' },
    });
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ msg: 'Code required', code: 'CODE_REQUIRED' });
    const replay = await call(bench.gw.app, 'POST', '/login/code', {
      body: { challenge: next.body.challenge, code },
    });
    expect(replay.body).toMatchObject({ code: 'WRONG_CODE' });
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    const recovery = recoveryCodes[0] ?? '';
    const typed = recovery.replace('-', ' ').toUpperCase();
    const ticket = async () =>
      (
        await call(bench.gw.app, 'POST', '/login', {
          body: { mail: 'admin2@club.uy', password: 'admin2-clave' },
        })
      ).body.challenge as string;
    const used = await call(bench.gw.app, 'POST', '/login/code', {
      body: { challenge: await ticket(), code: typed },
    });
    expect(used.status).toBe(200);
    expect(used.body.auth_token).toMatch(/^[\w-]{43}$/);
    const twice = await call(bench.gw.app, 'POST', '/login/code', {
      body: { challenge: await ticket(), code: recovery },
    });
    expect(twice.body.code).toBe('WRONG_CODE');
    const status = await call(bench.gw.app, 'GET', '/twofactor', { headers: authHeader(secondAdminToken) });
    expect(status.body).toMatchObject({ enrolled: true, recovery_codes_left: 9 });
  });

  it('a ticket lasts 5 minutes', async () => {
    const first = await call(bench.gw.app, 'POST', '/login', {
      body: { mail: 'admin2@club.uy', password: 'admin2-clave' },
    });
    later(6);
    const late = await call(bench.gw.app, 'POST', '/login/code', {
      body: { challenge: first.body.challenge, code: codeAt(secret) },
    });
    expect(late.body).toMatchObject({ code: 'CODE_EXPIRED', error: loginTexts.codeExpired });
  });

  it('shows the admin page the log with address and browser, and another admin can remove the factor', async () => {
    const security = await securityOf(secondAdminId);
    expect(security.twoFactor).toEqual({ enrolled: true, recoveryCodesLeft: 9 });
    const enrolled = security.log.find((line: { action: string }) => line.action === 'two_factor_enrolled');
    expect(enrolled).toMatchObject({
      label: 'Activó la verificación en dos pasos',
      browser: 'Chrome 156 · Android 14',
    });
    expect(enrolled.ip).not.toBe('');
    expect(security.log.some((line: { action: string }) => line.action === 'recovery_code_used')).toBe(true);

    const removed = await call(bench.gw.app, 'DELETE', `/admin/members/${secondAdminId}/twofactor`, {
      headers: authHeader(bench.adminToken),
    });
    expect(removed.body).toEqual({ msg: 'OK' });
    const twice = await call(bench.gw.app, 'DELETE', `/admin/members/${secondAdminId}/twofactor`, {
      headers: authHeader(bench.adminToken),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('TWO_FACTOR_NOT_ACTIVE');
    const plain = await call(bench.gw.app, 'POST', '/login', {
      body: { mail: 'admin2@club.uy', password: 'admin2-clave' },
    });
    expect(plain.status).toBe(200);
    const rest = await call(bench.gw.app, 'GET', `/admin/members/${secondAdminId}/security`, {
      headers: authHeader(bench.adminToken),
    });
    expect(rest.body.log[0]).toMatchObject({ action: 'sign_in_succeeded' });
    expect(rest.body.log[1]).toMatchObject({ action: 'two_factor_removed', actor_id: 1 });
  });
});

describe('a club that requires the second factor of its admins', () => {
  it('refuses admin calls to an admin without one, who can still enrol and then work', async () => {
    const id = await addMember(bench.gw.db, {
      mail: 'admin3@club.uy',
      password: 'admin3-clave',
      role: 'admin',
    });
    const token = await loginToken(bench.gw.app, 'admin3@club.uy', 'admin3-clave');
    const changed = await changeClubSettings(
      bench.gw.appDb,
      1,
      {
        effectiveFrom: clubNow(now()).date,
        settings: { ...DEFAULT_CLUB_SETTINGS, adminTwoFactorRequired: true },
      },
      now(),
    );
    expect(changed.ok).toBe(true);

    const refused = await call(bench.gw.app, 'GET', '/admin/members', { headers: authHeader(token) });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', error: texts.twoFactor.required });
    // Nor a member's calls: such an admin can only enrol.
    const orders = await call(bench.gw.app, 'GET', '/myorders', { headers: authHeader(token) });
    expect([orders.status, orders.body.code]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    const me = await graphql(
      bench.gw.app,
      '{ me { needsSecondFactor twoFactor { enrolled } } }',
      {},
      authHeader(token),
    );
    expect(me.body.data.me).toEqual({ needsSecondFactor: true, twoFactor: { enrolled: false } });

    const started = await call(bench.gw.app, 'POST', '/twofactor/enrol', { headers: authHeader(token) });
    expect(started.status).toBe(200);
    const code = new TOTP({ secret: Secret.fromBase32(started.body.secret), digits: 6, period: 30 }).generate(
      {
        timestamp: now().getTime(),
      },
    );
    const confirmed = await call(bench.gw.app, 'POST', '/twofactor/confirm', {
      headers: authHeader(token),
      body: { code },
    });
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect((await call(bench.gw.app, 'GET', '/admin/members', { headers: authHeader(token) })).status).toBe(
      401,
    );
    const enrolled = confirmed.body.auth_token;
    expect(
      (await call(bench.gw.app, 'GET', '/admin/members', { headers: authHeader(enrolled) })).status,
    ).toBe(200);
    const security = await graphql(bench.gw.app, SECURITY, { id }, authHeader(enrolled));
    expect(security.body.data.memberSecurity.twoFactor.enrolled).toBe(true);
    // Every admin is asked: the demo admin, without a second factor, is refused now too.
    const other = await call(bench.gw.app, 'GET', '/admin/members', {
      headers: authHeader(bench.adminToken),
    });
    expect(other.body.code).toBe('TWO_FACTOR_REQUIRED');

    // Members are not asked: the requirement is for admins.
    const memberToken = await loginToken(
      bench.gw.app,
      demoAccounts.member.mail,
      demoAccounts.member.password,
    );
    expect((await call(bench.gw.app, 'GET', '/products', { headers: authHeader(memberToken) })).status).toBe(
      200,
    );
  });
});
