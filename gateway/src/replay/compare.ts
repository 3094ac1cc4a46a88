import type { Sql } from '@club/db/connection';
import type { RebuiltTable, TableComparison } from '../kernel/events/projections.ts';

/** A live table against its rebuilt `replay_` copy, row for row on the compared columns. */
export async function compareTable(sql: Sql, spec: RebuiltTable): Promise<TableComparison> {
  const live = spec.table;
  const rebuilt = `replay_${spec.table}`;
  const { rows } = await sql.query<{ side: string; n: number; sample: string[] | null }>(
    `with only_live as (select ${spec.columns} from ${live} except all select ${spec.columns} from ${rebuilt}),
          only_rebuilt as (select ${spec.columns} from ${rebuilt} except all select ${spec.columns} from ${live})
     select 'live' as side, (select count(*) from ${live}) as n, null::text[] as sample
     union all select 'rebuilt', (select count(*) from ${rebuilt}), null
     union all select 'only_live', count(*), (array_agg(${spec.key}))[1:5] from only_live
     union all select 'only_rebuilt', count(*), (array_agg(${spec.key}))[1:5] from only_rebuilt`,
  );
  const by = new Map(rows.map((row) => [row.side, row]));
  const n = (side: string) => Number(by.get(side)?.n ?? 0);
  const sample = [...(by.get('only_live')?.sample ?? []), ...(by.get('only_rebuilt')?.sample ?? [])];
  return {
    table: spec.table,
    liveRows: n('live'),
    rebuiltRows: n('rebuilt'),
    onlyLive: n('only_live'),
    onlyRebuilt: n('only_rebuilt'),
    sample: [...new Set(sample)].slice(0, 5),
    equal: n('only_live') === 0 && n('only_rebuilt') === 0,
  };
}
