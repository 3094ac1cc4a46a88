import type { Database, Sql } from '@club/db/connection';
import { isCalendarMonth, monthRange } from '@club/domain/calendar-month';
import { isIsoDate } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import {
  hoursByPerson,
  type ManicureDraft,
  type ManicureProblem,
  type PersonHours,
  type WorkType,
  workTypeOf,
} from '@club/domain/manicure';
import { manicureSchema } from '@club/domain/manicure-schema';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import { memberActor } from '../kernel/commands/actors.ts';
import { type Decision, loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import { WORK_DELETED, WORK_RECORDED, type WorkEvent, workStream } from './work-events.ts';
import { deleteWorkRow, evolveWork, insertWorkRows } from './work-projection.ts';

// Manicure work (spec §3 "Work entry", "Manicure entry", §4 "Work deletion", §5 "Manicure").
// Entries are `work-<id>` streams (work-events.ts) projected into `work_entries`; `no_socio` is the
// member's number, null for a non-member.

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

export type AddWorkOutcome = { ok: true; work: WorkEntry } | { ok: false; error: Refusal };

type Trimmer = { ok: true; id: number; name: string } | { ok: false; error: Refusal };

/** The member named by the modal: their number (the dropdown's value) or their full name, among trimmers. */
async function resolveTrimmer(sql: Sql, socio: string): Promise<Trimmer> {
  const unknown = { ok: false as const, error: refusal('SOCIO_INEXISTENTE') };
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

/** Pure: the modal's rules again, then who worked, then the fact. */
export function decideRecordWork(
  draft: ManicureDraft,
  context: { workId: number; createdBy: number; trimmer: Trimmer | null },
): Decision<WorkEvent> {
  const checked = checkRules<typeof manicureSchema, ManicureProblem['code']>(manicureSchema, draft);
  if (!checked.ok)
    return { ok: false, error: { code: checked.problem.code, message: checked.problem.message } };
  const entry = checked.value;
  if (context.trimmer && !context.trimmer.ok) return context.trimmer;
  const payload = {
    workId: context.workId,
    type: entry.type,
    memberId: context.trimmer ? context.trimmer.id : null,
    personName: context.trimmer ? context.trimmer.name : (entry.nosocioName ?? ''),
    date: entry.date,
    startHour: entry.startHour,
    endHour: entry.endHour,
    // numeric(5,2): the fact holds what the row keeps.
    hours: Math.round(entry.hours * 100) / 100,
    createdBy: context.createdBy,
  };
  return { ok: true, events: [{ type: WORK_RECORDED, payload }] };
}

async function findWork(sql: Sql, id: number): Promise<WorkEntry | null> {
  const { rows } = await sql.query<WorkDbRow>(`${SELECT_WORK} where id = $1`, [id]);
  return rows[0] ? toWork(rows[0]) : null;
}

/** Spec §7 POST /admin/uploadharvest: the modal's rules again, the member among the trimmers. */
export async function addWork(
  db: Database,
  actorMemberId: number,
  draft: ManicureDraft,
): Promise<AddWorkOutcome> {
  const outcome = await runCommand(db, {
    actor: memberActor(actorMemberId),
    async load(tx) {
      const checked = checkRules(manicureSchema, draft);
      const socio = checked.ok ? checked.value.socio : null;
      const trimmer = socio === null ? null : await resolveTrimmer(tx, socio);
      const { rows } = await tx.query<{ id: number }>(
        `select nextval(pg_get_serial_sequence('work_entries', 'id')) as id`,
      );
      const workId = Number(rows[0]?.id);
      return { state: { workId, trimmer }, stream: workStream(workId), version: 0 };
    },
    decide: (state) => decideRecordWork(draft, { ...state, createdBy: actorMemberId }),
    async project(tx, events, state) {
      for (const event of events) {
        const row = evolveWork(undefined, event);
        if (row) await insertWorkRows(tx, [row]);
      }
      return findWork(tx, state.workId);
    },
  });
  if (!outcome.ok) return outcome;
  if (!outcome.value) throw new Error('a recorded work entry has no row');
  return { ok: true, work: outcome.value };
}

export type DeleteWorkOutcome = { ok: true; id: number } | { ok: false; error: Refusal };

/**
 * Deletes one entry by id (the screen's X, GraphQL): `WorkDeleted` on its stream. Two deletions
 * at once both load the same version; the second to append runs again and finds nothing.
 */
export async function deleteWork(
  db: Database,
  actorMemberId: number,
  id: number,
): Promise<DeleteWorkOutcome> {
  const stream = workStream(id);
  const outcome = await runCommand(db, {
    actor: memberActor(actorMemberId),
    load: (tx) => loadStream(tx, stream, 'work', evolveWork),
    decide: (row): Decision<WorkEvent> =>
      row
        ? { ok: true, events: [{ type: WORK_DELETED, payload: { workId: row.workId } }] }
        : { ok: false, error: refusal('TRABAJO_NO_ENCONTRADO') },
    async project(tx, events) {
      if (events.length > 0) await deleteWorkRow(tx, id);
    },
  });
  return outcome.ok ? { ok: true, id } : outcome;
}

/**
 * Spec §7 DELETE /admin/deleteWork `{ hours, date, no_socio, type }` (optionally `socio_name`, or
 * `id`): deletes exactly one matching entry, or refuses when none or several match.
 */
export async function deleteWorkMatching(
  db: Database,
  actorMemberId: number,
  body: Record<string, unknown>,
): Promise<DeleteWorkOutcome> {
  const invalid: DeleteWorkOutcome = { ok: false, error: refusal('DATOS_INVALIDOS') };
  if (body.id !== undefined && body.id !== null) {
    return typeof body.id === 'number' && Number.isSafeInteger(body.id)
      ? deleteWork(db, actorMemberId, body.id)
      : invalid;
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
  const { rows } = await db.query<{ id: number }>(
    `select id from work_entries
      where date = $1::date and type = $2 and member_id is not distinct from $3::int
        and hours = round($4::numeric, 2) and ($5::text is null or person_name = $5)`,
    [body.date, type, noSocio, hours, name],
  );
  if (rows.length > 1) {
    return { ok: false, error: refusal('VARIOS_TRABAJOS', { N: rows.length }) };
  }
  const id = rows[0]?.id;
  return id === undefined
    ? { ok: false, error: refusal('TRABAJO_NO_ENCONTRADO') }
    : deleteWork(db, actorMemberId, Number(id));
}
