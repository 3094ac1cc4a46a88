// Render-as-you-fetch for the route a page opens (decision 031): the web server lists in the page's
// config the queries that route's screen runs on mount (a remote declares them beside the route);
// the shell's entry sends them at once, while the first-view libraries and the remote's code are
// still downloading, and the Apollo client's prefetch link answers the screen's own query with
// the response. The shell never imports the remote, and a query that does not match exactly is
// simply sent again. Runs before the federation runtime shares React: nothing here may import a
// shared module.
import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { pageConfig } from '../config/page-config.ts';

interface Prefetched {
  documentId: string;
  result: Promise<unknown>;
}

const prefetched = new Map<string, Prefetched>();

function isPrefetchQuery(value: unknown): value is { operationName: string; documentId: string } {
  const entry = value as { operationName?: unknown; documentId?: unknown } | null;
  return typeof entry?.operationName === 'string' && typeof entry.documentId === 'string';
}

/** Sends the page's prefetch queries (only with a session: the screens behind a login need one). */
export function startRoutePrefetch(): void {
  const config = pageConfig() as { gatewayUrl?: unknown; prefetch?: unknown } | undefined;
  let token: string | null = null;
  try {
    token = localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // storage blocked: no session, nothing to prefetch
  }
  if (!token || typeof config?.gatewayUrl !== 'string' || !Array.isArray(config.prefetch)) return;
  const uri = new URL(`${config.gatewayUrl.replace(/\/+$/, '')}/graphql`, window.location.href).href;
  for (const entry of config.prefetch) {
    if (!isPrefetchQuery(entry)) continue;
    // The request the client would make (same headers, so the same CORS preflight, cached once),
    // by the document's id (apollo/trusted-document-link.ts).
    const result = fetch(uri, {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
        auth_token: token,
      },
      body: JSON.stringify({
        operationName: entry.operationName,
        variables: {},
        extensions: { persistedQuery: { version: 1, sha256Hash: entry.documentId } },
      }),
    }).then((response) =>
      // Read even when refused: an unread body keeps one of the few connections to the gateway.
      // Refused, it rejects with the status, and the link sends the query itself.
      response.json().then((answer) => (response.ok ? answer : Promise.reject(response.status))),
    );
    // Unused or failed, it must not be reported as unhandled: the link then sends the query itself.
    result.catch(() => undefined);
    prefetched.set(entry.operationName, { documentId: entry.documentId, result });
  }
}

/**
 * The prefetched answer for this operation if it was sent as this very document; otherwise
 * undefined (the caller sends the query itself). Once only: the page was opened on the screen that
 * runs these queries on mount, so the first asker is that screen, and any later one (a refetch,
 * the same screen opened again) gets fresh data from the gateway.
 */
export function takePrefetched(operationName: string, documentId: string): Promise<unknown> | undefined {
  const entry = prefetched.get(operationName);
  if (!entry) return undefined;
  prefetched.delete(operationName);
  return entry.documentId === documentId ? entry.result : undefined;
}
