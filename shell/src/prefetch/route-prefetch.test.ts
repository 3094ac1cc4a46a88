import { INLINE_CONFIG_ID } from '@club/web-kit/config/inline-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchQueryOf } from '../../../scripts/web/prefetch-query.ts';
import { fakeGateway, sessionAnswer } from '../apollo/fake-gateway.fixture.ts';
import { SESSION_QUERY } from '../auth/session-documents.ts';

// A page as the web server writes it: the config inline, with the route's prefetch queries.
function servePage(prefetch: unknown[]) {
  const script = document.createElement('script');
  script.id = INLINE_CONFIG_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({ gatewayUrl: 'http://gateway.test', prefetch });
  document.head.append(script);
}

// Fresh modules per test: the page's config is read once per page.
async function freshModules() {
  vi.resetModules();
  const prefetch = await import('./route-prefetch.ts');
  const { createApolloClient } = await import('../apollo/apollo-client.ts');
  /** The app's client as bootstrap.tsx makes it, asking `gateway` for what was not prefetched. */
  const appClient = (gateway: ReturnType<typeof fakeGateway>) =>
    createApolloClient({
      uri: 'http://gateway.test/graphql',
      getToken: () => 'tok-1',
      onUnauthenticated: () => {},
      fetch: gateway.fetch,
      prefetched: prefetch.takePrefetched,
    });
  return { ...prefetch, appClient };
}

const answer = sessionAnswer('Unauthorized');

beforeEach(() => {
  localStorage.setItem('auth_token', 'tok-1');
});

afterEach(() => {
  document.getElementById(INLINE_CONFIG_ID)?.remove();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('render-as-you-fetch of the opened route', () => {
  it("answers the screen's query with the page's own request: one request, with the token", async () => {
    const early = fakeGateway({ Session: answer });
    vi.stubGlobal('fetch', early.fetch);
    servePage([prefetchQueryOf(SESSION_QUERY)]);
    const { startRoutePrefetch, appClient } = await freshModules();
    startRoutePrefetch();
    expect(early.calls.map((call) => [call.operationName, call.headers.auth_token])).toEqual([
      ['Session', 'tok-1'],
    ]);

    const later = fakeGateway({ Session: answer });
    const client = appClient(later);
    const { data } = await client.query({ query: SESSION_QUERY });
    expect(data?.adminCheck?.msg).toBe('Unauthorized');
    expect(later.calls).toEqual([]);
    // Used once: the next time the screen asks, the gateway answers.
    await client.query({ query: SESSION_QUERY, fetchPolicy: 'network-only' });
    expect(later.calls).toHaveLength(1);
  });

  it('sends the query itself when the prefetched document is not the one it would send', async () => {
    vi.stubGlobal('fetch', fakeGateway({ Session: answer }).fetch);
    servePage([{ operationName: 'Session', documentId: `sha256:${'0'.repeat(64)}` }]);
    const { startRoutePrefetch, appClient } = await freshModules();
    startRoutePrefetch();
    const later = fakeGateway({ Session: answer });
    const client = appClient(later);
    await client.query({ query: SESSION_QUERY });
    expect(later.calls.map((call) => call.operationName)).toEqual(['Session']);
  });

  it('sends the query itself when the early request failed', async () => {
    vi.stubGlobal('fetch', fakeGateway({ Session: { status: 502, body: {} } }).fetch);
    servePage([prefetchQueryOf(SESSION_QUERY)]);
    const { startRoutePrefetch, appClient } = await freshModules();
    startRoutePrefetch();
    const later = fakeGateway({ Session: answer });
    const client = appClient(later);
    const { data } = await client.query({ query: SESSION_QUERY });
    expect(data?.adminCheck?.msg).toBe('Unauthorized');
    expect(later.calls).toHaveLength(1);
  });

  it('reads a refused early answer to its end, so it holds none of the connections to the gateway', async () => {
    const responses: Response[] = [];
    const refusing = fakeGateway({ Session: { status: 403, body: { errors: [{ message: 'No' }] } } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await refusing.fetch(input, init);
      responses.push(response);
      return response;
    });
    servePage([prefetchQueryOf(SESSION_QUERY)]);
    const { startRoutePrefetch, takePrefetched } = await freshModules();
    startRoutePrefetch();
    const early = takePrefetched('Session', prefetchQueryOf(SESSION_QUERY).documentId);
    await expect(early).rejects.toBe(403);
    expect(responses.map((response) => response.bodyUsed)).toEqual([true]);
  });

  it('asks for nothing without a session or without an inline config', async () => {
    const early = fakeGateway({ Session: answer });
    vi.stubGlobal('fetch', early.fetch);
    servePage([prefetchQueryOf(SESSION_QUERY)]);
    localStorage.clear();
    (await freshModules()).startRoutePrefetch();
    document.getElementById(INLINE_CONFIG_ID)?.remove();
    localStorage.setItem('auth_token', 'tok-1');
    (await freshModules()).startRoutePrefetch();
    expect(early.calls).toEqual([]);
  });
});
