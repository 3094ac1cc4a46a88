// The screen a page opens, drawn on the server for a signed-in member (decision 060): the app's
// code takes seconds to arrive and run on a slow phone, while the HTML of the carta shows with the
// page. The session lives in the browser's localStorage (spec), which a page request never
// carries, so signing in also hands the token to this server once, as an HttpOnly cookie that only
// this server reads. With it, the page server asks the gateway the route's own queries as that
// member and has the remote's server renderer draw the screen; without it, or when anything fails,
// the page is the plain one and the app draws everything as before.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import {
  type PrefetchQuery,
  type RemoteServerRender,
  SERVER_ASSET_BASE,
} from '@club/web-kit/routes/remote-route';

/** Where signing in hands this server the session (shell/src/auth/page-session.ts). */
export const PAGE_SESSION_PATH = '/page-session';
export const PAGE_SESSION_COOKIE = 'club_page_session';
/**
 * The element the drawn screen stands in. The screen's own stylesheet (the storefront's carta.css)
 * hands it over to #root, and the shell's layout removes it at the app's first navigation.
 */
export const SERVER_VIEW_ID = 'server-view';
/** A gateway slower than this costs the member more than the HTML saves: the plain page goes. */
export const SERVER_VIEW_TIMEOUT_MS = 1500;
/** As long as a session can live; a session ended earlier is refused by the gateway, and the cookie dropped. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
const TOKEN_SHAPE = /^[\w.~+/=-]{16,512}$/;
const MAX_BODY_BYTES = 2048;

function cookies(req: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

/** The member's session as the cookie holds it, when it has the shape of one. */
export function pageSessionOf(req: IncomingMessage): string | undefined {
  const token = cookies(req).get(PAGE_SESSION_COOKIE);
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

function isHttps(req: IncomingMessage): boolean {
  return (
    (req.socket as { encrypted?: boolean }).encrypted === true ||
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  );
}

function sessionCookie(req: IncomingMessage, token: string | undefined): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(isHttps(req) ? ['Secure'] : [])];
  return token
    ? `${PAGE_SESSION_COOKIE}=${token}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; ${attributes.join('; ')}`
    : `${PAGE_SESSION_COOKIE}=; Max-Age=0; ${attributes.join('; ')}`;
}

/** The cookie dropped: its session was refused by the gateway. */
export function dropPageSession(req: IncomingMessage, res: ServerResponse): void {
  res.appendHeader('Set-Cookie', sessionCookie(req, undefined));
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ error: message }));
}

/**
 * Whether the request comes from a page of this very site: another site's form or script must not
 * plant its own session in a member's browser (the member would then see someone else's carta).
 */
function fromThisSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return site === 'same-origin';
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** The body, or undefined past the limit (read to its end all the same, so the answer gets through). */
async function readBody(req: IncomingMessage): Promise<string | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8');
}

/** POST hands the session over ({ token }); DELETE drops it. Anything else is refused in Spanish. */
export async function handlePageSession(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST' && req.method !== 'DELETE') {
    res.setHeader('Allow', 'POST, DELETE');
    refuse(res, 405, 'Este método no está permitido aquí.');
    return;
  }
  if (!fromThisSite(req)) {
    refuse(res, 403, 'La sesión solo se puede guardar desde las páginas del club.');
    return;
  }
  if (req.method === 'DELETE') {
    dropPageSession(req, res);
    res.statusCode = 204;
    res.end();
    return;
  }
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
    refuse(res, 415, 'La sesión se envía como JSON.');
    return;
  }
  const body = await readBody(req);
  let token: unknown;
  try {
    token = body === undefined ? undefined : (JSON.parse(body) as { token?: unknown } | null)?.token;
  } catch {
    token = undefined;
  }
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) {
    refuse(res, 400, 'La sesión enviada no es válida.');
    return;
  }
  res.appendHeader('Set-Cookie', sessionCookie(req, token));
  res.statusCode = 204;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

/** One query of the route as the browser would send it, by its document's id, as the member. */
async function ask(gatewayUrl: string, token: string, query: PrefetchQuery, signal: AbortSignal) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    signal,
    headers: {
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'content-type': 'application/json',
      // The spec's header carries the token under the same name as its storage key.
      [AUTH_TOKEN_KEY]: token,
    },
    body: JSON.stringify({
      operationName: query.operationName,
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: query.documentId } },
    }),
  });
  const answer = (await response.json().catch(() => undefined)) as
    | { data?: unknown; errors?: unknown[] }
    | undefined;
  return { status: response.status, data: answer?.errors?.length ? undefined : answer?.data };
}

const renderers = new Map<string, { mtimeMs: number; module: Promise<RemoteServerRender> }>();

/**
 * A CommonJS file run as Node runs one, but past the module loader: a TypeScript loader hooked
 * into it (tsx, in the tests and the bench) would first transform the renderer's megabytes on
 * every load, and the loader's cache would keep a rebuilt renderer's old code.
 */
async function runCommonJs(file: string): Promise<unknown> {
  const module = { exports: {} as unknown };
  const wrapped = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${await readFile(file, 'utf8')}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  wrapped(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/**
 * The remote's server renderer, loaded again when its file changed (a rebuild, a deploy); none
 * when the remote has none.
 */
export async function rendererAt(file: string): Promise<RemoteServerRender | undefined> {
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  const known = renderers.get(file);
  if (known?.mtimeMs === stats.mtimeMs) return known.module;
  const module = runCommonJs(file) as Promise<RemoteServerRender>;
  renderers.set(file, { mtimeMs: stats.mtimeMs, module });
  module.catch(() => renderers.delete(file));
  return module;
}

export interface ServerViewRequest {
  /** The gateway as browsers reach it: the drawn photos' URLs. */
  gatewayUrl: string;
  /** Where this server asks the gateway (its own address on this machine); default `gatewayUrl`. */
  askGatewayUrl?: string | undefined;
  token: string;
  pathname: string;
  queries: readonly PrefetchQuery[];
  /** The remote's server renderer file (its dist's SERVER_RENDER_FILE); a remote may have none. */
  rendererFile: string;
  /** The route's path pattern, as the renderer lists those it draws. */
  route: string;
  /** Where the remote's files are served from (its manifest's folder), for the screen's images. */
  assetBase: string;
}

export type ServerView = { html: string } | { refused: true } | undefined;

/**
 * The route's screen as HTML for this member, `{ refused }` when the gateway no longer knows the
 * session, or undefined when it cannot be drawn now (the plain page then goes, and the app draws it).
 */
export async function serverView(request: ServerViewRequest): Promise<ServerView> {
  const renderer = await rendererAt(request.rendererFile).catch((error: unknown) => {
    console.error('server render: cannot load', request.rendererFile, error);
    return undefined;
  });
  if (!renderer?.paths.includes(request.route) || request.queries.length === 0) return undefined;
  const signal = AbortSignal.timeout(SERVER_VIEW_TIMEOUT_MS);
  const answers = await Promise.all(
    request.queries.map((query) =>
      ask(request.askGatewayUrl ?? request.gatewayUrl, request.token, query, signal),
    ),
  ).catch(() => undefined);
  if (!answers) return undefined;
  if (answers.some((answer) => answer.status === 401)) return { refused: true };
  if (answers.some((answer) => answer.data === undefined)) return undefined;
  const byName = Object.fromEntries(
    request.queries.map((query, index) => [query.operationName, answers[index]?.data]),
  );
  const html = await renderer
    .renderRoute(request.pathname, byName, request.gatewayUrl)
    .catch((error: unknown) => {
      console.error('server render: failed for', request.pathname, error);
      return undefined;
    });
  return html === undefined ? undefined : { html: html.replaceAll(SERVER_ASSET_BASE, request.assetBase) };
}

/**
 * The page with the drawn screen ahead of #root, and the stylesheets it preloads applied at once
 * (the drawn screen must not show unstyled). The screen sits in the shell's frame (the header's
 * bar: nothing moves when the app takes over) inside a closed shadow root, declared in the HTML:
 * its ids cannot clash with the app's copy, and scripts, tests and accessibility checks of the page
 * meet one screen, the app's, while the drawn one is a picture of it that lasts until the app is
 * ready (the shadow root's own links to the same stylesheets style it).
 */
export function pageWithServerView(page: string, html: string): string {
  const stylesheets: string[] = [];
  const styled = page.replace(/<link\b[^>]*>/g, (link) => {
    if (!(/\bas="style"/.test(link) && /\brel="preload"/.test(link))) return link;
    const stylesheet = `<link rel="stylesheet" href="${/\bhref="([^"]*)"/.exec(link)?.[1] ?? ''}">`;
    stylesheets.push(stylesheet);
    return stylesheet;
  });
  const view =
    `<div id="${SERVER_VIEW_ID}"><template shadowrootmode="closed">${stylesheets.join('')}` +
    '<div class="app"><header class="header"><div class="header__bar"></div></header>' +
    `<main class="app__main">${html}</main></div></template></div>`;
  return styled.replace('<div id="root">', `${view}<div id="root">`);
}
