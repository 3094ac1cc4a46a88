import type { Sql } from '@club/db/connection';
import { unhandledEvent } from '../events/club-event.ts';
import type { WorkEvent, WorkRecorded } from './work-events.ts';

// The `work_entries` read model as a plain function of the work stream's events: the live write
// and the replay run this same code. A deleted entry has no row.

export type WorkRow = WorkRecorded;

export function evolveWork(row: WorkRow | undefined, event: WorkEvent): WorkRow | undefined {
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
  if (rows.length === 0) return;
  await sql.query(
    `insert into ${table} (id, type, member_id, person_name, date, start_hour, end_hour, hours, created_by, created_at)
     select r.id, r.type, r.member_id, r.person_name, r.date, r.start_hour, r.end_hour, r.hours, r.created_by,
            coalesce(e.occurred_at, now())
       from jsonb_to_recordset($1::jsonb) as r(id integer, type text, member_id integer, person_name text,
            date date, start_hour text, end_hour text, hours numeric, created_by integer)
       left join events e on e.stream_id = 'work-' || r.id::text and e.version = 1`,
    [
      JSON.stringify(
        rows.map((row) => ({
          id: row.workId,
          type: row.type,
          member_id: row.memberId,
          person_name: row.personName,
          date: row.date,
          start_hour: row.startHour,
          end_hour: row.endHour,
          hours: row.hours,
          created_by: row.createdBy,
        })),
      ),
    ],
  );
}

export async function deleteWorkRow(sql: Sql, workId: number): Promise<void> {
  await sql.query('delete from work_entries where id = $1', [workId]);
}
