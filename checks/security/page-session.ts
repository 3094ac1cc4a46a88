// The page session and the carta drawn on the server (decision 060): the web server's one route
// that takes a credential, and the one page it fills with a member's data. Every kind of caller's
// token is handed over as the cookie; only a session of someone who may see the carta draws it,
// each with their own figures, and only on the route the storefront draws. Hostile cookies and
// bodies are refused in Spanish, set nothing, and never break the page.
import { request } from 'node:http';
import { serveApp } from '../../gateway/src/server.ts';
import { buildWeb } from '../../scripts/build-web.ts';
import { startWebServer } from '../../scripts/serve-web.ts';
import { PAGE_SESSION_COOKIE, PAGE_SESSION_PATH } from '../../scripts/web/server-view.ts';
import { Check, type CheckResult, call, callers, seededGateway } from '../test-support/check-support.ts';

interface Answer {
  status: number;
  setCookie: string[];
  cacheControl: string;
  body: string;
}

function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          setCookie: res.headers['set-cookie'] ?? [],
          cacheControl: String(res.headers['cache-control'] ?? ''),
          body: text,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const DRAWN = '<template shadowrootmode="closed">';
const ALLOWANCE = /Te quedan (\d+) g este mes y (\d+) g este año/;

export async function pageSession(): Promise<CheckResult> {
  const check = new Check('Sesión de la página y carta dibujada en el servidor');
  // The storefront's server renderer is part of its build.
  await buildWeb({ only: ['shell', 'mf-storefront'], log: () => {} });
  const gw = await seededGateway();
  const gateway = await serveApp(gw.app, { port: 0, hostname: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${gateway.port}`;
  const web = await startWebServer({ port: 0, host: '127.0.0.1', gatewayUrl });
  const base = `http://127.0.0.1:${web.port}`;
  const host = new URL(base).host;
  try {
    const who = await callers(gw);
    const tokenOf = (headers: Record<string, string>) =>
      headers.auth_token ?? headers.authorization?.replace(/^Bearer /, '') ?? headers['x-deploy-key'] ?? '';
    const candidates: [string, string, 'draws' | 'never'][] = [
      ['socio', tokenOf(who.member), 'draws'],
      ['otro socio', tokenOf(who.otherMember), 'draws'],
      ['sin sesión', '', 'never'],
      ['sesión vencida', tokenOf(who.expired), 'never'],
      ['sesión cerrada', tokenOf(who.revoked), 'never'],
      ['contraseña temporal', tokenOf(who.temporary), 'never'],
      ['clave de reportes', tokenOf(who.reportingKey), 'never'],
      ['enlace de inspección', tokenOf(who.inspectionLink), 'never'],
      ['clave de despliegue', tokenOf(who.deployKey), 'never'],
      ['inventada', 'A'.repeat(43), 'never'],
    ];
    for (const [name, token, expected] of candidates) {
      const cookie: Record<string, string> = token ? { cookie: `${PAGE_SESSION_COOKIE}=${token}` } : {};
      for (const path of ['/carta', '/', '/products/applecookies', '/cart', '/mispedidos', '/admin/orders']) {
        const page = await send(base, 'GET', path, cookie);
        check.count('páginas pedidas');
        check.expect(page.status === 200, `${name} ${path}: ${page.status}, no 200`);
        const drawn = page.body.includes(DRAWN);
        const shouldDraw = expected === 'draws' && path === '/carta';
        check.expect(drawn === shouldDraw, `${name} ${path}: ${drawn ? 'dibujó' : 'no dibujó'} la carta`);
        if (!drawn) continue;
        check.count('cartas dibujadas');
        check.expect(
          page.cacheControl === 'private, no-cache',
          `${name}: Cache-Control ${page.cacheControl}`,
        );
        // The member's own figures, as the gateway gives them to that member.
        const own = await call(gw.app, 'POST', '/graphql', {
          headers: { auth_token: token },
          body: { query: '{ myGrams { leftMonth leftYear } }' },
        });
        const grams = (own.body as { data?: { myGrams?: { leftMonth: number; leftYear: number } } }).data
          ?.myGrams;
        const shown = ALLOWANCE.exec(page.body);
        check.expect(
          shown?.[1] === String(grams?.leftMonth) && shown?.[2] === String(grams?.leftYear),
          `${name}: la carta dibujada dice ${shown?.[0]}, el gateway ${JSON.stringify(grams)}`,
        );
      }
      // A session the gateway refuses is dropped on the page that found it (not a temporary one,
      // which is a real session waiting for its new password).
      if (token && ['sesión vencida', 'sesión cerrada', 'inventada'].includes(name)) {
        const page = await send(base, 'GET', '/carta', { cookie: `${PAGE_SESSION_COOKIE}=${token}` });
        check.expect(
          page.setCookie.some((line) => line.startsWith(`${PAGE_SESSION_COOKIE}=; Max-Age=0;`)),
          `${name}: la cookie no se borró`,
        );
      }
    }

    // Hostile cookies: the page is the plain one, never an error.
    for (const cookie of [
      `${PAGE_SESSION_COOKIE}=${'x'.repeat(8000)}`,
      `${PAGE_SESSION_COOKIE}=<script>alert(1)</script>`,
      `${PAGE_SESSION_COOKIE}=%00%0d%0a`,
      `${PAGE_SESSION_COOKIE}=${tokenOf(who.member)}; ${PAGE_SESSION_COOKIE}=${'B'.repeat(43)}`,
      `${PAGE_SESSION_COOKIE}`,
      '=;=;;',
    ]) {
      const page = await send(base, 'GET', '/carta', { cookie });
      check.count('cookies hostiles');
      check.expect(page.status === 200, `cookie hostil ${cookie.slice(0, 40)}: ${page.status}`);
      check.expect(!page.body.includes('<script>alert'), 'la cookie hostil llegó a la página');
    }

    // Hostile hand-overs: refused in Spanish, nothing set.
    const fromPage = {
      origin: base,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      host,
    };
    const bodies: [string, Record<string, string>, string | undefined, string][] = [
      ['PUT', fromPage, '{}', 'POST'],
      [
        'POST',
        { ...fromPage, origin: 'https://otro.example' },
        JSON.stringify({ token: 'A'.repeat(43) }),
        '',
      ],
      [
        'POST',
        { ...fromPage, 'sec-fetch-site': 'cross-site' },
        JSON.stringify({ token: 'A'.repeat(43) }),
        '',
      ],
      ['POST', { ...fromPage, 'content-type': 'application/x-www-form-urlencoded' }, 'token=AAAA', ''],
      ['POST', fromPage, '[]', ''],
      ['POST', fromPage, 'null', ''],
      ['POST', fromPage, JSON.stringify({ token: ['A'.repeat(43)] }), ''],
      ['POST', fromPage, JSON.stringify({ token: `${'A'.repeat(43)}; Domain=example.com` }), ''],
      ['POST', fromPage, JSON.stringify({ token: 'A'.repeat(43), extra: 'x'.repeat(100_000) }), ''],
      ['POST', fromPage, '\u0000\uffff', ''],
    ];
    for (const [method, headers, body] of bodies) {
      const answer = await send(base, method, PAGE_SESSION_PATH, headers, body);
      check.count('entregas hostiles');
      const error = (() => {
        try {
          return (JSON.parse(answer.body) as { error?: unknown }).error;
        } catch {
          return undefined;
        }
      })();
      check.expect(
        answer.status >= 400 && answer.status < 500,
        `${method} ${PAGE_SESSION_PATH} ${body?.slice(0, 30)}: ${answer.status}`,
      );
      check.expect(
        typeof error === 'string' && /[áéíóúñ]|sesión|método/i.test(error),
        `sin error en español: ${answer.body.slice(0, 80)}`,
      );
      check.expect(answer.setCookie.length === 0, `${method} ${body?.slice(0, 30)}: puso una cookie`);
    }
    // The route's own hand-over works, as the reference for the refusals above.
    const good = await send(
      base,
      'POST',
      PAGE_SESSION_PATH,
      fromPage,
      JSON.stringify({ token: tokenOf(who.member) }),
    );
    check.expect(
      good.status === 204 && good.setCookie.length === 1,
      `la entrega de la página: ${good.status}`,
    );
  } finally {
    await web.close();
    await gateway.close();
    await gw.close();
  }
  return check.result();
}
