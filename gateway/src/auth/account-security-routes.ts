import { Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { memberId, snakeKeys } from '../kernel/http/params.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { requestOrigin } from '../kernel/http/request-origin.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { memberSecurity } from './security-log.ts';
import { confirmEnrolment, removeSecondFactor, startEnrolment, twoFactorStatus } from './two-factor.ts';

// An admin's second factor and an account's security over REST; GraphQL twins in
// account-security-graphql.ts.
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
    await requireViewer(c, 'admin');
    const id = memberId(c);
    const security = id === null ? null : await memberSecurity(c.var.db, id, c.var.now());
    if (id === null || !security)
      return refusalResponse(c, refusal('SOCIO_NO_ENCONTRADO', { id: Number(c.req.param('id')) || 0 }));
    const twoFactor = await twoFactorStatus(c.var.db, id);
    return c.json(snakeKeys({ twoFactor, ...security }) as object);
  });

  routes.delete('/admin/members/:id/twofactor', async (c) => {
    const admin = await requireViewer(c, 'admin');
    const id = memberId(c);
    if (id === null) return refusalResponse(c, refusal('SOCIO_NO_ENCONTRADO', { id: 0 }));
    const outcome = await removeSecondFactor(c.var.db, admin, id, requestOrigin(c));
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({ msg: 'OK' });
  });

  return routes;
}
