import { genericTexts } from '@club/domain/account-texts';
import { type Context, Hono } from 'hono';
import { getUser } from '../auth/public.ts';
import { authorize, failureFor } from '../kernel/access/authorize.ts';
import { requestToken, requireViewer, viewerOf } from '../kernel/access/guard.ts';
import { type Viewer, viewerForToken } from '../kernel/access/viewer.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { badRequest, HttpError } from '../kernel/http/errors.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { type RateRule, takeAttempt } from '../kernel/http/rate-limit.ts';
import { listOutbox, storeMail, TOKEN_PARAM } from './mail-store.ts';

/** Mails one member may send through the EmailJS stand-in: the storefront sends one per order. */
export const MAIL_SEND_RULE: RateRule = { name: 'email-send', limit: 10, windowSeconds: 3600 };

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);

/**
 * The member sending: the token of the `auth_token` / Authorization header, or else the one in
 * the template params (all @emailjs/browser lets the storefront add). Refused as any member call
 * is: 401 without a valid token, 403 with a password or a second factor still to settle.
 */
async function sender(c: Context<AppEnv>, body: Record<string, unknown>): Promise<Viewer> {
  const params = body.template_params;
  const inParams =
    params !== null && typeof params === 'object'
      ? (params as Record<string, unknown>)[TOKEN_PARAM]
      : undefined;
  // From the headers, looked up as every route looks its caller up (a reporting key is no member).
  const viewer =
    requestToken(c) !== null
      ? await viewerOf(c)
      : await viewerForToken(c.var.db, typeof inParams === 'string' ? inParams : null, c.var.now());
  const failure = authorize(viewer, 'member');
  if (failure !== null || viewer === null) {
    const { status, code, error } = failure ?? failureFor(viewer);
    throw new HttpError(status, { msg: 'Unauthorized', error, code });
  }
  return viewer;
}

// EmailJS-compatible endpoint: `@emailjs/browser` with `init({ publicKey, origin })` pointed
// at the gateway posts here unchanged. It only needs a 200 to count the mail as sent. Only a
// member's mails, as JSON (a text/plain, form or multipart body is a request any page may send
// from anywhere without asking; JSON needs the CORS preflight, answered for WEB_ORIGINS only),
// MAIL_SEND_RULE an hour.
export function outboxRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/api/v1.0/email/send', async (c) => {
    if (!isJson(c.req.header('content-type'))) {
      return c.json({ error: genericTexts.jsonOnly, code: 'SOLO_JSON' }, 415);
    }
    const body = await readJsonObject(c);
    const viewer = await sender(c, body);
    const attempt = await takeAttempt(c.var.db, MAIL_SEND_RULE, [
      `${MAIL_SEND_RULE.name}:member:${viewer.memberId}`,
    ]);
    if (!attempt.allowed) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return c.json(
        { msg: 'Too Many Requests', error: genericTexts.tooManyMails, code: 'DEMASIADOS_CORREOS' },
        429,
      );
    }
    const user = await getUser(c.var.db, viewer);
    const outcome = await storeMail(c.var.db, body, {
      name: user.name,
      lastName: user.last_name,
      mail: user.mail,
    });
    if (outcome.ok) return c.json({ msg: 'OK' });
    return c.json(
      { error: outcome.error, code: outcome.code },
      outcome.code === 'PAYLOAD_TOO_LARGE' ? 413 : 400,
    );
  });

  // The REST twin of the GraphQL `outbox` (admins only, as every /admin path): GET
  // /admin/outbox?limit=N → the newest mails first, with their status, attempts and last error.
  routes.get('/admin/outbox', async (c) => {
    await requireViewer(c, 'settings.manage');
    const limit = c.req.query('limit');
    if (limit !== undefined && !/^\d{1,6}$/.test(limit)) throw badRequest('LIMITE_INVALIDO');
    const mails = await listOutbox(
      c.var.db,
      limit === undefined ? 50 : Number(limit),
      c.var.config.mailOrdersTo,
    );
    return c.json(mails);
  });

  return routes;
}
