// The hosted auth + storage stand-in (/auth/v1, /storage/v1) in the authorization matrix: its own
// users and tokens (Supabase-style JWTs naming a session). Every route of the route table under
// those prefixes is called with only the public key, with a user's token, an expired one and a
// signed-out one; then the objects: a user writes and lists only their own folder, uploads are
// checked by size, content and path.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '@club/db/passwords';
import { PDF_BYTES, PNG_BYTES } from '@club/hosted/storage/sample-files.fixture';
import { MAX_UPLOAD_BYTES } from '@club/hosted/storage/storage-service';
import { decodeJwt, SignJWT } from 'jose';
import {
  ADMIN,
  type Check,
  call,
  databaseFingerprint,
  issueToken,
  looksLikeInternals,
  looksSpanish,
  MEMBER,
  type TestGateway,
} from '../test-support/check-support.ts';

/** Hosted routes anyone with the public key may call (as on Supabase). */
export const HOSTED_PUBLIC = new Set([
  'GET /auth/v1/settings',
  // Closed: 422 signup_disabled to everyone (checks/security/hosted-auth.test.ts).
  'POST /auth/v1/signup',
  'POST /auth/v1/token',
  // Only to accounts of the stand-in's own, never a club member's; limited per IP (hosted-auth.test.ts).
  'POST /auth/v1/otp',
  'POST /auth/v1/recover',
  'POST /auth/v1/verify',
  'GET /auth/v1/verify',
  'GET /auth/v1/authorize',
  'POST /auth/v1/sso',
  'POST /auth/v1/factors',
  // Refused to everyone (400 provider_disabled): the stand-in has no OAuth providers.
  'GET /auth/v1/user/identities/authorize',
  // A public object URL is a link (spec §7), though no bucket is public any more; a signed URL is a
  // link too, its proof in ?token (checks/security/receipts.test.ts); the list answers [] without a user.
  'GET /storage/v1/object/public/*',
  'GET /storage/v1/object/sign/*',
  'POST /storage/v1/object/list/:bucket',
]);

interface HostedUser {
  id: string;
  email: string;
  access: string;
}

/**
 * An account of the stand-in's own (no club member's, which only the club signs in), provisioned
 * confirmed: sign-up is closed.
 */
async function hostedUser(gw: TestGateway, email: string): Promise<HostedUser> {
  const id = randomUUID();
  await gw.db.query(
    `insert into hosted_users (id, email, password_hash, email_confirmed_at) values ($1, $2, $3, now())`,
    [id, email, await hashPassword('clave-hospedada-1')],
  );
  return { id, email, access: await signIn(gw, email) };
}

async function signIn(gw: TestGateway, email: string): Promise<string> {
  const response = await gw.app.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: gw.config.supabaseAnonKey },
    body: JSON.stringify({ email, password: 'clave-hospedada-1' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`ingreso hospedado de ${email} falló: ${JSON.stringify(body)}`);
  return body.access_token;
}

function headers(gw: TestGateway, token?: string): Record<string, string> {
  return { apikey: gw.config.supabaseAnonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

function samplePath(path: string, user: HostedUser): string {
  return path
    .replace(':bucket', 'Bills')
    .replace(/\/object\/public\/\*$/, `/object/public/Bills/${user.id}/UTE/11-2026/no-existe.png`)
    .replace(/\/object\/sign\/\*$/, `/object/sign/Bills/${user.id}/UTE/11-2026/no-existe.png`)
    .replace(/\/object\/\*$/, `/object/Bills/${user.id}/UTE/11-2026/${randomUUID()}.png`)
    .replace(/\*/g, 'x');
}

export async function hostedMatrix(gw: TestGateway, check: Check): Promise<void> {
  const a = await hostedUser(gw, 'hosted-a@club.uy');
  const b = await hostedUser(gw, 'hosted-b@club.uy');
  // Signed out: a session of A ended with POST /auth/v1/logout?scope=local.
  const revoked = await signIn(gw, a.email);
  const out = await gw.app.request('/auth/v1/logout?scope=local', {
    method: 'POST',
    headers: headers(gw, revoked),
  });
  if (out.status >= 300) throw new Error(`logout hospedado falló: ${out.status}`);
  // Expired: A's own session, signed with the right secret, an hour past its end.
  const claims = decodeJwt(a.access);
  const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(gw.config.supabaseJwtSecret));
  const roles: Array<[string, () => string | undefined, 'refused' | 'pass']> = [
    ['solo apikey', () => undefined, 'refused'],
    ['usuario', () => a.access, 'pass'],
    ['token vencido', () => expired, 'refused'],
    ['sesión cerrada', () => revoked, 'refused'],
  ];

  const seen = new Set<string>();
  for (const route of gw.app.routes) {
    const key = `${route.method} ${route.path}`;
    if (route.method === 'ALL' || seen.has(key)) continue;
    if (!route.path.startsWith('/auth/v1') && !route.path.startsWith('/storage/v1')) continue;
    seen.add(key);
    const isPublic = HOSTED_PUBLIC.has(key);
    check.count(`rutas hospedadas ${isPublic ? 'public' : 'con sesión'}`);
    if (isPublic) continue;
    for (const [role, token, want] of roles) {
      const upload =
        route.path.startsWith('/storage/v1/object/') &&
        route.path.endsWith('*') &&
        !route.path.startsWith('/storage/v1/object/sign/');
      const response = await gw.app.request(samplePath(route.path, a), {
        method: route.method,
        headers: { ...headers(gw, token()), 'content-type': upload ? 'image/png' : 'application/json' },
        ...(route.method === 'GET'
          ? {}
          : {
              body: upload
                ? PNG_BYTES
                : JSON.stringify({ prefixes: [`${a.id}/UTE/11-2026/no-existe.png`], expiresIn: 60 }),
            }),
      });
      const text = await response.text();
      check.count('llamadas');
      const refused = response.status === 401 || response.status === 403;
      if (want === 'refused' && !refused) {
        check.count('fugas');
        check.fail(`${key} como ${role}: FUGA, respondió ${response.status} ${text.slice(0, 100)}`);
      }
      if (want === 'pass' && (refused || response.status >= 500)) {
        check.fail(`${key} como ${role}: ${response.status} y debía pasar: ${text.slice(0, 100)}`);
      }
      // A call like logout ends A's session: sign in again for the next one.
      const alive = await gw.app.request('/auth/v1/user', { headers: headers(gw, a.access) });
      if (alive.status !== 200) a.access = await signIn(gw, a.email);
    }
  }
  await storageObjects(gw, check, a, b);
  await clubSessions(gw, check);
}

/**
 * The club's way into the stand-in (docs/decisions/021-one-sign-out.md): a member's club token
 * opens no hosted session; an admin's opens one of the admin's own account only, and the club's
 * sign-out ends it on the server.
 */
async function clubSessions(gw: TestGateway, check: Check): Promise<void> {
  const open = async (token: string) => {
    const answer = await call(gw.app, 'POST', '/graphql', {
      body: { query: 'mutation { openHostedSession { accessToken refreshToken } }' },
      headers: { auth_token: token },
    });
    return answer.body?.data?.openHostedSession as { accessToken: string; refreshToken: string } | undefined;
  };
  const stateOf = async (session: { accessToken: string; refreshToken: string }) => {
    const user = await gw.app.request('/auth/v1/user', { headers: headers(gw, session.accessToken) });
    const refresh = await gw.app.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { ...headers(gw), 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refreshToken }),
    });
    const email = user.status === 200 ? ((await user.json()) as { email?: string }).email : undefined;
    return { email, refreshes: refresh.status === 200 };
  };

  const before = await databaseFingerprint(gw);
  check.count('sesiones del club probadas');
  if (await open(await issueToken(gw, MEMBER.mail))) {
    check.count('fugas');
    check.fail('un socio abrió una sesión del servicio hospedado con su token del club: FUGA');
  }
  check.expect((await databaseFingerprint(gw)) === before, 'openHostedSession de un socio cambió la base');

  const token = await issueToken(gw, ADMIN.mail);
  const session = await open(token);
  check.count('sesiones del club probadas');
  if (!session) {
    check.fail('el admin no pudo abrir la sesión hospedada con su token del club');
    return;
  }
  const opened = await stateOf(session);
  check.expect(
    opened.email === ADMIN.mail,
    `la sesión hospedada del admin es de ${opened.email ?? 'nadie'}, no de ${ADMIN.mail}`,
  );
  await call(gw.app, 'POST', '/logout', { headers: { auth_token: token } });
  const after = await stateOf(session);
  check.count('sesiones del club probadas');
  check.expect(
    after.email === undefined && !after.refreshes,
    'la sesión hospedada sigue viva después de cerrar la sesión del club',
  );
}

async function storageObjects(gw: TestGateway, check: Check, a: HostedUser, b: HostedUser): Promise<void> {
  const put = (user: HostedUser, path: string, body: BodyInit, type = 'image/png') =>
    gw.app.request(`/storage/v1/object/Bills/${path}`, {
      method: 'POST',
      headers: { ...headers(gw, user.access), 'content-type': type },
      body,
    });
  const list = async (user: HostedUser, prefix: string) => {
    const response = await gw.app.request('/storage/v1/object/list/Bills', {
      method: 'POST',
      headers: { ...headers(gw, user.access), 'content-type': 'application/json' },
      body: JSON.stringify({ prefix, limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } }),
    });
    const body = (await response.json()) as unknown;
    // A refusal (e.g. a prefix outside one's folder) lists nothing.
    return Array.isArray(body) ? (body as Array<{ name: string }>) : [];
  };
  const own = await put(b, `${b.id}/UTE/11-2026/recibo-b.png`, PNG_BYTES);
  check.expect(own.status === 200, `B no pudo subir a su carpeta: ${own.status}`);
  const ownA = await put(a, `${a.id}/OSE/11-2026/recibo-a.pdf`, PDF_BYTES, 'application/pdf');
  check.expect(ownA.status === 200, `A no pudo subir un PDF a su carpeta: ${ownA.status}`);

  const hostile: Array<[string, () => Response | Promise<Response>, number[]]> = [
    ['subir a la carpeta de otro', () => put(a, `${b.id}/UTE/11-2026/intruso.png`, PNG_BYTES), [403]],
    [
      'subir con ../ hacia otra carpeta',
      () => put(a, `${a.id}/../${b.id}/UTE/x.png`, PNG_BYTES),
      [400, 403, 404],
    ],
    [
      'subir con ..%2f codificado',
      () => put(a, `${a.id}/..%2f${b.id}%2fUTE%2fx.png`, PNG_BYTES),
      [400, 403, 404],
    ],
    // URL parsing turns \ into / for http: the path climbs out of Bills and finds no bucket.
    ['subir con barra invertida', () => put(a, `${a.id}/..\\..\\x.png`, PNG_BYTES), [400, 403, 404]],
    ['subir con byte nulo', () => put(a, `${a.id}/UTE/x%00.png`, PNG_BYTES), [400]],
    [
      'subir HTML con nombre .png',
      () => put(a, `${a.id}/UTE/11-2026/falso.png`, '<html><script>alert(1)</script></html>'),
      [415],
    ],
    [
      'subir SVG (script posible)',
      () =>
        put(
          a,
          `${a.id}/UTE/11-2026/x.svg`,
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          'image/svg+xml',
        ),
      [415],
    ],
    [
      'subir un ejecutable',
      () => put(a, `${a.id}/UTE/11-2026/x.png`, Buffer.from('7f454c46020101000000000000000000', 'hex')),
      [415],
    ],
    [
      'subir más de 10 MB',
      () =>
        put(
          a,
          `${a.id}/UTE/11-2026/grande.png`,
          Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES + 1)]),
        ),
      [413],
    ],
    [
      'subir más de 10 MB sin Content-Length',
      () =>
        gw.app.request(`/storage/v1/object/Bills/${a.id}/UTE/11-2026/stream.png`, {
          method: 'POST',
          headers: { ...headers(gw, a.access), 'content-type': 'image/png' },
          body: new ReadableStream({
            start(controller) {
              for (let i = 0; i < 11; i++) controller.enqueue(new Uint8Array(1024 * 1024));
              controller.close();
            },
          }),
          duplex: 'half',
        } as RequestInit),
      [413],
    ],
  ];
  for (const [what, send, statuses] of hostile) {
    const before = await databaseFingerprint(gw);
    const response = await send();
    const text = await response.text();
    check.count('subidas hostiles probadas');
    const body = (() => {
      try {
        return JSON.parse(text) as { message?: string; msg?: string; error?: string };
      } catch {
        return {};
      }
    })();
    const message = body.message ?? body.msg ?? body.error ?? '';
    if (statuses.includes(response.status) && looksSpanish(message) && !looksLikeInternals(text)) {
      check.count('subidas hostiles rechazadas');
    } else {
      check.fail(
        `${what}: ${response.status} ${text.slice(0, 120)} (esperado ${statuses.join('/')} en español)`,
      );
    }
    check.expect((await databaseFingerprint(gw)) === before, `${what}: la base cambió`);
  }

  // Listings: each sees only their own folder, whatever prefix they ask for.
  const cases: Array<[HostedUser, string, HostedUser]> = [
    [a, `${b.id}/`, b],
    [a, `${b.id}/UTE/11-2026/`, b],
    [a, '', b],
    [b, `${a.id}/OSE/11-2026/`, a],
  ];
  for (const [who, prefix, other] of cases) {
    const names = (await list(who, prefix)).map((f) => f.name).join(' ');
    check.count('objetos comprobados');
    check.expect(
      !names.includes('recibo-b') || other !== b,
      `${who.email} ve archivos de ${other.email} con el prefijo «${prefix}»: ${names}`,
    );
    check.expect(
      !names.includes('recibo-a') || other !== a,
      `${who.email} ve archivos de ${other.email}: ${names}`,
    );
  }
  const mine = (await list(a, `${a.id}/OSE/11-2026/`)).map((f) => f.name);
  check.count('objetos comprobados');
  check.expect(mine.includes('recibo-a.pdf'), `A no ve su propio recibo: ${mine.join(' ')}`);
}
