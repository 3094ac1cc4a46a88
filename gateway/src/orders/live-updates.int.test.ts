import { type Database, openDatabase } from '@club/db/connection';
import { demoAccounts } from '@club/db/seed';
import { followStream } from '@club/web-kit/live-updates/follow-stream';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listedDocuments } from '../../test-support/listed-documents.ts';
import { MONDAY_NOON, SLOT } from '../../test-support/order-cases.fixture.ts';
import {
  authHeader,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { buildApp } from '../app.ts';
import { followerCount } from '../kernel/events/event-feed.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';

// Live orders through two gateways on one database (decision 053): on PostgreSQL two apps with
// their own pools and LISTEN connections, as two replicas; on PGlite two apps on the one
// in-process database. A counter subscribed through the first sees orders placed through the
// second; a subscription cut and resumed from its last event id gets every update once.

let gw: TestGateway;
let second: { app: Hono<AppEnv>; db?: Database };
let admin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  gw = await startTestGateway({ now: () => MONDAY_NOON });
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
  member = authHeader(await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password));
  const url = process.env.DATABASE_URL;
  const logger = pino({ level: 'silent' });
  if (url) {
    const { rows } = await gw.db.query<{ schema: string }>('select current_schema() as schema');
    const db = await openDatabase({ databaseUrl: url, schema: rows[0]?.schema, maxConnections: 4 });
    second = { db, app: buildApp({ db, config: gw.config, logger, now: () => MONDAY_NOON }) };
  } else {
    second = { app: buildApp({ db: gw.appDb, config: gw.config, logger, now: () => MONDAY_NOON }) };
  }
});
afterAll(async () => {
  await second?.db?.close();
  await gw?.close();
});
beforeEach(() => {
  expect.hasAssertions();
});

const SUBSCRIPTION = listedDocuments().find((d) => d.name === 'OrderUpdates');
const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok code error orderId } }`;
const CANCEL_ORDER = `mutation ($id: String!) { cancelOrder(orderId: $id) { ok code } }`;

async function placeOrder(app: Hono<AppEnv>): Promise<string> {
  const answer = await graphql(
    app,
    PLACE_ORDER,
    { input: { ...SLOT, total: 225, observations: '', lines: [{ product: 'ogkush', grams: 5 }] } },
    member,
  );
  expect(answer.body.data.placeOrder).toMatchObject({ ok: true });
  return answer.body.data.placeOrder.orderId;
}

/** The order events of the log after `after`, as the feed must send them. */
async function orderEventsAfter(after: number) {
  const { rows } = await gw.db.query<{ position: number; stream_id: string; type: string }>(
    `select position, stream_id, type from events
      where position > $1 and stream_id like 'order-%' order by position`,
    [after],
  );
  return rows.map((r) => ({ id: Number(r.position), orderId: r.stream_id.slice(6), type: r.type }));
}

async function head(): Promise<number> {
  const { rows } = await gw.db.query<{ p: number | null }>('select max(position) as p from events');
  return Number(rows[0]?.p ?? 0);
}

interface Update {
  id: number;
  orderId: string;
  type: string;
}

/** What a subscriber got, and a way to wait (bounded by the test's timeout) until it has enough. */
function collector() {
  const updates: Update[] = [];
  let waiting: (() => void) | undefined;
  return {
    updates,
    add(data: unknown, id: number) {
      const update = (data as { orderUpdates: { position: number; orderId: string; type: string } })
        .orderUpdates;
      expect(update.position).toBe(id);
      updates.push({ id, orderId: update.orderId, type: update.type });
      waiting?.();
    },
    async until(count: number) {
      while (updates.length < count) await new Promise<void>((resolve) => (waiting = resolve));
    },
  };
}

/** fetch through an app in memory, as the browser's fetch would reach the gateway. */
const fetchThrough =
  (app: Hono<AppEnv>): typeof fetch =>
  (input, init) =>
    Promise.resolve(app.request(String(input), init));

/**
 * A raw subscription request, its frames read by hand: the protocol as it is on the wire.
 * `close` cuts the connection.
 */
async function rawSubscription(app: Hono<AppEnv>, headers: Record<string, string>, variables = {}) {
  const controller = new AbortController();
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      operationName: 'OrderUpdates',
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: SUBSCRIPTION?.id } },
    }),
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return {
    response,
    /** The next frame that is not a ping comment. */
    async nextFrame(): Promise<string> {
      for (;;) {
        const frames = buffered.split('\n\n');
        while (frames.length > 1) {
          const frame = frames.shift() ?? '';
          buffered = frames.join('\n\n');
          if (frame !== '' && !frame.startsWith(':')) return frame;
        }
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return '';
        buffered += decoder.decode(chunk.value, { stream: true });
      }
    },
    async close() {
      controller.abort();
      await reader?.cancel().catch(() => {});
    },
  };
}

describe('live orders', () => {
  it('are an operation of the app, by id', () => {
    expect(SUBSCRIPTION?.text).toContain('subscription OrderUpdates');
  });

  it('reach a counter subscribed through one gateway from orders placed and cancelled through the other, each once, across a cut', async () => {
    const start = await head();
    const got = collector();
    // The first connection is cut by hand; the client's next one waits for the gate, so the events
    // in between happen while nobody is connected and must come with the resumed stream.
    let cut: (() => void) | undefined;
    let reopen: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (reopen = resolve));
    let attempts = 0;
    let resumedWith: unknown;
    const through = fetchThrough(gw.app);
    const { stop } = followStream({
      url: '/graphql',
      documentId: SUBSCRIPTION?.id ?? '',
      operationName: 'OrderUpdates',
      since: start,
      headers: () => admin,
      retryDelays: [0],
      onUpdate: got.add,
      fetch: async (input, init) => {
        attempts++;
        if (attempts === 1) {
          const response = await through(input, init);
          const body = response.body as ReadableStream<Uint8Array>;
          const reader = body.getReader();
          // The same stream, which a call to `cut` ends as a dropped connection would.
          const cuttable = new ReadableStream<Uint8Array>({
            start(controller) {
              cut = () => {
                controller.error(new TypeError('network error'));
                void reader.cancel();
              };
            },
            async pull(controller) {
              const { done, value } = await reader.read();
              if (done) controller.close();
              else controller.enqueue(value);
            },
          });
          return new Response(cuttable, { status: response.status, headers: response.headers });
        }
        await gate;
        resumedWith = JSON.parse(String(init?.body)).variables;
        return through(input, init);
      },
    });
    try {
      const first = await placeOrder(second.app);
      await got.until(1);
      expect(got.updates).toEqual([{ id: expect.any(Number), orderId: first, type: 'OrderPlaced' }]);

      cut?.();
      const during = await placeOrder(second.app);
      expect((await graphql(gw.app, CANCEL_ORDER, { id: first }, member)).body.data.cancelOrder.ok).toBe(
        true,
      );
      reopen?.();
      await got.until(3);
      expect(resumedWith).toEqual({ since: got.updates[0]?.id });

      const after = await placeOrder(second.app);
      await got.until(4);

      expect(attempts).toBe(2);
      expect(got.updates).toEqual(await orderEventsAfter(start));
      expect(got.updates.map((u) => [u.orderId, u.type])).toEqual([
        [first, 'OrderPlaced'],
        [during, 'OrderPlaced'],
        [first, 'OrderCancelled'],
        [after, 'OrderPlaced'],
      ]);
    } finally {
      stop();
    }
  });

  it('send each update as an event whose id is its position, and resume after a Last-Event-ID', async () => {
    const start = await head();
    const placed = await placeOrder(second.app);
    const [event] = await orderEventsAfter(start);

    const fromStart = await rawSubscription(gw.app, admin, { since: start });
    expect(fromStart.response.status).toBe(200);
    expect(fromStart.response.headers.get('content-type')).toContain('text/event-stream');
    const frame = await fromStart.nextFrame();
    await fromStart.close();
    expect(frame.split('\n').slice(0, 2)).toEqual([`id: ${event?.id}`, 'event: next']);
    expect(JSON.parse(frame.split('\n')[2]?.slice('data: '.length) ?? '')).toEqual({
      data: {
        orderUpdates: {
          __typename: 'OrderUpdate',
          position: event?.id,
          orderId: placed,
          type: 'OrderPlaced',
        },
      },
    });

    // A reconnecting EventSource sends the id it saw last; the next update is the next event.
    const later = await placeOrder(second.app);
    const resumed = await rawSubscription(gw.app, { ...admin, 'last-event-id': String(event?.id) });
    const next = await resumed.nextFrame();
    await resumed.close();
    expect(next).toContain(`"orderId":"${later}"`);
    expect(next.split('\n')[0]).toBe(`id: ${(await orderEventsAfter(start))[1]?.id}`);
  });

  it('start at the present without a position', async () => {
    await placeOrder(gw.app);
    const live = await rawSubscription(gw.app, admin);
    expect(live.response.status).toBe(200);
    // Answered once the start is fixed: what is placed now is the first update, nothing before it.
    const placed = await placeOrder(second.app);
    const frame = await live.nextFrame();
    await live.close();
    expect(frame).toContain(`"orderId":"${placed}"`);
  });

  it('are not answered as JSON: 406, and nothing follows the log', async () => {
    // The streams of the tests above, all closed, stop following (each as its cancel reaches it).
    while (followerCount(gw.appDb) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const answer = await gw.app.request('/graphql', {
        method: 'POST',
        headers: { accept, 'content-type': 'application/json', ...admin },
        body: JSON.stringify({
          operationName: 'OrderUpdates',
          extensions: { persistedQuery: { version: 1, sha256Hash: SUBSCRIPTION?.id } },
        }),
      });
      expect(answer.status).toBe(406);
      expect(await answer.text()).toBe('');
    }
    expect(followerCount(gw.appDb)).toBe(0);
  });

  it('are refused to a member, to a visitor and from a position that is none', async () => {
    for (const [headers, code] of [
      [member, 'FORBIDDEN'],
      [{}, 'UNAUTHENTICATED'],
    ] as const) {
      const refused = await rawSubscription(gw.app, headers);
      expect(refused.response.status).toBe(code === 'FORBIDDEN' ? 403 : 401);
      const frame = await refused.nextFrame();
      await refused.close();
      const body = JSON.parse(
        frame
          .split('\n')
          .find((l) => l.startsWith('data: '))
          ?.slice(6) ?? '{}',
      );
      expect(body.errors?.[0]?.extensions?.code).toBe(code);
      expect(body.data ?? null).toBeNull();
    }
    for (const variables of [{ since: -1 }]) {
      const refused = await rawSubscription(gw.app, admin, variables);
      const frame = await refused.nextFrame();
      await refused.close();
      expect(frame).toContain('La posición desde la que seguir no es válida.');
    }
    const garbage = await rawSubscription(gw.app, { ...admin, 'last-event-id': 'x' });
    const frame = await garbage.nextFrame();
    await garbage.close();
    expect(frame).toContain('BAD_USER_INPUT');
  });
});
