import type { Sql } from '@club/db/connection';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection } from '../kernel/events/projections.ts';
import { type Column, insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { HarvestEvent, HarvestRecorded } from './events.ts';

// The `harvests` read model: one row per harvest stream, the record as its latest fact holds it.
// `created_at` is the time of the fact that recorded it; `updated_at` (when it was last saved) is
// the live write's alone, so replay does not compare it.

export type HarvestRow = HarvestRecorded;

export function evolveHarvest(row: HarvestRow | undefined, event: HarvestEvent): HarvestRow {
  switch (event.type) {
    case 'HarvestRecorded':
      return event.payload;
    case 'HarvestCorrected':
      return { ...event.payload, createdBy: row?.createdBy ?? null };
    default:
      return unhandledEvent(event);
  }
}

const VALUE_COLUMNS: ReadonlyArray<Column<HarvestRow>> = [
  ['product_id', 'integer', (row) => row.productId],
  ['number_of_plants', 'integer', (row) => row.numberOfPlants],
  ['waste', 'integer', (row) => row.waste],
  ['stock', 'integer', (row) => row.stock],
  ['lamp_watts', 'integer', (row) => row.lampWatts],
  ['sketched_date', 'date', (row) => row.sketchedDate],
  ['first_transplantation', 'date', (row) => row.firstTransplantation],
  ['second_transplantation', 'date', (row) => row.secondTransplantation],
  ['third_transplantation', 'date', (row) => row.thirdTransplantation],
  ['bloom_date', 'date', (row) => row.bloomDate],
  ['harvest_date', 'date', (row) => row.harvestDate],
  ['observations', 'text', (row) => row.observations],
  ['finished', 'boolean', (row) => row.finished],
  ['batch_id', 'integer', (row) => row.batchId],
];

const HARVEST_ROWS: RowsInsert<HarvestRow> = {
  columns: [
    ['id', 'integer', (row) => row.harvestId],
    ...VALUE_COLUMNS,
    ['created_by', 'integer', (row) => row.createdBy],
  ],
  createdAt: { column: 'created_at', streamPrefix: 'harvest', idColumn: 'id' },
};

export function insertHarvestRows(sql: Sql, rows: readonly HarvestRow[], table = 'harvests'): Promise<void> {
  return insertRows(sql, table, HARVEST_ROWS, rows);
}

/** A correction: every value the form holds, as the fact says; who recorded it and when stay. */
async function correctHarvestRow(sql: Sql, row: HarvestRow): Promise<void> {
  const sets = VALUE_COLUMNS.map(([name], index) => `${name} = $${index + 2}::${VALUE_COLUMNS[index]?.[1]}`);
  await sql.query(`update harvests set ${sets.join(', ')}, updated_at = now() where id = $1`, [
    row.harvestId,
    ...VALUE_COLUMNS.map(([, , value]) => value(row)),
  ]);
}

export const harvestsProjection = defineProjection({
  name: 'harvests',
  streams: ['harvest'],
  async project(tx, events) {
    for (const event of events) {
      if (event.type === 'HarvestRecorded') await insertHarvestRows(tx, [event.payload]);
      else await correctHarvestRow(tx, evolveHarvest(undefined, event));
    }
  },
  rebuild: {
    initial: () => new Map<number, HarvestRow>(),
    evolve(rows, event) {
      const id = event.payload.harvestId;
      rows.set(id, evolveHarvest(rows.get(id), event));
      return rows;
    },
    tables: [
      {
        table: 'harvests',
        columns:
          'id, product_id, number_of_plants, waste, stock, lamp_watts, sketched_date, first_transplantation, ' +
          'second_transplantation, third_transplantation, bloom_date, harvest_date, observations, finished, ' +
          'batch_id, created_by, created_at',
        key: 'id::text',
        like: 'including defaults',
      },
    ],
    write: (sql, rows) => insertHarvestRows(sql, [...rows.values()], 'replay_harvests'),
  },
});
