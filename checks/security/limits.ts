// Abuse limits and headers: sign-in attempts per address (10 failed a minute, shared by replicas
// through PostgreSQL) and the lock of a mail from an address (5 failed in a row, never the member's
// other addresses), GraphQL depth / cost / alias / token limits that do not tell their
// values, no introspection in production, and the security headers of the gateway and the web app.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '@club/db/connection';
import { LOCKOUT_ATTEMPTS } from '@club/domain/account-security';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import pino from 'pino';
import { buildApp } from '../../gateway/src/app.ts';
import { GRAPHQL_LIMITS } from '../../gateway/src/graphql-server/yoga.ts';
import type { AppEnv } from '../../gateway/src/kernel/http/app-env.ts';
import { SIGN_IN_RULE } from '../../gateway/src/kernel/http/rate-limit.ts';
import { serveApp } from '../../gateway/src/server.ts';
import { addMember } from '../../gateway/test-support/test-gateway.ts';
import { startWebServer } from '../../scripts/serve-web.ts';
import {
  ADMIN,
  Check,
  type CheckResult,
  issueToken,
  looksSpanish,
  MEMBER,
  seededGateway,
  type TestGateway,
} from '../test-support/check-support.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** One sign-in from an address, over REST or GraphQL; the answer's status-like outcome. */
async function signIn(
  app: Hono<AppEnv>,
  ip: string,
  mail: string,
  password: string,
  via: 'rest' | 'graphql' = 'rest',
): Promise<{ limited: boolean; ok: boolean; spanish: boolean; retryAfter: string | null }> {
  const env = { incoming: { socket: { remoteAddress: ip } } } as unknown as Partial<HttpBindings>;
  const init = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (via === 'rest') {
    const response = await app.request('/login', init({ mail, password }), env);
    const body = (await response.json()) as { error?: string; code?: string };
    return {
      // A locked account answers 429 too, but that is the account's lock (lockout.ts), not this limit.
      limited: response.status === 429 && body.code !== 'ACCOUNT_LOCKED',
      ok: response.status === 200,
      spanish: looksSpanish(body.error ?? ''),
      retryAfter: response.headers.get('retry-after'),
    };
  }
  const response = await app.request(
    '/graphql',
    init({
      query: 'mutation ($m: String!, $p: String!) { login(mail: $m, password: $p) { ok code error } }',
      variables: { m: mail, p: password },
    }),
    env,
  );
  const body = (await response.json()) as {
    data?: { login?: { ok: boolean; code: string | null; error: string | null } };
  };
  const login = body.data?.login;
  return {
    limited: login?.code === 'TOO_MANY_ATTEMPTS',
    ok: login?.ok === true,
    spanish: looksSpanish(login?.error ?? ''),
    retryAfter: null,
  };
}

/** A second replica: its own app and, on PostgreSQL, its own connection pool on the same schema. */
async function secondReplica(gw: TestGateway): Promise<{ app: Hono<AppEnv>; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return {
      app: buildApp({ db: gw.db, config: gw.config, logger: pino({ level: 'silent' }) }),
      close: async () => {},
    };
  }
  const { rows } = await gw.db.query<{ schema: string }>('select current_schema() as schema');
  const db = await openDatabase({ databaseUrl: url, schema: rows[0]?.schema, maxConnections: 10 });
  return {
    app: buildApp({ db, config: gw.config, logger: pino({ level: 'silent' }) }),
    close: () => db.close(),
  };
}

async function signInLimits(gw: TestGateway, check: Check): Promise<void> {
  const limit = SIGN_IN_RULE.limit;
  const replica = await secondReplica(gw);
  const apps = [gw.app, replica.app];
  try {
    // Per IP: failed attempts for different mails from one address, half on each replica.
    for (let i = 0; i < limit; i++) {
      const r = await signIn(apps[i % 2] as Hono<AppEnv>, '10.0.0.1', `nadie${i}@club.uy`, 'mal');
      check.expect(!r.limited, `intento ${i + 1} desde una IP limitado antes de tiempo`);
    }
    const overIp = await signIn(gw.app, '10.0.0.1', MEMBER.mail, MEMBER.password);
    check.count('intentos de login probados', limit + 1);
    check.expect(
      overIp.limited && overIp.spanish,
      'el intento 11 desde una IP no dio 429 con mensaje en español',
    );
    check.expect(Number(overIp.retryAfter) > 0, 'el 429 no trae Retry-After');
    const overIpGraphql = await signIn(replica.app, '10.0.0.1', MEMBER.mail, MEMBER.password, 'graphql');
    check.expect(
      overIpGraphql.limited && overIpGraphql.spanish,
      'el login GraphQL no comparte el límite por IP',
    );
    check.count('intentos de login probados');

    // One mail guessed from many addresses, on both replicas, over REST and GraphQL: each address
    // is locked out of it after LOCKOUT_ATTEMPTS, and the member, from another address, signs in.
    const victimMail = 'victima@club.uy';
    await addMember(gw.db, { mail: victimMail, password: 'clave-correcta-1' });
    const guesses = 3 * LOCKOUT_ATTEMPTS;
    for (let i = 0; i < guesses; i++) {
      await signIn(
        apps[i % 2] as Hono<AppEnv>,
        `10.1.0.${i % 3}`,
        victimMail,
        `adivino-${i}`,
        i % 3 === 0 ? 'graphql' : 'rest',
      );
    }
    const guesser = await signIn(gw.app, '10.1.0.1', victimMail, 'clave-correcta-1');
    const owner = await signIn(replica.app, '10.2.0.1', victimMail, 'clave-correcta-1');
    check.count('intentos de login probados', guesses + 2);
    check.expect(!guesser.ok, 'una dirección con 5 fallos seguidos sobre un mail entró igual');
    check.expect(
      owner.ok,
      'los intentos de extraños dejaron afuera al socio, que entraba desde otra dirección',
    );

    // Successes give their attempt back: a member signing in often is never limited.
    let refused = 0;
    for (let i = 0; i < limit * 2; i++) {
      const r = await signIn(apps[i % 2] as Hono<AppEnv>, '10.3.0.1', ADMIN.mail, ADMIN.password);
      if (!r.ok) refused += 1;
    }
    check.count('intentos de login probados', limit * 2);
    check.expect(refused === 0, `${refused} logins correctos seguidos fueron rechazados`);

    // Hosted sign-in (/auth/v1/token?grant_type=password): the same limit, its own counters (a
    // club member's address there is a club sign-in, whose lockout counts both doors' failures).
    const hosted = async (app: Hono<AppEnv>, ip: string, email: string, password: string) => {
      const response = await app.request(
        '/auth/v1/token?grant_type=password',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: gw.config.supabaseAnonKey },
          body: JSON.stringify({ email, password }),
        },
        { incoming: { socket: { remoteAddress: ip } } } as unknown as Partial<HttpBindings>,
      );
      return { status: response.status, body: (await response.json()) as { msg?: string } };
    };
    for (let i = 0; i < limit; i++) {
      const r = await hosted(
        apps[i % 2] as Hono<AppEnv>,
        `10.5.0.${i}`,
        'hosted-victima@club.uy',
        `mal-${i}`,
      );
      check.expect(r.status !== 429, `ingreso hospedado ${i + 1} limitado antes de tiempo`);
    }
    const overHosted = await hosted(gw.app, '10.5.1.1', 'hosted-victima@club.uy', 'otra');
    check.count('intentos de ingreso hospedado probados', limit + 1);
    check.set('ingreso hospedado 11 sobre un mail', overHosted.status);
    check.expect(
      overHosted.status === 429 && looksSpanish(overHosted.body.msg ?? ''),
      `el ingreso hospedado 11 no dio 429 en español: ${JSON.stringify(overHosted.body)}`,
    );

    // Concurrent guesses of one mail from one address on both replicas: exactly `limit` pass the
    // address's limit, and exactly LOCKOUT_ATTEMPTS of those reach the password check.
    const raceMail = 'carrera@club.uy';
    const raceId = await addMember(gw.db, { mail: raceMail, password: 'clave-correcta-2' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(apps[i % 2] as Hono<AppEnv>, '10.4.0.1', raceMail, `x${i}`),
      ),
    );
    const passed = answers.filter((a) => !a.limited).length;
    const { rows } = await gw.db.query<{ n: number }>(
      `select count(*)::int as n from security_log where member_id = $1 and action = 'sign_in_failed'`,
      [raceId],
    );
    const checked = Number(rows[0]?.n);
    check.count('intentos de login probados', 40);
    check.set('intentos concurrentes que pasaron el límite (de 40, límite 10)', passed);
    check.set(`contraseñas comprobadas de esos (bloqueo a los ${LOCKOUT_ATTEMPTS})`, checked);
    check.expect(passed === limit, `${passed} de 40 intentos concurrentes pasaron (límite ${limit})`);
    check.expect(
      checked === LOCKOUT_ATTEMPTS,
      `${checked} contraseñas comprobadas en 40 intentos concurrentes (bloqueo a los ${LOCKOUT_ATTEMPTS})`,
    );
  } finally {
    await replica.close();
  }
}

/** Every GraphQL document of the web app (gql`...` in shell and remotes). */
function webDocuments(): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/gql`([^`]*)`/g)) {
          found.push({ file: path.slice(repoRoot.length + 1), text: match[1] ?? '' });
        }
      }
    }
  };
  for (const app of ['shell', 'mf-storefront', 'mf-orders', 'mf-harvest', 'mf-finance']) {
    try {
      walk(join(repoRoot, app, 'src'));
    } catch {
      // a remote not present in this checkout
    }
  }
  return found;
}

async function graphqlLimits(gw: TestGateway, check: Check): Promise<void> {
  const admin = await issueToken(gw, ADMIN.mail);
  const send = async (query: string, app = gw.app, token = admin) => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth_token: token },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data?: unknown;
        errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
      },
    };
  };
  const nest = (depth: number): string => (depth === 0 ? 'name' : `fields { type { ${nest(depth - 1)} } }`);
  const hostile: Array<[string, string]> = [
    [
      'profundidad',
      `query { __typename ${'... on Query { '.repeat(GRAPHQL_LIMITS.maxDepth + 2)}__typename${' }'.repeat(GRAPHQL_LIMITS.maxDepth + 2)} }`,
    ],
    ['profundidad', `{ __type(name: "Query") { ${nest(GRAPHQL_LIMITS.maxDepth)} } }`],
    [
      'alias',
      `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: products { key }`).join(' ')} }`,
    ],
    ['tokens', `{ ${'__typename '.repeat(GRAPHQL_LIMITS.maxTokens)} }`],
    [
      'costo',
      `{ ${Array.from({ length: 14 }, (_, i) => `a${i}: events(first: 500) { edges { node { type payload actor streamId version occurredAt position actorName } cursor } pageInfo { hasNextPage endCursor } }`).join(' ')} }`,
    ],
    ['directivas', `{ __typename ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)} }`],
  ];
  for (const [kind, query] of hostile) {
    const answer = await send(query);
    const error = answer.body.errors?.[0];
    check.count('consultas abusivas probadas');
    const text = JSON.stringify(answer.body);
    const refused = answer.body.data === undefined && error !== undefined;
    check.expect(refused, `límite de ${kind}: la consulta pasó (${text.slice(0, 120)})`);
    check.expect(
      error === undefined || looksSpanish(error.message),
      `límite de ${kind}: mensaje sin español: ${error?.message}`,
    );
    const limits = Object.values(GRAPHQL_LIMITS).map(String);
    check.expect(
      !limits.some((n) => new RegExp(`\\b${n}\\b`).test(text)) &&
        !/limit|exceed|depth|alias|token|cost/i.test(text),
      `límite de ${kind}: el mensaje revela el límite: ${text.slice(0, 160)}`,
    );
    if (refused) check.count('consultas abusivas rechazadas');
  }
  // The web app's own documents stay within every limit.
  const documents = webDocuments();
  let tooLarge = 0;
  for (const doc of documents) {
    const answer = await send(doc.text, gw.app, await issueToken(gw, ADMIN.mail));
    if (answer.body.errors?.some((e) => e.extensions?.code === 'CONSULTA_DEMASIADO_GRANDE')) {
      tooLarge += 1;
      check.fail(`la consulta de la app en ${doc.file} supera un límite`);
    }
  }
  check.set('consultas de la app web revisadas', documents.length);
  check.set('consultas de la app web sobre un límite', tooLarge);

  // Introspection: on in development (GraphiQL), off in production.
  const introspection = '{ __schema { types { name } } }';
  const dev = await send(introspection);
  check.expect(dev.body.data !== undefined, 'la introspección no funciona en desarrollo');
  const production = buildApp({
    db: gw.db,
    config: { ...gw.config, nodeEnv: 'production' },
    logger: pino({ level: 'silent' }),
  });
  const prod = await send(introspection, production);
  check.count('consultas de introspección en producción', 2);
  check.expect(
    prod.body.data === undefined && looksSpanish(prod.body.errors?.[0]?.message ?? ''),
    `introspección abierta en producción: ${JSON.stringify(prod.body).slice(0, 120)}`,
  );
  const typeProbe = await send('{ __type(name: "Member") { fields { name } } }', production);
  check.expect(typeProbe.body.data === undefined, '__type abierto en producción');
  const graphiql = await production.request('/graphql', { headers: { accept: 'text/html' } });
  check.expect(!(await graphiql.text()).includes('<html'), 'GraphiQL servido en producción');
}

function expectHeaders(check: Check, what: string, headers: Headers, wanted: Record<string, RegExp>): void {
  for (const [name, pattern] of Object.entries(wanted)) {
    check.count('cabeceras comprobadas');
    const value = headers.get(name);
    check.expect(value !== null && pattern.test(value), `${what}: ${name} = ${value ?? '(falta)'}`);
  }
}

async function securityHeaders(gw: TestGateway, check: Check): Promise<void> {
  // Over a real socket: GraphQL answers are written by Yoga straight to it.
  const server = await serveApp(gw.app, { port: 0, hostname: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${server.port}`;
  const gatewayWanted = {
    'content-security-policy': /frame-ancestors 'none'/,
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /^no-referrer$/,
    'x-frame-options': /^DENY$/,
  };
  try {
    for (const [method, path] of [
      ['GET', '/products'],
      ['POST', '/login'],
      ['POST', '/graphql'],
      ['GET', '/no-existe'],
    ] as const) {
      const response = await fetch(`${gatewayUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ query: '{ __typename }' }) } : {}),
      });
      await response.arrayBuffer();
      expectHeaders(check, `gateway ${method} ${path}`, response.headers, {
        ...gatewayWanted,
        'content-security-policy': /default-src 'none'.*frame-ancestors 'none'/,
      });
    }
  } finally {
    await server.close();
  }
  // The web app: a remote on its own origin and the gateway must be allowed, nothing else.
  const remote = 'https://cdn.remoto.example:8443/mf-finance/mf-manifest.json';
  const web = await startWebServer({
    port: 0,
    host: '127.0.0.1',
    gatewayUrl: 'https://api.club.example',
    remoteUrls: { mf_finance: remote },
    supabase: { url: 'https://proyecto.supabase.example' },
  });
  try {
    for (const path of ['/', '/config.json', '/remotes/mf-orders/mf-manifest.json', '/admin/orders']) {
      const response = await fetch(`http://127.0.0.1:${web.port}${path}`);
      await response.arrayBuffer();
      const csp = response.headers.get('content-security-policy') ?? '';
      const directive = (name: string) => new RegExp(`(^|; )${name} ([^;]*)`).exec(csp)?.[2] ?? '';
      expectHeaders(check, `web ${path}`, response.headers, {
        'x-content-type-options': /^nosniff$/,
        'referrer-policy': /^(no-referrer|strict-origin-when-cross-origin|same-origin)$/,
      });
      check.count('cabeceras comprobadas', 5);
      check.expect(
        /(^|; )frame-ancestors 'none'/.test(csp),
        `web ${path}: CSP sin frame-ancestors 'none': ${csp}`,
      );
      check.expect(
        directive('script-src').includes('https://cdn.remoto.example:8443'),
        `web ${path}: script-src no admite el remoto`,
      );
      check.expect(
        directive('connect-src').includes('https://api.club.example'),
        `web ${path}: connect-src no admite el gateway`,
      );
      check.expect(
        directive('connect-src').includes('https://cdn.remoto.example:8443'),
        `web ${path}: connect-src no admite el manifiesto del remoto`,
      );
      check.expect(
        !/'unsafe-eval'|\*/.test(directive('script-src')),
        `web ${path}: script-src demasiado abierto`,
      );
      check.expect(
        directive('connect-src').includes('https://proyecto.supabase.example'),
        `web ${path}: connect-src no admite el servicio de auth hospedado`,
      );
    }
  } finally {
    await web.close();
  }
}

export async function abuseLimits(): Promise<CheckResult> {
  const check = new Check('Límites de abuso y cabeceras');
  const gw = await seededGateway();
  try {
    await signInLimits(gw, check);
    await graphqlLimits(gw, check);
    await securityHeaders(gw, check);
  } finally {
    await gw.close();
  }
  return check.result();
}
