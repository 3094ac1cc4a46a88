import type { Sql } from '@club/db/connection';
import { asClubEvent, type ClubEvent } from './club-event.ts';

// Reading the event log for people: each event with the name of the member or admin who caused
// it (actors are `member-<id>`; the demo seed's are `seed`). Used by the histories and `events`.

/** A fact of the log (typed by its union) with where, when and by whom. */
export type LoggedEvent = ClubEvent & {
  position: number;
  streamId: string;
  version: number;
  actor: string;
  /** 'Name Last name' of the actor when it is a member, else null. */
  actorName: string | null;
  /** ISO 8601, UTC. */
  occurredAt: string;
};

interface Row {
  position: number;
  stream_id: string;
  version: number;
  type: string;
  payload: unknown;
  actor: string;
  name: string | null;
  last_name: string | null;
  occurred_at: Date | string;
}

/**
 * Events matching `where` (SQL over the alias `e`, with `$n` parameters), in log order.
 * `tail` is appended after the order by (e.g. `limit $3`).
 */
export async function selectEvents(
  sql: Sql,
  where: string,
  params: unknown[],
  options: { descending?: boolean; tail?: string } = {},
): Promise<LoggedEvent[]> {
  const { rows } = await sql.query<Row>(
    `select e.position, e.stream_id, e.version, e.type, e.payload, e.actor, m.name, m.last_name, e.occurred_at
       from events e
       left join members m on e.actor = 'member-' || m.id::text
      where ${where}
      order by e.position ${options.descending ? 'desc' : 'asc'}
      ${options.tail ?? ''}`,
    params,
  );
  return rows.map((row) =>
    asClubEvent({
      position: Number(row.position),
      streamId: row.stream_id,
      version: Number(row.version),
      type: row.type,
      payload: row.payload,
      actor: row.actor,
      actorName: row.name === null ? null : `${row.name} ${row.last_name ?? ''}`.trim(),
      occurredAt: new Date(row.occurred_at).toISOString(),
    }),
  );
}
