import { createParser } from 'eventsource-parser';

// A GraphQL subscription over server-sent events that survives dropped connections (decision
// 053). fetch rather than EventSource: the session's token travels in a header and the operation,
// by its id (decision 034), in a POST body, neither of which EventSource can send. Each update's
// event id is a position in the club's log; after a drop the subscription is sent again with
// `since` set to the last id seen, so the gateway sends what was missed, once.

export interface StreamOptions {
  /** The gateway's GraphQL URL. */
  url: string;
  /** The operation's id in the app's list of documents, and its name. */
  documentId: string;
  operationName: string;
  /** Headers of each attempt (the session's token, read again at every reconnection). */
  headers?: () => Record<string, string>;
  /** Resume after this id; unset, the gateway starts at the present. */
  since?: number;
  /** Each update's data, with its id (a position of the log). */
  onUpdate: (data: unknown, id: number) => void;
  /** The gateway refused the subscription (an error in GraphQL's terms): no more attempts. */
  onRefused?: (errors: unknown) => void;
  /** Connected (again): `resumed` is false the first time. */
  onOpen?: (resumed: boolean) => void;
  /** Waits before a new attempt; grows after each failed one (ms). */
  retryDelays?: readonly number[];
  fetch?: typeof fetch;
}

const RETRY_DELAYS = [500, 1000, 2000, 5000, 10_000] as const;

export interface FollowedStream {
  stop(): void;
  /** Settles once it follows no more: stopped, or refused. */
  ended: Promise<void>;
}

/** Follows the subscription until stopped or refused. */
export function followStream(options: StreamOptions): FollowedStream {
  const controller = new AbortController();
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const delays = options.retryDelays ?? RETRY_DELAYS;
  let last = options.since;
  let failures = 0;
  let opened = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  /** One connection: true when it ended in a way worth another attempt. */
  async function attempt(): Promise<boolean> {
    const response = await send(options.url, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        ...options.headers?.(),
      },
      body: JSON.stringify({
        operationName: options.operationName,
        variables: last === undefined ? {} : { since: last },
        extensions: { persistedQuery: { version: 1, sha256Hash: options.documentId } },
      }),
      signal: controller.signal,
    });
    // Refusals come as a stream too (one update with the errors), with their status.
    if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
      const body: unknown = await response.json().catch(() => null);
      // A refusal (signed out, not allowed, an unknown document): trying again would not change it.
      if (response.status >= 400 && response.status < 500) {
        options.onRefused?.((body as { errors?: unknown } | null)?.errors ?? null);
        return false;
      }
      return true;
    }
    options.onOpen?.(opened);
    opened = true;
    let refused = false;
    const parser = createParser({
      onEvent(message) {
        if (message.event !== 'next') return;
        const result = JSON.parse(message.data) as { data?: unknown; errors?: unknown };
        if (result.errors) {
          refused = true;
          options.onRefused?.(result.errors);
          return;
        }
        const id = message.id === undefined ? Number.NaN : Number(message.id);
        if (Number.isSafeInteger(id)) last = id;
        failures = 0;
        options.onUpdate(result.data, id);
      },
    });
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    // Stopped: the stream is cancelled here too, whatever the fetch does with its signal, so the
    // gateway ends the subscription.
    const cancel = () => void reader.cancel().catch(() => {});
    controller.signal.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
        if (refused) {
          await reader.cancel().catch(() => {});
          return false;
        }
      }
    } finally {
      controller.signal.removeEventListener('abort', cancel);
    }
    return true;
  }

  const ended = (async () => {
    while (!controller.signal.aborted) {
      let again: boolean;
      try {
        again = await attempt();
      } catch {
        again = true;
      }
      if (!again || controller.signal.aborted) return;
      await wait(delays[Math.min(failures, delays.length - 1)] ?? 1000);
      failures++;
    }
  })();
  return { stop: () => controller.abort(), ended };
}
