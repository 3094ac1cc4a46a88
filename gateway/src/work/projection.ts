import type { Sql } from '@club/db/connection';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { WorkEvent, WorkRecorded } from './events.ts';

// The `work_entries` read model as a plain function of the work stream's events: the live write
// and the replay run this same code. A deleted entry has no row.

export type WorkRow = WorkRecorded;

// A work entry's row is its last fact alone: recorded, or gone.
export function evolveWork(_row: WorkRow | undefined, event: WorkEvent): WorkRow | undefined {
  switch (event.type) {
    case 'WorkRecorded':
      return event.payload;
    case 'WorkDeleted':
      return undefined;
    default:
      return unhandledEvent(event);
  }
}

/**
 * Writes rows into `table` (the live `work_entries`, or replay's fresh copy). `created_at` is the
 * time of the event that recorded the entry, read in SQL so no microsecond is lost.
 */
export async function insertWorkRows(
  sql: Sql,
  rows: readonly WorkRow[],
  table = 'work_entries',
): Promise<void> {
  await insertRows(sql, table, WORK_ROWS, rows);
}

const WORK_ROWS: RowsInsert<WorkRow> = {
  columns: [
    ['id', 'integer', (row) => row.workId],
    ['type', 'text', (row) => row.type],
    ['member_id', 'integer', (row) => row.memberId],
    ['person_name', 'text', (row) => row.personName],
    ['date', 'date', (row) => row.date],
    ['start_hour', 'text', (row) => row.startHour],
    ['end_hour', 'text', (row) => row.endHour],
    ['hours', 'numeric', (row) => row.hours],
    ['created_by', 'integer', (row) => row.createdBy],
  ],
  createdAt: { column: 'created_at', streamPrefix: 'work', idColumn: 'id' },
};

export const workProjection = defineProjection({
  name: 'work_entries',
  streams: ['work'],
  async project(tx, events) {
    for (const event of events) {
      if (event.type === 'WorkRecorded') await insertWorkRows(tx, [event.payload]);
      else await tx.query('delete from work_entries where id = $1', [event.payload.workId]);
    }
  },
  rebuild: {
    initial: () => new Map<number, WorkRow>(),
    evolve(rows, event) {
      const id = event.payload.workId;
      const next = evolveWork(rows.get(id), event);
      if (next) rows.set(id, next);
      else rows.delete(id);
      return rows;
    },
    tables: [
      {
        table: 'work_entries',
        columns:
          'id, type, member_id, person_name, date, start_hour, end_hour, hours, created_by, created_at',
        key: 'id::text',
      },
    ],
    write: (sql, rows) => insertWorkRows(sql, [...rows.values()], 'replay_work_entries'),
  },
});
