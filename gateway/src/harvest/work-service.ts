import type { Database, Sql } from '@club/db/connection';
import { isCalendarMonth, monthRange } from '@club/domain/calendar-month';
import { fillText } from '@club/domain/cart-rules';
import {
  hoursByPerson,
  type ManicureDraft,
  type PersonHours,
  validateManicure,
  type WorkType,
  workTypeOf,
} from '@club/domain/manicure';
import { isIsoDate } from '@club/domain/pickup';
import { texts } from '@club/domain/texts';

// Manicure work (spec §3 "Work entry", "Manicure entry", §4 "Work deletion", §5 "Manicure").
// Entries are plain rows with ids; `no_socio` is the member's number, null for a non-member.

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

export interface WorkRefusal {
  code: string;
  message: string;
}

/** REST status and `msg` of a refusal: none matching 404, several matching 409, else 400. */
export function workRefusalAnswer(code: string): { status: 400 | 404 | 409; msg: string } {
  if (code === 'TRABAJO_NO_ENCONTRADO') return { status: 404, msg: 'Not Found' };
  if (code === 'VARIOS_TRABAJOS') return { status: 409, msg: 'Conflict' };
  return { status: 400, msg: 'Bad Request' };
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

interface WorkRow {
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

function toWork(row: WorkRow): WorkEntry {
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
    const { rows } = await sql.query<WorkRow>(`${SELECT_WORK} order by date desc, start_hour, id`);
    return rows.map(toWork);
  }
  if (!isIsoDate(date)) return null;
  const { rows } = await sql.query<WorkRow>(`${SELECT_WORK} where date = $1::date order by start_hour, id`, [
    date,
  ]);
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
  const { rows } = await sql.query<WorkRow>(`${SELECT_WORK} where date >= $1::date and date < $2::date`, [
    from,
    to,
  ]);
  return hoursByPerson(rows.map(toWork));
}

export type AddWorkOutcome = { ok: true; work: WorkEntry } | { ok: false; error: WorkRefusal };

/** The member named by the modal: their number (the dropdown's value) or their full name, among trimmers. */
async function resolveTrimmer(
  sql: Sql,
  socio: string,
): Promise<{ ok: true; id: number; name: string } | { ok: false; error: WorkRefusal }> {
  const unknown = {
    ok: false as const,
    error: { code: 'SOCIO_INEXISTENTE', message: texts.manicure.unknownSocio },
  };
  type Row = { id: number; name: string; last_name: string; trimmer: boolean };
  let rows: Row[];
  if (/^\d+$/.test(socio)) {
    if (!Number.isSafeInteger(Number(socio))) return unknown;
    ({ rows } = await sql.query<Row>(
      'select id, name, last_name, trimmer from members where id = $1 and active',
      [Number(socio)],
    ));
  } else {
    ({ rows } = await sql.query<Row>(
      `select id, name, last_name, trimmer from members
        where active and trimmer
          and (lower(name || ' ' || last_name) = lower($1) or lower(name) = lower($1))`,
      [socio.replace(/\s+/g, ' ')],
    ));
    if (rows.length !== 1) return unknown;
  }
  const member = rows[0];
  if (!member) return unknown;
  const name = `${member.name} ${member.last_name}`;
  if (!member.trimmer) {
    return {
      ok: false,
      error: { code: 'SOCIO_NO_MANICURISTA', message: fillText(texts.manicure.notTrimmer, { name }) },
    };
  }
  return { ok: true, id: Number(member.id), name };
}

/** Spec §7 POST /admin/uploadharvest: the modal's rules again, the member among the trimmers. */
export async function addWork(
  db: Database,
  actorMemberId: number,
  draft: ManicureDraft,
): Promise<AddWorkOutcome> {
  const checked = validateManicure(draft);
  if (!checked.ok) return { ok: false, error: checked.problem };
  const entry = checked.value;
  let memberId: number | null = null;
  let name = entry.nosocioName ?? '';
  if (entry.socio !== null) {
    const member = await resolveTrimmer(db, entry.socio);
    if (!member.ok) return member;
    memberId = member.id;
    name = member.name;
  }
  const { rows } = await db.query<WorkRow>(
    `insert into work_entries (type, member_id, person_name, date, start_hour, end_hour, hours, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     returning id, type, member_id, person_name, date::text as date, start_hour, end_hour, hours`,
    [entry.type, memberId, name, entry.date, entry.startHour, entry.endHour, entry.hours, actorMemberId],
  );
  return { ok: true, work: toWork(rows[0] as WorkRow) };
}

export type DeleteWorkOutcome = { ok: true; id: number } | { ok: false; error: WorkRefusal };

const notFound: DeleteWorkOutcome = {
  ok: false,
  error: { code: 'TRABAJO_NO_ENCONTRADO', message: texts.workDone.notFound },
};

/** Deletes one entry by id (the screen's X, GraphQL). */
export async function deleteWork(db: Database, id: number): Promise<DeleteWorkOutcome> {
  const { rows } = await db.query<{ id: number }>('delete from work_entries where id = $1 returning id', [
    id,
  ]);
  return rows[0] ? { ok: true, id: Number(rows[0].id) } : notFound;
}

/**
 * Spec §7 DELETE /admin/deleteWork `{ hours, date, no_socio, type }` (optionally `socio_name`, or
 * `id`): deletes exactly one matching entry, or refuses when none or several match.
 */
export async function deleteWorkMatching(
  db: Database,
  body: Record<string, unknown>,
): Promise<DeleteWorkOutcome> {
  const invalid: DeleteWorkOutcome = {
    ok: false,
    error: { code: 'DATOS_INVALIDOS', message: texts.generic.badRequest },
  };
  if (body.id !== undefined && body.id !== null) {
    return typeof body.id === 'number' && Number.isSafeInteger(body.id) ? deleteWork(db, body.id) : invalid;
  }
  const hours = typeof body.hours === 'string' && body.hours.trim() !== '' ? Number(body.hours) : body.hours;
  const type = workTypeOf(body.type);
  const noSocio =
    body.no_socio === undefined || body.no_socio === null || body.no_socio === ''
      ? null
      : typeof body.no_socio === 'string' && /^\d+$/.test(body.no_socio)
        ? Number(body.no_socio)
        : body.no_socio;
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0) return invalid;
  if (typeof body.date !== 'string' || !isIsoDate(body.date) || type === null) return invalid;
  if (noSocio !== null && (typeof noSocio !== 'number' || !Number.isSafeInteger(noSocio))) return invalid;
  if (body.socio_name !== undefined && typeof body.socio_name !== 'string') return invalid;
  const name =
    typeof body.socio_name === 'string' && body.socio_name.trim() !== '' ? body.socio_name.trim() : null;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `select id from work_entries
        where date = $1::date and type = $2 and member_id is not distinct from $3::int
          and hours = round($4::numeric, 2) and ($5::text is null or person_name = $5)
        for update`,
      [body.date, type, noSocio, hours, name],
    );
    if (rows.length === 0) return notFound;
    if (rows.length > 1) {
      return {
        ok: false as const,
        error: {
          code: 'VARIOS_TRABAJOS',
          message: fillText(texts.workDone.severalMatch, { N: rows.length }),
        },
      };
    }
    const id = Number(rows[0]?.id);
    await tx.query('delete from work_entries where id = $1', [id]);
    return { ok: true as const, id };
  });
}
