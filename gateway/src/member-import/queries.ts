import type { Sql } from '@club/db/connection';

// What the monthly close's report shows of the opening balances: the members whose grams received
// before the club's books began here were recorded for that month. Opening figures, never
// deliveries: the report's deliveries and the dispensation totals read orders and bills only.

export interface OpeningSection {
  id: string;
  title: string;
  columns: string[];
  rows: Array<Array<string | number>>;
  empty: string;
}

/** The report's "Saldos de apertura" section for YYYY-MM. */
export async function openingBalancesSection(sql: Sql, month: string): Promise<OpeningSection> {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const { rows } = await sql.query<{
    cedula: string | null;
    name: string;
    last_name: string;
    grams_month: number;
    grams_year: number;
    as_of: string;
  }>(
    `select m.cedula, m.name, m.last_name, o.grams_month, o.grams_year, o.as_of::text as as_of
       from member_opening_balances o join members m on m.id = o.member_id
      where o.year = $1 and o.month = $2
      order by m.id`,
    [year, number],
  );
  return {
    id: 'saldos_apertura',
    title: 'Saldos de apertura de socios (retirado antes del registro en el sistema; no son entregas)',
    columns: ['cedula', 'socio', 'gramos_mes', 'gramos_ano', 'fecha_saldo'],
    rows: rows.map((row) => [
      row.cedula ?? '',
      `${row.name} ${row.last_name}`,
      Number(row.grams_month),
      Number(row.grams_year),
      row.as_of,
    ]),
    empty: 'Sin saldos de apertura en el mes',
  };
}
