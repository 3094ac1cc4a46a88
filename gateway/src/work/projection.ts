import type { Sql } from '@club/db/connection';
import { memberTexts } from '@club/domain/member-texts';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import { memberSubject, openNames, workSubject } from '../kernel/privacy/subjects.ts';
import type { WorkEvent, WorkRecorded } from './events.ts';

// The `work_entries` read model as a plain function of the work stream's events: the live write
// and the replay run this same code. A deleted entry has no row. The log holds who worked only
// sealed: the row has the name opened, or the placeholder once the person was forgotten (a
// member's `MemberForgotten` changes their rows at once; replay finds the key destroyed).

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
  const names = await openNames(sql, rows, sealedPerson, forgottenPerson);
  await insertRows(
    sql,
    table,
    WORK_ROWS,
    rows.map((row, at) => ({ ...row, personName: names[at] as string })),
  );
}

function sealedPerson(row: WorkRow) {
  const subject = row.memberId === null ? workSubject(row.workId) : memberSubject(row.memberId);
  return { subject, sealed: row.personName };
}

function forgottenPerson(row: { memberId: number | null }): string {
  return row.memberId === null
    ? memberTexts.forgottenPerson
    : `${memberTexts.forgottenName} #${row.memberId}`;
}

/** A row as written: who worked opened. */
type OpenedWorkRow = Omit<WorkRow, 'personName'> & { personName: string };

const WORK_ROWS: RowsInsert<OpenedWorkRow> = {
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
  streams: ['work', 'member'],
  async project(tx, events) {
    for (const event of events) {
      if (event.type === 'WorkRecorded') await insertWorkRows(tx, [event.payload]);
      else if (event.type === 'WorkDeleted')
        await tx.query('delete from work_entries where id = $1', [event.payload.workId]);
      else if (event.type === 'MemberForgotten') {
        const { memberId } = event.payload;
        await tx.query('update work_entries set person_name = $2 where member_id = $1', [
          memberId,
          forgottenPerson({ memberId }),
        ]);
      }
    }
  },
  rebuild: {
    initial: () => new Map<number, WorkRow>(),
    evolve(rows, event) {
      if (event.type !== 'WorkRecorded' && event.type !== 'WorkDeleted') return rows;
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
