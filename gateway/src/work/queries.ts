import type { Sql } from '@club/db/connection';
import { isCalendarMonth, monthRange } from '@club/domain/calendar-month';
import { isIsoDate } from '@club/domain/club-clock';
import { hoursByPerson, type PersonHours, type WorkType } from '@club/domain/manicure';

// Manicure work as the back office reads it: the `work_entries` read model (projection.ts);
// `no_socio` is the member's number, null for a non-member.

export interface WorkEntry {
  id: number;
  type: WorkType;
  noSocio: number | null;
  socioName: string;
  date: string;
  startHour: string;
  endHour: string;
  /** Decimal hours: 14:00–17:30 → 3.5. */
  hours: number;
}

/** The spec's field names, plus id, start_hour and end_hour. */
export function specWork(entry: WorkEntry) {
  return {
    id: entry.id,
    hours: entry.hours,
    date: entry.date,
    no_socio: entry.noSocio,
    socio_name: entry.socioName,
    type: entry.type,
    start_hour: entry.startHour,
    end_hour: entry.endHour,
  };
}

interface WorkDbRow {
  id: number;
  type: WorkType;
  member_id: number | null;
  person_name: string;
  date: string;
  start_hour: string;
  end_hour: string;
  hours: number | string;
}

const SELECT_WORK = `
  select id, type, member_id, person_name, date::text as date, start_hour, end_hour, hours
    from work_entries`;

function toWork(row: WorkDbRow): WorkEntry {
  return {
    id: Number(row.id),
    type: row.type,
    noSocio: row.member_id === null ? null : Number(row.member_id),
    socioName: row.person_name,
    date: row.date,
    startHour: row.start_hour,
    endHour: row.end_hour,
    // numeric(5,2): pg and PGlite may hand it over as text.
    hours: Number(row.hours),
  };
}

/** Work entries, newest day first; of one day when `date` is given (null for a malformed date). */
export async function listWork(sql: Sql, date?: string): Promise<WorkEntry[] | null> {
  if (date === undefined) {
    const { rows } = await sql.query<WorkDbRow>(`${SELECT_WORK} order by date desc, start_hour, id`);
    return rows.map(toWork);
  }
  if (!isIsoDate(date)) return null;
  const { rows } = await sql.query<WorkDbRow>(
    `${SELECT_WORK} where date = $1::date order by start_hour, id`,
    [date],
  );
  return rows.map(toWork);
}

/** Days with work, newest first. */
export async function workDates(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ date: string }>(
    'select distinct date::text as date from work_entries order by date desc',
  );
  return rows.map((row) => row.date);
}

/** Hours per person in a calendar month (YYYY-MM), split by type; null for a malformed month. */
export async function workMonthTotals(sql: Sql, month: string): Promise<PersonHours[] | null> {
  if (!isCalendarMonth(month)) return null;
  const { from, to } = monthRange(month);
  const { rows } = await sql.query<WorkDbRow>(`${SELECT_WORK} where date >= $1::date and date < $2::date`, [
    from,
    to,
  ]);
  return hoursByPerson(rows.map(toWork));
}

export async function findWork(sql: Sql, id: number): Promise<WorkEntry | null> {
  const { rows } = await sql.query<WorkDbRow>(`${SELECT_WORK} where id = $1`, [id]);
  return rows[0] ? toWork(rows[0]) : null;
}
