import { createHash } from 'node:crypto';
import type { LoggedStockEvent } from './business-dates.ts';

// What the close signs (decision 030): SHA-256, hex, of the month's stock events (those whose
// business day falls in the month, dated-events.ts) in log position order, one line each, joined
// by '\n' with no trailing line end. A line is the JSON array
//   [position, stream id, version, type, payload]
// with the payload's object keys sorted at every depth (PostgreSQL's jsonb keeps its own key
// order, so the order the payload was written in is not what it reads back in). Anyone can
// recompute it from an export of the events table.

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** One event's line of the hashed text. */
export function hashLine(event: LoggedStockEvent): string {
  return JSON.stringify([
    event.position,
    event.streamId,
    event.version,
    event.type,
    canonical(event.payload),
  ]);
}

export function monthHash(events: readonly LoggedStockEvent[]): string {
  const lines = [...events].sort((a, b) => a.position - b.position).map(hashLine);
  return createHash('sha256').update(lines.join('\n'), 'utf8').digest('hex');
}
