import type { Database, Sql } from '@club/db/connection';
import { asClubEvent } from '../kernel/events/club-event.ts';
import type { LoggedEvent } from '../kernel/events/projections.ts';

type LogPage = Array<
  [position: number, streamId: string, type: string, payload: unknown, occurredAt: string]
>;

/**
 * The whole log in position order, in large pages. On PGlite each page is one JSON text built by
 * the database and parsed by one JSON.parse: its per-row and per-column decoding cost more than
 * the replay itself. On PostgreSQL plain rows with the payload as text are twice as fast as that
 * (the server's JSON building dominates there). docs/performance.md.
 */
async function readPage(sql: Sql, kind: Database['kind'], after: number, pageSize: number): Promise<LogPage> {
  if (kind === 'postgres') {
    const { rows } = await sql.query<{
      position: number;
      stream_id: string;
      type: string;
      payload: string;
      occurred_at: string;
    }>(
      `select position, stream_id, type, payload::text as payload, occurred_at::text as occurred_at
         from events where position > $1 order by position limit $2`,
      [after, pageSize],
    );
    return rows.map((row) => [
      row.position,
      row.stream_id,
      row.type,
      JSON.parse(row.payload),
      row.occurred_at,
    ]);
  }
  const { rows } = await sql.query<{ page: string }>(
    `select coalesce(json_agg(json_build_array(position, stream_id, type, payload, occurred_at) order by position), '[]')::text as page
       from (select position, stream_id, type, payload, occurred_at from events
              where position > $1 order by position limit $2) as page`,
    [after, pageSize],
  );
  return JSON.parse(rows[0]?.page ?? '[]');
}

export async function* readLog(
  sql: Sql,
  kind: Database['kind'],
  pageSize = 20_000,
): AsyncGenerator<LoggedEvent> {
  let next = readPage(sql, kind, 0, pageSize);
  for (;;) {
    const page = await next;
    const last = page[page.length - 1];
    const more = page.length === pageSize && last !== undefined;
    // The next page is asked for before this one is folded: on PostgreSQL the server reads it
    // on the other core meanwhile.
    if (more) {
      next = readPage(sql, kind, last[0], pageSize);
      next.catch(() => {}); // awaited on the next turn; only an abandoned fold must not leave it unhandled
    }
    for (const [, streamId, type, payload, occurredAt] of page) {
      yield asClubEvent({ streamId, type, payload, occurredAt });
    }
    if (!more) return;
  }
}
