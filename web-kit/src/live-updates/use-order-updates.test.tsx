import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followStream } from './follow-stream.ts';
import { useOrderUpdates } from './use-order-updates.ts';

// The hook against the browser's fetch answering as the gateway does (frames of
// gateway/src/graphql-server/event-stream.ts); the gateway itself is in
// gateway/src/orders/live-updates.int.test.ts, through this hook's stream client.

const encoder = new TextEncoder();
const frame = (position: number) =>
  `id: ${position}\nevent: next\ndata: ${JSON.stringify({
    data: {
      orderUpdates: { __typename: 'OrderUpdate', position, orderId: `o${position}`, type: 'OrderPlaced' },
    },
  })}\n\n`;

/** A gateway's stream the test writes to; each request the hook made, with its body and signal. */
function fakeGateway() {
  const requests: {
    body: { variables: unknown; extensions: unknown };
    headers: Headers;
    signal: AbortSignal;
  }[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    requests.push({
      body: JSON.parse(String(init.body)),
      headers: new Headers(init.headers),
      signal: init.signal as AbortSignal,
    });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        streams.push(controller);
        controller.enqueue(encoder.encode(':\n\n'));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch, requests, streams };
}

function Screen({ onUpdate }: { onUpdate: () => void }) {
  useOrderUpdates(onUpdate);
  return null;
}

beforeEach(() => {
  expect.hasAssertions();
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('useOrderUpdates', () => {
  it('subscribes by id with the session, calls back once on opening and once per burst, resumes after a drop from the last id and stops when unmounted', async () => {
    const gateway = fakeGateway();
    vi.stubGlobal('fetch', gateway.fetch);
    const onUpdate = vi.fn();
    const view = render(<Screen onUpdate={onUpdate} />);
    await waitFor(() => expect(gateway.requests).toHaveLength(1));
    const first = gateway.requests[0];
    expect(first?.headers.get(AUTH_TOKEN_KEY)).toBe('token-1');
    expect(first?.headers.get('accept')).toBe('text/event-stream');
    expect(first?.body.variables).toEqual({});
    expect(first?.body.extensions).toEqual({
      persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) },
    });

    // Opened: one refetch for what was committed before the stream's start.
    await waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(1));
    gateway.streams[0]?.enqueue(encoder.encode(frame(41) + frame(42) + frame(43)));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(2));

    // The connection drops: the next request asks for what came after the last id seen.
    gateway.streams[0]?.error(new TypeError('network error'));
    await waitFor(() => expect(gateway.requests).toHaveLength(2), { timeout: 3000 });
    expect(gateway.requests[1]?.body.variables).toEqual({ since: 43 });
    gateway.streams[1]?.enqueue(encoder.encode(frame(44)));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(3));

    view.unmount();
    expect(gateway.requests[1]?.signal.aborted).toBe(true);
  });

  it('gives up on a refusal instead of asking again', async () => {
    const refusal = `event: next\ndata: ${JSON.stringify({
      errors: [{ message: 'No tenés permiso para hacer esto', extensions: { code: 'FORBIDDEN' } }],
    })}\n\nevent: complete\ndata:\n\n`;
    const fetch = vi.fn(
      async () => new Response(refusal, { status: 403, headers: { 'content-type': 'text/event-stream' } }),
    );
    const onUpdate = vi.fn();
    const onRefused = vi.fn();
    const followed = followStream({
      url: '/graphql',
      documentId: 'sha256:x',
      operationName: 'OrderUpdates',
      onUpdate,
      onRefused,
      retryDelays: [0],
      fetch,
    });
    await followed.ended;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledWith([
      { message: 'No tenés permiso para hacer esto', extensions: { code: 'FORBIDDEN' } },
    ]);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
