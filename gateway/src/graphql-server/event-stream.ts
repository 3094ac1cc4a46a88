import type { ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../kernel/graphql/context.ts';

// Subscriptions over server-sent events with an id on each update (decision 053). Yoga's own
// processor writes the GraphQL over SSE protocol's distinct connections mode (`event: next`,
// `event: complete`, a comment as ping) but no `id:` field; this one writes the same frames and
// adds, as the id, the `position` the update's root field carries (the log's position), so a
// client that reconnects with Last-Event-ID, or passes it back as `since`, resumes there.

/** A comment every so often keeps proxies and browsers from closing a quiet stream. */
const PING_MS = 12_000;

const encoder = new TextEncoder();

/** The log position an update carries: its single root field's `position`, if any. */
function positionOf(result: ExecutionResult): string | undefined {
  const data = result.data as Record<string, unknown> | null | undefined;
  if (!data) return undefined;
  const fields = Object.values(data);
  const field = fields.length === 1 ? (fields[0] as { position?: unknown } | null) : null;
  const position = field?.position;
  return typeof position === 'number' && Number.isSafeInteger(position) ? String(position) : undefined;
}

/** An error as the client sees it: without the status Yoga reads from its extensions. */
function withoutInternals(error: GraphQLError): unknown {
  const { http: _http, unexpected: _unexpected, ...extensions } = error.extensions ?? {};
  return { ...error.toJSON(), extensions: Object.keys(extensions).length > 0 ? extensions : undefined };
}

function frame(result: ExecutionResult): string {
  const id = positionOf(result);
  // What Yoga strips from results it sends (its internal extensions): only the client's part.
  const { data, errors } = result;
  const body = JSON.stringify({
    ...(errors ? { errors: errors.map(withoutInternals) } : {}),
    ...(data !== undefined ? { data } : {}),
  });
  return `${id ? `id: ${id}\n` : ''}event: next\ndata: ${body}\n\n`;
}

function eventStream(results: AsyncIterable<ExecutionResult>): Response {
  const iterator = results[Symbol.asyncIterator]();
  let ping: NodeJS.Timeout | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // Some browsers show nothing of a stream until its first bytes.
      controller.enqueue(encoder.encode(':\n\n'));
      ping = setInterval(() => {
        if (controller.desiredSize === null) clearInterval(ping);
        else if (controller.desiredSize > 0) controller.enqueue(encoder.encode(':\n\n'));
      }, PING_MS);
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.value != null) controller.enqueue(encoder.encode(frame(next.value)));
        if (next.done) {
          controller.enqueue(encoder.encode('event: complete\ndata:\n\n'));
          clearInterval(ping);
          controller.close();
        }
      } catch (error) {
        clearInterval(ping);
        controller.error(error);
      }
    },
    async cancel() {
      clearInterval(ping);
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'content-encoding': 'none',
      // nginx would otherwise hold the updates back until its buffer fills.
      'x-accel-buffering': 'no',
    },
  });
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<ExecutionResult> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** Takes over from Yoga's SSE processor for a subscription's stream of results. */
export const eventStreamWithIds: Plugin<GraphQLContext> = {
  onResultProcess({ request, result, resultProcessor, setResultProcessor }) {
    if (!resultProcessor || !isAsyncIterable(result)) return;
    if (!/\btext\/event-stream\b/i.test(request.headers.get('accept') ?? '')) return;
    setResultProcessor(
      (answer) => eventStream(answer as AsyncIterable<ExecutionResult>),
      'text/event-stream',
    );
  },
};
