import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { AuthApiError, authErrors } from '../http/errors.ts';
import type { HostedDeps } from '../http/hosted-deps.ts';
import {
  authenticate,
  type ClubAccounts,
  type LogoutScope,
  logout,
  refreshSession,
  safeRedirect,
  sendMagicLink,
  sendRecovery,
  signInWithPassword,
  updateUser,
  verifyOneTimeToken,
} from './auth-service.ts';
import { bearerToken } from './tokens.ts';
import { userJson } from './users.ts';

// The subset of the Supabase Auth (GoTrue) HTTP API that @supabase/supabase-js 2.x calls,
// mounted at /auth/v1. Every call needs the public key in `apikey`, as behind Supabase's gateway,
// except the two a browser opens as a plain link: GET /verify (mailed links) and GET /authorize.

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw authErrors.badJson();
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw authErrors.badJson();
  return value as Record<string, unknown>;
}

export function requireApiKey(anonKey: string, onMissing: () => Error): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (key !== anonKey) throw onMissing();
    await next();
  };
}

const OPEN_PATHS = new Set(['/auth/v1/verify', '/auth/v1/authorize']);

function who({ db, config, now }: HostedDeps, c: Context) {
  return authenticate(db, config, bearerToken(c.req.header('authorization')), now());
}

/** The fragment a browser lands on after a mailed link, as GoTrue's implicit flow writes it. */
function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function providerDisabledPage(message: string, back: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Proveedor no configurado</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1 style="font-size: 1.25rem">Proveedor no configurado</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">Volver</a></p>
</body></html>`;
}

export interface HostedAuthOptions extends HostedDeps {
  /**
   * Caps failed password sign-ins. The stand-in keeps no counters of its own: whoever mounts it
   * passes its limiter (the gateway's counts them with its own POST /login), refusing with
   * `authErrors.tooManySignIns`.
   */
  passwordSignInLimit: MiddlewareHandler;
  /**
   * Caps the calls that would send a mail (sign-up, magic link, recovery) per caller, counting
   * every one; the mounter's limiter too, refusing with `authErrors.tooManyMailRequests`.
   */
  mailRequestLimit: MiddlewareHandler;
  /** The club's members' addresses, which only the club signs in (absent: none). */
  clubAccounts?: ClubAccounts;
}

export function hostedAuthRoutes(options: HostedAuthOptions): Hono {
  const { db, config, now, passwordSignInLimit, mailRequestLimit, clubAccounts } = options;
  const routes = new Hono();
  const signInLimit: MiddlewareHandler = (c, next) =>
    c.req.query('grant_type') === 'password' ? passwordSignInLimit(c, next) : next();

  routes.onError((error, c) => {
    if (error instanceof AuthApiError) return c.json(error.body, error.status);
    throw error;
  });

  routes.use('*', async (c, next) => {
    if (c.req.method === 'GET' && OPEN_PATHS.has(c.req.path)) return next();
    return requireApiKey(config.supabaseAnonKey, authErrors.noApiKey)(c, next);
  });

  routes.get('/settings', (c) =>
    c.json({
      external: {
        email: true,
        phone: false,
        anonymous_users: false,
        apple: false,
        azure: false,
        github: false,
        google: false,
        saml: false,
      },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  // Closed: the club opens the accounts (its admins' through openHostedSession), so nobody with
  // the public key can create one, or pre-register someone else's address.
  routes.post('/signup', mailRequestLimit, () => {
    throw authErrors.signupDisabled();
  });

  routes.post('/token', signInLimit, async (c) => {
    const grant = c.req.query('grant_type');
    const body = await jsonBody(c);
    if (grant === 'password') {
      return c.json(await signInWithPassword(db, config, clubAccounts, c, body, now()));
    }
    if (grant === 'refresh_token') {
      return c.json(await refreshSession(db, config, body.refresh_token, now()));
    }
    if (grant === 'id_token') throw authErrors.providerDisabled(String(body.provider ?? ''));
    throw authErrors.notSupported(`El tipo de ingreso "${grant ?? ''}"`);
  });

  routes.get('/user', async (c) => c.json(userJson((await who(options, c)).user)));

  routes.put('/user', async (c) => {
    const current = await who(options, c);
    const body = await jsonBody(c);
    const user = await updateUser(db, config, clubAccounts, current, body, c.req.query('redirect_to'), now());
    return c.json(user);
  });

  routes.post('/otp', mailRequestLimit, async (c) => {
    await sendMagicLink(db, config, clubAccounts, await jsonBody(c), c.req.query('redirect_to'), now());
    return c.json({});
  });

  routes.post('/recover', mailRequestLimit, async (c) => {
    await sendRecovery(db, config, clubAccounts, await jsonBody(c), c.req.query('redirect_to'), now());
    return c.json({});
  });

  routes.post('/verify', async (c) => {
    const { session } = await verifyOneTimeToken(db, config, clubAccounts, await jsonBody(c), now());
    return c.json(session);
  });

  // The mailed link: verifies, then sends the browser to redirect_to with the session in the
  // fragment (supabase-js picks it up there; for a recovery it emits PASSWORD_RECOVERY).
  routes.get('/verify', async (c) => {
    const target = safeRedirect(config, c.req.query('redirect_to'));
    try {
      const { session, type } = await verifyOneTimeToken(
        db,
        config,
        clubAccounts,
        { type: c.req.query('type'), token_hash: c.req.query('token') ?? '' },
        now(),
      );
      return c.redirect(
        withFragment(target, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type,
        }),
        303,
      );
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      return c.redirect(
        withFragment(target, {
          error: 'access_denied',
          error_code: error.errorCode,
          error_description: error.msg,
        }),
        303,
      );
    }
  });

  routes.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authErrors.validation('scope debe ser global, local u others.');
    }
    await logout(db, await who(options, c), scope as LogoutScope);
    return c.body(null, 204);
  });

  // Nothing outside can be reached from here, so no OAuth provider is configured. supabase-js
  // sends the browser itself here (window.location), so a browser gets the error as a page with
  // a way back; any other client gets the JSON error.
  routes.get('/authorize', (c) => {
    const error = authErrors.providerDisabled(c.req.query('provider') ?? '');
    if (!(c.req.header('accept') ?? '').includes('text/html')) throw error;
    const back = safeRedirect(config, c.req.query('redirect_to'));
    return c.html(providerDisabledPage(error.msg, back), 400);
  });
  routes.get('/user/identities/authorize', (c) => {
    throw authErrors.providerDisabled(c.req.query('provider') ?? '');
  });
  routes.post('/sso', () => {
    throw authErrors.notSupported('El ingreso con SSO');
  });
  routes.post('/factors', () => {
    throw authErrors.mfaDisabled();
  });
  routes.all('/factors/*', () => {
    throw authErrors.mfaDisabled();
  });

  routes.all('*', () => {
    throw new AuthApiError(404, 'not_found', 'Esta ruta del servicio de autenticación no existe.');
  });

  return routes;
}
