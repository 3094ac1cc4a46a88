import type { Sql } from '@club/db/connection';
import type { BatchWasteDestroyed } from '../plants/public.ts';
import type { StockDestroyed } from '../stock/public.ts';

// The destruction records as the destruction screen (/admin/destruccion) lists them: read from the log, newest day first,
// so no table needs rebuilding. Both kinds: a product's grams (StockDestroyed, product stream)
// and a batch's waste (BatchWasteDestroyed, batch stream); both carry a productId for the species.

export type DestructionEntry = ((StockDestroyed & { batchId: null }) | BatchWasteDestroyed) & {
  species: string;
  /** Who recorded it: 'Name Last name', or the actor when not a member. */
  recordedBy: string;
  /** ISO 8601. */
  recordedAt: string;
};

export const DESTRUCTIONS_MAX = 200;

export async function listDestructions(sql: Sql): Promise<DestructionEntry[]> {
  const { rows } = await sql.query<{
    payload: StockDestroyed | BatchWasteDestroyed;
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
      where e.type in ('StockDestroyed', 'BatchWasteDestroyed')
      order by e.payload->>'date' desc, e.position desc
      limit $1`,
    [DESTRUCTIONS_MAX],
  );
  return rows.map((row) => ({
    ...(row.payload.target.kind === 'product' ? { ...row.payload, batchId: null } : row.payload),
    species: row.species,
    recordedBy: row.name === null ? row.actor : `${row.name} ${row.last_name ?? ''}`.trim(),
    recordedAt: new Date(row.occurred_at).toISOString(),
  })) as DestructionEntry[];
}
