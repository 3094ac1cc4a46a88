import type { Sql } from '@club/db/connection';
import type { StockDestroyed } from './events.ts';

// The destruction records as /admin/destruccion lists them: read from the log (StockDestroyed),
// newest day first, so no table needs rebuilding. Batch waste will join this list with its kind.

export interface DestructionEntry extends StockDestroyed {
  species: string;
  /** Who recorded it: 'Name Last name', or the actor when not a member. */
  recordedBy: string;
  /** ISO 8601. */
  recordedAt: string;
}

export const DESTRUCTIONS_MAX = 200;

export async function listDestructions(sql: Sql): Promise<DestructionEntry[]> {
  const { rows } = await sql.query<{
    payload: StockDestroyed;
    species: string;
    actor: string;
    name: string | null;
    last_name: string | null;
    occurred_at: Date | string;
  }>(
    `select e.payload, p.species, e.actor, m.name, m.last_name, e.occurred_at
       from events e
       join products p on p.id = (e.payload->>'productId')::int
       left join members m on e.actor = 'member-' || m.id::text
      where e.type = 'StockDestroyed'
      order by e.payload->>'date' desc, e.position desc
      limit $1`,
    [DESTRUCTIONS_MAX],
  );
  return rows.map((row) => ({
    ...row.payload,
    species: row.species,
    recordedBy: row.name === null ? row.actor : `${row.name} ${row.last_name ?? ''}`.trim(),
    recordedAt: new Date(row.occurred_at).toISOString(),
  }));
}
