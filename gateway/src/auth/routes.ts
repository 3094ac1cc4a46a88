import { type Context, Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { memberId, snakeKeys } from '../kernel/http/params.ts';
import { rateLimit, SIGN_IN_RULE } from '../kernel/http/rate-limit.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { requestOrigin } from '../kernel/http/request-origin.ts';
import { refusal, refusalAnswer } from '../kernel/refusals/refusal-table.ts';
import { adminCheck, CHANGE_PASSWORD_REFUSED_MSG, changePassword, getUser, logout } from './account.ts';
import { memberSecurity } from './security-log.ts';
import { type LoginOutcome, login, loginWithCode } from './sign-in.ts';
import { confirmEnrolment, removeSecondFactor, startEnrolment, twoFactorStatus } from './two-factor.ts';

// Spec §7 auth calls, with the spec's field names and `msg` words, and the code step an admin
// with a second factor takes after the password:
//   POST /login        { mail, password } → { msg: 'Logged in', auth_token }
//                      an admin with a second factor: 401 { msg: 'Code required', error, code, challenge }
//   POST /login/code   { challenge, code } → { msg: 'Logged in', auth_token }

// The spec's own refusals answer only msg and error (spec §6); the ones it does not know say
// their code too, so a client can tell them apart.
const SPEC_LOGIN_CODES = new Set(['INVALID_MAIL', 'INVALID_MAIL_OR_PASSWORD']);

function loginAnswer(c: Context<AppEnv>, outcome: LoginOutcome) {
  if (outcome.ok) return c.json({ msg: outcome.msg, auth_token: outcome.authToken });
  const { code, message } = outcome.error;
  if (SPEC_LOGIN_CODES.has(code)) {
    const { status, msg } = refusalAnswer(code);
    return c.json({ msg, error: message }, status);
  }
  if (outcome.challenge) {
    return c.json({ msg: refusalAnswer(code).msg, error: message, code, challenge: outcome.challenge }, 401);
  }
  return refusalResponse(c, outcome.error);
}

export function authRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // 10 failed attempts a minute per address (across replicas), then 429; both steps on the same
  // counters. Not per mail: that count would let anyone keep a member out. The lock per mail and
  // address (lockout.ts) stops a guesser of one account.
  const signInLimit = rateLimit({ rule: SIGN_IN_RULE, mailOf: async () => undefined });
  const signInOptions = (c: Context<AppEnv>) => ({
    tokenTtlHours: c.var.config.tokenTtlHours,
    origin: requestOrigin(c),
    now: c.var.now(),
  });

  routes.post('/login', signInLimit, async (c) => {
    const body = await readJsonObject(c, 'Bad Request');
    return loginAnswer(c, await login(c.var.db, body, signInOptions(c)));
  });

  routes.post('/login/code', signInLimit, async (c) => {
    const body = await readJsonObject(c, 'Bad Request');
    return loginAnswer(c, await loginWithCode(c.var.db, body, signInOptions(c)));
  });

  // The back-office check: 200 'Authorized' with the person's roles and permissions for anyone
  // holding a back-office permission; 403 / 401 'Unauthorized' otherwise.
  routes.get('/admin', async (c) => {
    return c.json(adminCheck(await requireViewer(c, 'back-office')));
  });

  routes.get('/getUser', async (c) => {
    const user = await getUser(c.var.db, await requireViewer(c, 'account'));
    return c.json({
      name: user.name,
      last_name: user.last_name,
      mail: user.mail,
      id: user.id,
      roles: user.roles,
      permissions: user.permissions,
    });
  });

  routes.patch('/changepassword', async (c) => {
    const viewer = await requireViewer(c, 'account');
    const body = await readJsonObject(c, 'Bad Requrest');
    const outcome = await changePassword(c.var.db, viewer, body, requestOrigin(c));
    if (outcome.ok) return c.json({ msg: outcome.msg });
    return c.json({ msg: CHANGE_PASSWORD_REFUSED_MSG, error: outcome.error.message }, 400);
  });

  routes.post('/logout', async (c) => {
    await logout(c.var.db, await requireViewer(c, 'account'), requestOrigin(c));
    return c.json({ msg: 'OK' });
  });

  return routes;
}

// An admin's second factor and an account's security over REST; GraphQL twins in
// graphql.ts.
//   GET    /twofactor                     { enrolled, enrolled_at, recovery_codes_left }
//   POST   /twofactor/enrol               { secret, uri, qr_svg }    (admins)
//   POST   /twofactor/confirm  { code }   { msg, recovery_codes, auth_token }: every other session ends
//   GET    /admin/members/:id/security    { two_factor, locked_until, temporary_password_until, log }
//   DELETE /admin/members/:id/twofactor   { msg }

export function accountSecurityRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The 'account' scope: an admin the club asks to enrol must be able to, before anything else.
  routes.get('/twofactor', async (c) => {
    const viewer = await requireViewer(c, 'account');
    return c.json(snakeKeys(await twoFactorStatus(c.var.db, viewer.memberId)) as object);
  });

  routes.post('/twofactor/enrol', async (c) => {
    const outcome = await startEnrolment(c.var.db, await requireViewer(c, 'account'));
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({ secret: outcome.secret, uri: outcome.uri, qr_svg: outcome.qrSvg });
  });

  routes.post('/twofactor/confirm', async (c) => {
    const viewer = await requireViewer(c, 'account');
    const { code } = await readJsonObject(c, 'Bad Request');
    if (typeof code !== 'string') {
      return refusalResponse(c, { code: 'BAD_REQUEST', message: 'Falta el código' });
    }
    const outcome = await confirmEnrolment(c.var.db, viewer, code, {
      origin: requestOrigin(c),
      now: c.var.now(),
      tokenTtlHours: c.var.config.tokenTtlHours,
    });
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({ msg: 'OK', recovery_codes: outcome.recoveryCodes, auth_token: outcome.authToken });
  });

  routes.get('/admin/members/:id/security', async (c) => {
    await requireViewer(c, 'security.manage');
    const id = memberId(c);
    const security = id === null ? null : await memberSecurity(c.var.db, id, c.var.now());
    if (id === null || !security)
      return refusalResponse(c, refusal('SOCIO_NO_ENCONTRADO', { id: Number(c.req.param('id')) || 0 }));
    const twoFactor = await twoFactorStatus(c.var.db, id);
    return c.json(snakeKeys({ twoFactor, ...security }) as object);
  });

  routes.delete('/admin/members/:id/twofactor', async (c) => {
    const admin = await requireViewer(c, 'security.manage');
    const id = memberId(c);
    if (id === null) return refusalResponse(c, refusal('SOCIO_NO_ENCONTRADO', { id: 0 }));
    const outcome = await removeSecondFactor(c.var.db, admin, id, requestOrigin(c));
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({ msg: 'OK' });
  });

  return routes;
}
