import { demoAccounts } from '@club/db/seed';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listedDocument } from '../../test-support/listed-documents.ts';
import {
  authHeader,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { followerCount } from '../kernel/events/event-feed.ts';
import { type RunningServer, serveApp } from '../server.ts';

// Live orders through a real socket: a client that leaves ends its subscription on the server,
// and closing the server ends the streams still open, so a replica stops without waiting on them.

let gw: TestGateway;
let server: RunningServer | undefined;
let admin: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
});
afterAll(async () => {
  await server?.close();
  await gw?.close();
});
beforeEach(() => {
  expect.hasAssertions();
});

const { id } = listedDocument('OrderUpdates');

function subscribe(base: string, signal?: AbortSignal) {
  return fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json', ...admin },
    body: JSON.stringify({
      operationName: 'OrderUpdates',
      extensions: { persistedQuery: { version: 1, sha256Hash: id } },
    }),
    ...(signal ? { signal } : {}),
  });
}

/** Waits (bounded by the test's timeout) until the gateway follows the log for `count` streams. */
async function followers(count: number): Promise<number> {
  while (followerCount(gw.appDb) !== count) await new Promise((resolve) => setTimeout(resolve, 20));
  return followerCount(gw.appDb);
}

/** Reads the stream past its first ping, so the subscription has begun following the log. */
async function started(response: Response) {
  const reader = response.body?.getReader();
  await reader?.read();
  return reader;
}

describe('live orders on a port', () => {
  it('end on the server when the client leaves', async () => {
    server = await serveApp(gw.app, { port: 0, hostname: '127.0.0.1' });
    const controller = new AbortController();
    const response = await subscribe(`http://127.0.0.1:${server.port}`, controller.signal);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    await started(response);
    expect(await followers(1)).toBe(1);
    controller.abort();
    expect(await followers(0)).toBe(0);
  });

  it('end when the server closes, which then does not wait for them', async () => {
    server ??= await serveApp(gw.app, { port: 0, hostname: '127.0.0.1' });
    const response = await subscribe(`http://127.0.0.1:${server.port}`);
    const reader = await started(response);
    expect(await followers(1)).toBe(1);
    await server.close();
    server = undefined;
    // The client sees its stream end (a dropped connection, which it would resume elsewhere).
    const end = async () => {
      try {
        for (;;) if ((await reader?.read())?.done) return 'ended';
      } catch {
        return 'dropped';
      }
    };
    expect(['ended', 'dropped']).toContain(await end());
    expect(await followers(0)).toBe(0);
  });
});
