import type { Sql } from '@club/db/connection';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { MemberEvent } from '../members/public.ts';

// The `member_opening_balances` read model: one row per member's `OpeningBalanceRecorded`, which
// the caps count (limits/grams-used.ts) and the monthly close shows as opening figures.

interface OpeningRow {
  memberId: number;
  year: number;
  month: number;
  gramsThisMonth: number;
  gramsThisYear: number;
  asOf: string;
}

function openingRowOf(event: MemberEvent): OpeningRow[] {
  return event.type === 'OpeningBalanceRecorded' ? [{ ...event.payload }] : [];
}

const OPENING_ROWS: RowsInsert<OpeningRow> = {
  columns: [
    ['member_id', 'integer', (row) => row.memberId],
    ['year', 'integer', (row) => row.year],
    ['month', 'integer', (row) => row.month],
    ['grams_month', 'integer', (row) => row.gramsThisMonth],
    ['grams_year', 'integer', (row) => row.gramsThisYear],
    ['as_of', 'date', (row) => row.asOf],
  ],
};

const insertOpeningRows = (sql: Sql, rows: readonly OpeningRow[], table = 'member_opening_balances') =>
  insertRows(sql, table, OPENING_ROWS, rows);

export const openingBalancesProjection = defineProjection({
  name: 'member_opening_balances',
  streams: ['member'],
  project: (tx, events) => insertOpeningRows(tx, events.flatMap(openingRowOf)),
  rebuild: {
    initial: (): OpeningRow[] => [],
    evolve(rows, event) {
      rows.push(...openingRowOf(event));
      return rows;
    },
    tables: [
      {
        table: 'member_opening_balances',
        columns: 'member_id, year, month, grams_month, grams_year, as_of',
        key: 'member_id::text',
      },
    ],
    write: (sql, rows) => insertOpeningRows(sql, rows, 'replay_member_opening_balances'),
  },
});
