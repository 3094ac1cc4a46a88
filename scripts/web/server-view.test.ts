import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handlePageSession,
  PAGE_SESSION_COOKIE,
  PAGE_SESSION_PATH,
  pageSessionOf,
  pageWithServerView,
} from './server-view.ts';

const TOKEN = 'gclgCEGOk3neKWEo1sO1jEBiQcswL-CeAoRBFu-lgNI';
let server: Server;
let host: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === PAGE_SESSION_PATH) {
      void handlePageSession(req, res);
      return;
    }
    // What a page request's cookie gives the page server.
    res.end(JSON.stringify({ token: pageSessionOf(req) ?? null }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with the headers a browser sets itself (Origin, Sec-Fetch-Site), which fetch() would not let through. */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`http://${host}${path}`, { method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const fromThePage = () => ({
  origin: `http://${host}`,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
});

describe('the page session (decision 060)', () => {
  it('a page of the site hands the session over: an HttpOnly, SameSite=Strict cookie for the whole site', async () => {
    const answer = await send('POST', PAGE_SESSION_PATH, fromThePage(), JSON.stringify({ token: TOKEN }));
    expect(answer.status).toBe(204);
    const cookie = answer.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${PAGE_SESSION_COOKIE}=${TOKEN};`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const page = await send('GET', '/carta', { cookie: `otra=1; ${PAGE_SESSION_COOKIE}=${TOKEN}` });
    expect(JSON.parse(page.body)).toEqual({ token: TOKEN });
  });

  it('behind HTTPS the cookie is Secure', async () => {
    const answer = await send(
      'POST',
      PAGE_SESSION_PATH,
      { ...fromThePage(), 'x-forwarded-proto': 'https' },
      JSON.stringify({ token: TOKEN }),
    );
    expect(answer.headers['set-cookie']?.[0]).toMatch(/; Secure/);
  });

  it('signing out drops it', async () => {
    const answer = await send('DELETE', PAGE_SESSION_PATH, fromThePage());
    expect(answer.status).toBe(204);
    expect(answer.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${PAGE_SESSION_COOKIE}=; Max-Age=0;`));
  });

  it.each([
    ['another site (Origin)', { origin: 'https://otro.example' }, 403, 'La sesión solo se puede guardar'],
    [
      'another site (Sec-Fetch-Site)',
      { 'sec-fetch-site': 'cross-site' },
      403,
      'La sesión solo se puede guardar',
    ],
    [
      'a form of another site, no Origin',
      { origin: '', 'sec-fetch-site': 'none', 'content-type': 'text/plain' },
      403,
      'La sesión solo se puede guardar',
    ],
    ['not JSON', { 'content-type': 'text/plain' }, 415, 'La sesión se envía como JSON.'],
  ])('refuses %s, in Spanish, and sets nothing', async (_name, headers, status, message) => {
    const wanted = Object.fromEntries(
      Object.entries({ ...fromThePage(), ...headers }).filter(([, value]) => value !== ''),
    );
    const answer = await send('POST', PAGE_SESSION_PATH, wanted, JSON.stringify({ token: TOKEN }));
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body).error).toContain(message);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['no token', '{}'],
    ['a number', JSON.stringify({ token: 12 })],
    ['not JSON at all', '{"token":'],
    ['a cookie of its own inside', JSON.stringify({ token: `${TOKEN}; Path=/admin` })],
    ['a line break', JSON.stringify({ token: `${TOKEN}\r\nSet-Cookie: x=1` })],
    ['too short', JSON.stringify({ token: 'abc' })],
    ['too long', JSON.stringify({ token: 'a'.repeat(600) })],
    ['a body past the limit', JSON.stringify({ token: TOKEN, filler: 'x'.repeat(5000) })],
  ])('refuses a token that is %s', async (_name, body) => {
    const answer = await send('POST', PAGE_SESSION_PATH, fromThePage(), body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toBe('La sesión enviada no es válida.');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('answers only POST and DELETE', async () => {
    const answer = await send('GET', PAGE_SESSION_PATH, fromThePage());
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST, DELETE');
    expect(JSON.parse(answer.body).error).toBe('Este método no está permitido aquí.');
  });

  it('a cookie that is not a session is not one', async () => {
    const page = await send('GET', '/carta', { cookie: `${PAGE_SESSION_COOKIE}=<script>` });
    expect(JSON.parse(page.body)).toEqual({ token: null });
  });
});

describe('the page with a drawn screen', () => {
  const shellPage =
    '<!doctype html><html><head><link as="style" data-first-view href="/static/css/310.css" rel="preload">' +
    '<link as="script" data-first-view href="/static/js/main.js" rel="preload">' +
    '<link rel="preload" as="style" href="/remotes/mf-storefront/static/css/343.css"></head>' +
    '<body><div id="root"></div></body></html>';

  it('goes ahead of #root, in the shell frame inside a closed shadow root, with the preloaded stylesheets applied at once', () => {
    const page = pageWithServerView(shellPage, '<section>carta</section>');
    const stylesheets =
      '<link rel="stylesheet" href="/static/css/310.css">' +
      '<link rel="stylesheet" href="/remotes/mf-storefront/static/css/343.css">';
    expect(page).toContain(
      `<div id="server-view"><template shadowrootmode="closed">${stylesheets}` +
        '<div class="app"><header class="header"><div class="header__bar"></div></header>' +
        '<main class="app__main"><section>carta</section></main></div></template></div><div id="root">',
    );
    expect(page).toContain('<link rel="stylesheet" href="/static/css/310.css">');
    expect(page).toContain('<link rel="stylesheet" href="/remotes/mf-storefront/static/css/343.css">');
    // Scripts stay preloads.
    expect(page).toContain('<link as="script" data-first-view href="/static/js/main.js" rel="preload">');
  });
});
