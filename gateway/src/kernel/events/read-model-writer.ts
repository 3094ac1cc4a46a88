import type { Sql } from '@club/db/connection';

// How every read model that an event creates a row of is written, live and by replay alike: the
// rows go in as one JSON parameter through jsonb_to_recordset, one statement however many rows.

/** A column: its name in the table, its SQL type, and the row's value for it. */
export type Column<R> = readonly [name: string, type: string, value: (row: R) => unknown];

export interface RowsInsert<R> {
  columns: ReadonlyArray<Column<R>>;
  /**
   * A column set to the time of the event that created the row (now() of the live write's own
   * transaction), read in SQL so no microsecond is lost: `<stream prefix>-<id column>`, version 1.
   */
  createdAt?: { column: string; streamPrefix: string; idColumn: string };
}

export async function insertRows<R>(
  sql: Sql,
  table: string,
  spec: RowsInsert<R>,
  rows: readonly R[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = spec.columns.map(([name]) => name);
  const types = spec.columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const created = spec.createdAt;
  const targets = created ? [...names, created.column] : names;
  const values = names.map((name) => `r.${name}`);
  if (created) values.push('coalesce(e.occurred_at, now())');
  const join = created
    ? `left join events e on e.stream_id = '${created.streamPrefix}-' || r.${created.idColumn}::text and e.version = 1`
    : '';
  const insert = `insert into ${table} (${targets.join(', ')})
     select ${values.join(', ')} from jsonb_to_recordset($1::jsonb) as r(${types}) ${join}`;
  // A rebuild writes a whole table: in slices, so no one parameter grows past what a protocol message holds.
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const records = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) => Object.fromEntries(spec.columns.map(([name, , value]) => [name, value(row)])));
    await sql.query(insert, [JSON.stringify(records)]);
  }
}

const ROWS_PER_STATEMENT = 10_000;
