import { demoAccounts } from '@club/db/seed';
import { genericTexts } from '@club/domain/account-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
  WEB_ORIGIN,
} from '../test-support/test-gateway.ts';
import { MAX_REST_BODY_BYTES } from './app.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

const preflight = (path: string, origin: string, requestHeaders: string) =>
  gw.app.request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': requestHeaders,
    },
  });

describe('CORS', () => {
  it('lets the configured web origin call REST and GraphQL with the token headers', async () => {
    for (const path of ['/login', '/graphql', '/admin/getStock']) {
      const response = await preflight(path, WEB_ORIGIN, 'content-type,auth_token');
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin'), path).toBe(WEB_ORIGIN);
      const allowed = response.headers.get('access-control-allow-headers')?.split(',') ?? [];
      expect(allowed).toEqual(
        expect.arrayContaining(['content-type', 'auth_token', 'authorization', 'x-request-id']),
      );
    }
    const answer = await call(gw.app, 'GET', '/getUser', { headers: { origin: WEB_ORIGIN } });
    // A refusal carries CORS headers too, so the browser can read it.
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(answer.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it('gives any other origin no CORS permission', async () => {
    const response = await preflight('/login', 'https://evil.example', 'content-type');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await call(gw.app, 'POST', '/login', {
      body: { mail: 'x@club.uy', password: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const gql = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(gql.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request id', () => {
  it("echoes the caller's x-request-id and logs the request with it", async () => {
    const response = await gw.app.request('/nope', { headers: { 'x-request-id': 'req-abc.123' } });
    expect(response.headers.get('x-request-id')).toBe('req-abc.123');
    expect(gw.logs()).toContainEqual(
      expect.objectContaining({ requestId: 'req-abc.123', method: 'GET', path: '/nope', status: 404 }),
    );
  });

  it('makes one up when there is none, or when the given one is not plain', async () => {
    const fresh = (await gw.app.request('/nope')).headers.get('x-request-id');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const replaced = (
      await gw.app.request('/nope', { headers: { 'x-request-id': 'a b<script>' } })
    ).headers.get('x-request-id');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is on GraphQL answers too', async () => {
    const response = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'gql-1' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('gql-1');
  });
});

describe('answers that are not the happy path', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const answer = await call(gw.app, 'GET', '/nope');
    expect(answer).toMatchObject({ status: 404, body: { error: genericTexts.notFound, code: 'NOT_FOUND' } });
    expect(answer.headers.get('content-type')).toContain('application/json');
  });

  it('answers malformed JSON with a 400, on REST and on GraphQL', async () => {
    const rest = await call(gw.app, 'POST', '/login', { body: '{"mail":' });
    expect(rest).toMatchObject({ status: 400, body: { error: genericTexts.badRequest, code: 'BAD_JSON' } });
    const gql = await call(gw.app, 'POST', '/graphql', { body: '{"query":' });
    expect(gql.status).toBe(400);
  });

  it('answers a value the database refuses (a NUL byte) with a Spanish 400, on REST and on GraphQL', async () => {
    const token = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
    const rest = await call(gw.app, 'GET', '/products/%00', { headers: authHeader(token) });
    expect(rest).toMatchObject({
      status: 400,
      body: { error: genericTexts.badRequest, code: 'DATOS_INVALIDOS' },
    });
    const gql = await graphql(
      gw.app,
      'query ($k: String!) { product(key: $k) { key } }',
      { k: 'a\u0000b' },
      authHeader(token),
    );
    expect(gql.body.errors[0]).toMatchObject({
      message: genericTexts.badRequest,
      path: ['product'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers a too large REST body with a 413', async () => {
    const answer = await call(gw.app, 'POST', '/login', {
      body: { mail: 'x', password: 'x'.repeat(MAX_REST_BODY_BYTES) },
    });
    expect(answer).toMatchObject({ status: 413, body: { error: genericTexts.bodyTooLarge } });
  });

  it('serves GraphiQL outside production only', async () => {
    const page = await gw.app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');

    const production = await startTestGateway({
      seed: false,
      env: { NODE_ENV: 'production', SUPABASE_JWT_SECRET: 'x'.repeat(40) },
    });
    try {
      const none = await production.app.request('/graphql', { headers: { accept: 'text/html' } });
      expect(none.headers.get('content-type') ?? '').not.toContain('text/html');
    } finally {
      await production.close();
    }
  });
});

describe('an unexpected failure (the database goes away)', () => {
  it('is logged with the request id and answered with the generic Spanish 500, or masked on GraphQL', async () => {
    const broken = await startTestGateway();
    const token = await loginToken(broken.app, demoAccounts.member.mail, demoAccounts.member.password);
    await broken.close();

    const rest = await call(broken.app, 'GET', '/getUser', {
      headers: { ...authHeader(token), 'x-request-id': 'r-500' },
    });
    expect(rest).toMatchObject({
      status: 500,
      body: { error: 'Hubo un problema con los servidores', code: 'INTERNAL' },
    });
    expect(JSON.stringify(rest.body)).not.toMatch(/stack|pglite|pool|closed/i);
    expect(broken.logs()).toContainEqual(
      expect.objectContaining({ requestId: 'r-500', level: 50, msg: 'request failed' }),
    );

    // Anonymous GraphQL needs no database for the viewer, so the resolver itself fails.
    const gql = await graphql(
      broken.app,
      'mutation { login(mail: "a@b.uy", password: "x") { ok } }',
      {},
      {
        'x-request-id': 'g-500',
      },
    );
    expect(gql.body.errors[0]).toEqual(
      expect.objectContaining({
        message: 'Unexpected error.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    );
    expect(JSON.stringify(gql.body)).not.toMatch(/stack|pglite|pool|closed/i);
    expect(broken.logs()).toContainEqual(
      expect.objectContaining({
        requestId: 'g-500',
        level: 50,
        msg: 'graphql resolver failed',
        path: 'login',
      }),
    );
  });
});
