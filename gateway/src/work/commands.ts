import type { Database, Sql } from '@club/db/connection';
import { isIsoDate } from '@club/domain/club-clock';
import { type ManicureDraft, workTypeOf } from '@club/domain/manicure';
import { manicureSchema } from '@club/domain/manicure-schema';
import { checkRules } from '@club/domain/rule-schema';
import { memberActor } from '../kernel/commands/actors.ts';
import { loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import { sealFor } from '../kernel/privacy/subject-keys.ts';
import { memberSubject, workSubject } from '../kernel/privacy/subjects.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import { deleteWorkDecider, recordWorkDecider, type WorkMember } from './decide.ts';
import { workStream } from './events.ts';
import { evolveWork } from './projection.ts';
import { findWork, type WorkEntry } from './queries.ts';

// Manicure work on the one write path: entries are `work-<id>` streams (events.ts); the registered
// projection (projection.ts) writes `work_entries`.

export type AddWorkOutcome = { ok: true; work: WorkEntry } | { ok: false; error: Refusal };

/** The members a modal's `socio_name` can name: by number (active), or by name (active trimmers). */
async function namedMembers(sql: Sql, socio: string): Promise<Map<number, WorkMember>> {
  type Row = { id: number; name: string; last_name: string; trimmer: boolean };
  let rows: Row[] = [];
  if (/^\d+$/.test(socio)) {
    if (Number.isSafeInteger(Number(socio))) {
      ({ rows } = await sql.query<Row>(
        'select id, name, last_name, trimmer from members where id = $1 and active',
        [Number(socio)],
      ));
    }
  } else {
    ({ rows } = await sql.query<Row>(
      `select id, name, last_name, trimmer from members
        where active and trimmer
          and (lower(name || ' ' || last_name) = lower($1) or lower(name) = lower($1))`,
      [socio.replace(/\s+/g, ' ')],
    ));
  }
  const members = new Map<number, WorkMember>();
  for (const row of rows) {
    const id = Number(row.id);
    const sealedName = await sealFor(sql, memberSubject(id), `${row.name} ${row.last_name}`);
    members.set(id, {
      id,
      name: row.name,
      lastName: row.last_name,
      active: true,
      trimmer: row.trimmer,
      sealedName,
    });
  }
  return members;
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
      const members = socio === null ? new Map<number, WorkMember>() : await namedMembers(tx, socio);
      const { rows } = await tx.query<{ id: number }>(
        `select nextval(pg_get_serial_sequence('work_entries', 'id')) as id`,
      );
      const workId = Number(rows[0]?.id);
      const nosocio = checked.ok && socio === null ? checked.value.nosocioName : null;
      const sealedNosocio = nosocio ? await sealFor(tx, workSubject(workId), nosocio) : null;
      return { state: { workId, members, sealedNosocio }, stream: workStream(workId), version: 0 };
    },
    decide: ({ workId, members, sealedNosocio }) =>
      recordWorkDecider.decide(
        { draft, workId, createdBy: actorMemberId, members, sealedNosocio },
        recordWorkDecider.initialState(),
      ),
    project: (tx, _events, { workId }) => findWork(tx, workId),
  });
  if (!outcome.ok) return outcome;
  if (!outcome.value) throw new Error('a recorded work entry has no row');
  return { ok: true, work: outcome.value };
}

export type DeleteWorkOutcome = { ok: true; id: number } | { ok: false; error: Refusal };

/** Deletes one entry by id (the screen's X, GraphQL): `WorkDeleted` on its stream. */
export async function deleteWork(
  db: Database,
  actorMemberId: number,
  id: number,
): Promise<DeleteWorkOutcome> {
  const outcome = await runCommand(db, {
    actor: memberActor(actorMemberId),
    async load(tx) {
      const loaded = await loadStream(tx, workStream(id), 'work', evolveWork);
      const entries = new Map(loaded.state ? [[id, loaded.state]] : []);
      return { ...loaded, state: { ...deleteWorkDecider.initialState(), entries } };
    },
    decide: (state) => deleteWorkDecider.decide({ workId: id }, state),
    project: async () => {},
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
