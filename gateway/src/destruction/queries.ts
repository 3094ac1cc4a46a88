import type { Sql } from '@club/db/connection';
import { memberTexts } from '@club/domain/member-texts';
import { destructionSubject, openNames } from '../kernel/privacy/subjects.ts';
import type { BatchWasteDestroyed } from '../plants/public.ts';
import type { StockDestroyed } from '../stock/public.ts';

// The destruction records as the destruction screen (/admin/destruccion) lists them: read from the log, newest day first,
// so no table needs rebuilding. Both kinds: a product's grams (StockDestroyed, product stream)
// and a batch's waste (BatchWasteDestroyed, batch stream); both carry a productId for the species.

type LoggedDestruction = StockDestroyed | BatchWasteDestroyed;

export type DestructionEntry = (
  | (Omit<StockDestroyed, 'witness'> & { batchId: null })
  | Omit<BatchWasteDestroyed, 'witness'>
) & {
  /** The witness's name, opened (the log holds it sealed under the record's subject). */
  witness: string;
  species: string;
  /** Who recorded it: 'Name Last name', or the actor when not a member. */
  recordedBy: string;
  /** ISO 8601. */
  recordedAt: string;
};

export const DESTRUCTIONS_MAX = 200;

/** Each destruction's witness opened, in order; the placeholder where the name was forgotten. */
export function openWitnesses(
  sql: Sql,
  destructions: ReadonlyArray<Pick<LoggedDestruction, 'destructionId' | 'witness'>>,
): Promise<string[]> {
  return openNames(
    sql,
    destructions,
    (destruction) => ({
      subject: destructionSubject(destruction.destructionId),
      sealed: destruction.witness,
    }),
    () => memberTexts.forgottenPerson,
  );
}

export async function listDestructions(sql: Sql): Promise<DestructionEntry[]> {
  const { rows } = await sql.query<{
    payload: LoggedDestruction;
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
  const witnesses = await openWitnesses(
    sql,
    rows.map((row) => row.payload),
  );
  return rows.map((row, at) => ({
    ...(row.payload.target.kind === 'product' ? { ...row.payload, batchId: null } : row.payload),
    witness: witnesses[at] as string,
    species: row.species,
    recordedBy: row.name === null ? row.actor : `${row.name} ${row.last_name ?? ''}`.trim(),
    recordedAt: new Date(row.occurred_at).toISOString(),
  })) as DestructionEntry[];
}
