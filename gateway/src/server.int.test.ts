import { demoAccounts } from '@club/db/seed';
import { genericTexts } from '@club/domain/account-texts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway, WEB_ORIGIN } from '../test-support/test-gateway.ts';
import { MAX_GRAPHQL_BODY_BYTES } from './graphql-server/yoga.ts';
import { type RunningServer, serveApp } from './server.ts';

// Through a real socket: under @hono/node-server, /graphql goes through Yoga's Node listener
// (not the fetch mount the other tests use), with the same context, CORS and request id.

let gw: TestGateway;
let server: RunningServer;
let base: string;
beforeAll(async () => {
  gw = await startTestGateway();
  server = await serveApp(gw.app, { port: 0, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  await gw?.close();
});

const gql = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB_ORIGIN, ...headers },
    body: JSON.stringify({ query }),
  });

describe('the gateway on a port', () => {
  it('signs in over REST and answers GraphQL with the caller as viewer, with CORS and request id', async () => {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoAccounts.admin),
    });
    expect(login.status).toBe(200);
    const { auth_token: token } = (await login.json()) as { auth_token: string };

    const response = await gql('{ me { mail isAdmin } stock { id } }', {
      auth_token: token,
      'x-request-id': 'node-1',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(response.headers.get('x-request-id')).toBe('node-1');
    const body = (await response.json()) as {
      data: { me: { mail: string; isAdmin: boolean }; stock: unknown[] };
    };
    expect(body.data.me).toEqual({ mail: demoAccounts.admin.mail, isAdmin: true });
    expect(body.data.stock).toHaveLength(9);
    expect(gw.logs()).toContainEqual(
      expect.objectContaining({ requestId: 'node-1', path: '/graphql', status: 200 }),
    );
  });

  it('refuses an anonymous admin field with 401 UNAUTHENTICATED', async () => {
    const response = await gql('{ stock { id } }');
    expect(response.status).toBe(401);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('writes each GraphQL answer once: nothing after Yoga has sent it', async () => {
    // A second write fails with ERR_HTTP_HEADERS_SENT, which @hono/node-server prints and answers
    // by destroying the socket: every keep-alive client then reconnects (seen as a 2 s p99).
    const printed = vi.spyOn(console, 'error');
    try {
      for (let i = 0; i < 3; i++) {
        const response = await gql('{ __typename }');
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
      }
      // The socket has closed by now if the answer was written twice.
      await new Promise((done) => setTimeout(done, 50));
      expect(printed.mock.calls.map((args) => String(args[0]))).toEqual([]);
    } finally {
      printed.mockRestore();
    }
  });

  it('holds GraphQL bodies to the limit on a socket, declared or chunked, and answers a small chunked one', async () => {
    const post = (body: string, chunked: boolean) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: chunked
          ? new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode(body));
                controller.close();
              },
            })
          : body,
        ...(chunked ? { duplex: 'half' } : {}),
      } as RequestInit);
    // The small one first: a socket refused mid-body is not reused.
    const small = await post(JSON.stringify({ query: '{ __typename }' }), true);
    expect(small.status).toBe(200);
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } });
    const tooBig = JSON.stringify({ query: `{ __typename } #${'x'.repeat(MAX_GRAPHQL_BODY_BYTES)}` });
    for (const chunked of [false, true]) {
      const refused = await post(tooBig, chunked);
      expect(refused.status, chunked ? 'chunked' : 'declared').toBe(413);
      expect(await refused.json()).toEqual({
        errors: [{ message: genericTexts.bodyTooLarge, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }],
      });
    }
  });
});
