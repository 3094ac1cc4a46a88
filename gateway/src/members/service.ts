import { randomInt } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { append, streamVersion, VersionConflictError } from '@club/db/event-store';
import { hashPassword } from '@club/db/passwords';
import { monthLabel, monthRange, recentMonths } from '@club/domain/calendar-month';
import { MONTHLY_GRAMS_LIMIT, YEARLY_GRAMS_LIMIT } from '@club/domain/limits';
import { normalizeMail, normalizeName, passwordProblem } from '@club/domain/member-rules';
import { clubNow } from '@club/domain/pickup';
import { texts } from '@club/domain/texts';
import type { Viewer } from '../auth/viewer.ts';
import { COUNTED_GRAMS_SQL } from '../limits/grams-used.ts';
import { gramsBalance } from '../orders/service.ts';
import {
  type ClubSize,
  decideDeactivate,
  decideEdit,
  decideReactivate,
  decideResetPassword,
  type MemberDecision,
  type MemberRefusal,
  type MemberState,
  mailInUse,
  registeredEvent,
  registerRefusal,
} from './decide.ts';
import { type MemberEvent, memberActor, memberStream, type Role } from './events.ts';
import { type MemberHistoryEntry, memberHistory } from './history.ts';
import { evolveMember } from './projection.ts';

// Members administration: the rules' state loaded and written in one transaction per command,
// each change appended to `member-<id>` with the admin as actor. REST (routes.ts) and GraphQL
// (graphql.ts) both call these and only translate the outcome.

/** First key of the advisory lock that serialises member writes (the limit and unique mails). */
export const MEMBER_LOCK_NAMESPACE = 0x4d454d42; // 'MEMB'

export interface MemberSummary {
  /** The member number. */
  id: number;
  name: string;
  lastName: string;
  mail: string;
  role: Role;
  active: boolean;
  trimmer: boolean;
  /** Day of the account's creation, YYYY-MM-DD (Montevideo). */
  since: string;
  /** Grams counting against the limits (orders not 'not_collected') this calendar month and year. */
  gramsMonth: number;
  gramsYear: number;
}

export type MemberOutcome =
  | { ok: true; member: MemberSummary; password: string | null }
  | { ok: false; error: MemberRefusal };

/** REST status and `msg` of each refusal: bad input 400, limits and rules 403, unknown 404, state 409. */
export function refusalAnswer(code: MemberRefusal['code']): {
  status: 400 | 403 | 404 | 409;
  msg: string;
} {
  switch (code) {
    case 'LIMITE_SOCIOS':
    case 'BAJA_PROPIA':
      return { status: 403, msg: 'Forbidden' };
    case 'SOCIO_NO_ENCONTRADO':
      return { status: 404, msg: 'Not Found' };
    case 'MAIL_EN_USO':
    case 'YA_ACTIVO':
    case 'YA_INACTIVO':
    case 'CAMBIO_CONCURRENTE':
      return { status: 409, msg: 'Conflict' };
    default:
      return { status: 400, msg: 'Bad Request' };
  }
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The Montevideo calendar month and year of `now`, as `date >= from and date < to` bounds. */
function periods(now: Date) {
  const today = clubNow(now).date;
  const year = Number(today.slice(0, 4));
  return {
    today,
    month: monthRange(today.slice(0, 7)),
    year: { from: `${year}-01-01`, to: `${year + 1}-01-01` },
  };
}

interface SummaryRow {
  id: number;
  name: string;
  last_name: string;
  mail: string;
  role: string;
  active: boolean;
  trimmer: boolean;
  created_at: Date | string;
  grams_month: number;
  grams_year: number;
}

const ACCENTED = 'áéíóúüñÁÉÍÓÚÜÑ';
const PLAIN = 'aeiouunAEIOUUN';

/**
 * Members with their grams of the month and year of `now`. `where` filters on the alias `m`
 * with parameters from $5 on. What counts is limits/grams-used.ts's (orders not 'not_collected'
 * by pickup day, bills by their day), here for every member in one query.
 */
async function selectSummaries(
  sql: Sql,
  now: Date,
  where: string,
  params: unknown[],
): Promise<MemberSummary[]> {
  const { month, year } = periods(now);
  const { rows } = await sql.query<SummaryRow>(
    `select m.id, m.name, m.last_name, m.mail, m.role, m.active, m.trimmer, m.created_at,
            coalesce(sum(o.grams) filter (where o.date >= $1::date and o.date < $2::date), 0) as grams_month,
            coalesce(sum(o.grams), 0) as grams_year
       from members m
       left join ${COUNTED_GRAMS_SQL} o
         on o.member_id = m.id
        and o.date >= $3::date and o.date < $4::date
      where ${where}
      group by m.id
      order by m.id`,
    [month.from, month.to, year.from, year.to, ...params],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    lastName: row.last_name,
    mail: row.mail,
    role: row.role === 'admin' ? 'admin' : 'member',
    active: row.active,
    trimmer: row.trimmer,
    since: clubNow(new Date(row.created_at)).date,
    gramsMonth: Number(row.grams_month),
    gramsYear: Number(row.grams_year),
  }));
}

/** Every account (admins too), by number; `search` is a member number ('26', '#26') or part of a name, last name or mail. */
export async function listMembers(
  sql: Sql,
  search: string | null | undefined,
  now: Date,
): Promise<MemberSummary[]> {
  const text = (search ?? '').trim();
  if (text === '') return selectSummaries(sql, now, 'true', []);
  const number = /^#?\s*(\d{1,9})$/.exec(text)?.[1];
  if (number !== undefined) return selectSummaries(sql, now, 'm.id = $5', [Number(number)]);
  // Accents and case aside: 'gomez' finds Gómez, 'ana fer' finds Ana Fernández.
  return selectSummaries(
    sql,
    now,
    `strpos(lower(translate(m.name || ' ' || m.last_name || ' ' || m.mail, $6, $7)),
            lower(translate($5, $6, $7))) > 0`,
    [normalizeName(text), ACCENTED, PLAIN],
  );
}

export async function findMember(sql: Sql, id: number, now: Date): Promise<MemberSummary | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [member] = await selectSummaries(sql, now, 'm.id = $5', [id]);
  return member ?? null;
}

export async function clubSize(sql: Sql, maxMembers: number): Promise<ClubSize> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*) as n from members where active and role = 'member'`,
  );
  return { activeMembers: Number(rows[0]?.n ?? 0), maxMembers };
}

export interface Socio {
  id: number;
  name: string;
  lastName: string;
}

/**
 * Spec §7 `GET /admin/getsocios`: active members (admin accounts aside), by name; with
 * `trimmer: true` only those flagged for the manicure dropdown.
 */
export async function listSocios(sql: Sql, options: { trimmer?: boolean | null } = {}): Promise<Socio[]> {
  const { rows } = await sql.query<{ id: number; name: string; last_name: string }>(
    `select id, name, last_name from members
      where active and role = 'member' and ($1::boolean is null or trimmer = $1)
      order by name, last_name, id`,
    [options.trimmer ?? null],
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, lastName: row.last_name }));
}

export interface MemberActivityLine {
  species: string;
  grams: number;
}

/** One order or one bill of the member. */
export interface MemberActivity {
  kind: 'order' | 'bill';
  id: string;
  /** Pickup (or bill) day, YYYY-MM-DD. */
  date: string;
  /** HH:MM, or null for a bill. */
  time: string | null;
  grams: number;
  /** Integer pesos. */
  total: number;
  /** Orders: 'placed', 'delivered' or 'not_collected'; bills (handed over when issued): 'delivered'. */
  status: string;
  /** Whether its grams count against the limits. */
  counted: boolean;
  lines: MemberActivityLine[];
}

export interface MemberMonth {
  /** YYYY-MM */
  month: string;
  /** 'Setiembre 2025' */
  label: string;
  /** Grams counting against the limits, orders and bills together. */
  grams: number;
  orders: number;
  orderGrams: number;
  orderTotal: number;
  bills: number;
  billGrams: number;
  billTotal: number;
}

export interface MemberGrams {
  /** YYYY-MM of today (Montevideo). */
  month: string;
  usedMonth: number;
  limitMonth: number;
  usedYear: number;
  limitYear: number;
}

export interface MemberPage {
  member: MemberSummary;
  grams: MemberGrams;
  /** The last twelve calendar months, oldest first (the chart's order). */
  months: MemberMonth[];
  /** Orders and bills from the first of those months on (future pickups included), newest first. */
  activity: MemberActivity[];
  /** The member's events, newest first. */
  history: MemberHistoryEntry[];
}

interface ActivityRow {
  kind: 'order' | 'bill';
  id: string;
  date: string;
  time: string | null;
  grams: number;
  total: number;
  status: string;
  counted: boolean;
  lines: Array<{ species?: unknown; grams?: unknown }> | string;
}

async function memberActivity(sql: Sql, memberId: number, from: string): Promise<MemberActivity[]> {
  const { rows } = await sql.query<ActivityRow>(
    `with activity as (
       select 'order' as kind, o.id::text as id, o.pickup_date as date, o.pickup_time as time,
              o.grams, o.total, o.status, o.status <> 'not_collected' as counted, o.lines
         from orders o
        where o.member_id = $1 and o.pickup_date >= $2::date
       union all
       select 'bill' as kind, b.id::text as id, b.date, null::text as time,
              b.grams, b.total, 'delivered' as status, true as counted, b.lines
         from bills b
        where b.member_id = $1 and b.date >= $2::date
     )
     select kind, id, to_char(date, 'YYYY-MM-DD') as date, time, grams, total, status, counted, lines
       from activity
      order by date desc, time desc nulls last, id`,
    [memberId, from],
  );
  return rows.map((row) => {
    const lines = typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines;
    return {
      kind: row.kind,
      id: row.id,
      date: row.date,
      time: row.time,
      grams: Number(row.grams),
      total: Number(row.total),
      status: row.status,
      counted: row.counted,
      lines: (Array.isArray(lines) ? lines : []).map((line: { species?: unknown; grams?: unknown }) => ({
        species: String(line.species ?? ''),
        grams: Number(line.grams ?? 0),
      })),
    };
  });
}

/** The twelve months ending with `now`'s, oldest first, summed from the activity. */
export function monthsOf(activity: readonly MemberActivity[], now: Date): MemberMonth[] {
  return recentMonths(now, 12)
    .reverse()
    .map((month) => {
      const inMonth = activity.filter((entry) => entry.date.startsWith(`${month}-`));
      const sum = (kind: MemberActivity['kind'], value: (entry: MemberActivity) => number) =>
        inMonth.filter((entry) => entry.kind === kind).reduce((total, entry) => total + value(entry), 0);
      const counted = (entry: MemberActivity) => (entry.counted ? entry.grams : 0);
      return {
        month,
        label: monthLabel(month),
        grams: inMonth.reduce((total, entry) => total + counted(entry), 0),
        orders: sum('order', () => 1),
        orderGrams: sum('order', counted),
        orderTotal: sum('order', (entry) => (entry.counted ? entry.total : 0)),
        bills: sum('bill', () => 1),
        billGrams: sum('bill', counted),
        billTotal: sum('bill', (entry) => entry.total),
      };
    });
}

/** Everything the member's page shows, or null for an unknown number. */
export async function memberPage(sql: Sql, id: number, now: Date): Promise<MemberPage | null> {
  const member = await findMember(sql, id, now);
  if (!member) return null;
  const { today } = periods(now);
  const oldest = recentMonths(now, 12).at(-1) as string;
  const [balance, activity, history] = await Promise.all([
    gramsBalance(sql, id, today),
    memberActivity(sql, id, `${oldest}-01`),
    memberHistory(sql, id),
  ]);
  return {
    member,
    grams: {
      month: today.slice(0, 7),
      usedMonth: balance?.usedMonth ?? 0,
      limitMonth: MONTHLY_GRAMS_LIMIT,
      usedYear: balance?.usedYear ?? 0,
      limitYear: YEARLY_GRAMS_LIMIT,
    },
    months: monthsOf(activity, now),
    activity,
    history,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

export interface CreateMemberInput {
  name: string;
  lastName: string;
  mail: string;
  /** Null or '': the gateway generates one. */
  password?: string | null;
}

export interface EditMemberInput {
  name?: string | null;
  lastName?: string | null;
  mail?: string | null;
  trimmer?: boolean | null;
}

interface Deps {
  now: Date;
  maxMembers: number;
}

// Letters and digits that cannot be mistaken for one another when read aloud or copied by hand.
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new password the admin passes on to the member: 12 characters, ~68 bits. */
export function generatePassword(): string {
  let password = '';
  for (let i = 0; i < 12; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

const concurrentChange: MemberRefusal = {
  code: 'CAMBIO_CONCURRENTE',
  message: texts.members.concurrentChange,
};

/**
 * Runs a member command in one transaction, after the club-wide member lock: member writes are
 * rare, and one lock keeps the limit count and the mail check true until the commit, across
 * replicas. A unique-mail violation (the index is the backstop for writes outside this lock) and a
 * stream version conflict come back as refusals.
 */
async function inMemberTransaction<T>(
  db: Database,
  mail: string | undefined,
  fn: (tx: Sql) => Promise<T>,
): Promise<T | MemberRefusal> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1::int, 0)', [MEMBER_LOCK_NAMESPACE]);
      return fn(tx);
    });
  } catch (error) {
    if (error instanceof VersionConflictError) return concurrentChange;
    if ((error as { code?: string }).code === '23505' && mail !== undefined) return mailInUse(mail);
    throw error;
  }
}

const isRefusal = (value: unknown): value is MemberRefusal =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value;

async function loadState(tx: Sql, id: number): Promise<MemberState | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const { rows } = await tx.query<{
    id: number;
    name: string;
    last_name: string;
    mail: string;
    role: string;
    active: boolean;
    trimmer: boolean;
  }>('select id, name, last_name, mail, role, active, trimmer from members where id = $1 for update', [id]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    name: row.name,
    lastName: row.last_name,
    mail: row.mail,
    role: row.role === 'admin' ? 'admin' : 'member',
    active: row.active,
    trimmer: row.trimmer,
  };
}

async function mailTaken(tx: Sql, mail: string, exceptId: number): Promise<boolean> {
  const { rows } = await tx.query('select 1 from members where lower(mail) = lower($1) and id <> $2', [
    mail,
    exceptId,
  ]);
  return rows.length > 0;
}

/** Live (unrevoked, unexpired) tokens of the member, but `keep` (the admin's own, when resetting their own password). */
async function liveTokens(tx: Sql, memberId: number, keep: string | null = null): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `select count(*) as n from auth_tokens
      where member_id = $1 and revoked_at is null and expires_at > now() and token_hash is distinct from $2`,
    [memberId, keep],
  );
  return Number(rows[0]?.n ?? 0);
}

async function revokeTokens(tx: Sql, memberId: number, keep: string | null = null): Promise<void> {
  await tx.query(
    `update auth_tokens set revoked_at = now()
      where member_id = $1 and revoked_at is null and token_hash is distinct from $2`,
    [memberId, keep],
  );
}

/** Writes the row the events lead to, then appends them after the stream's current version. */
async function applyEvents(
  tx: Sql,
  state: MemberState,
  events: MemberEvent[],
  adminId: number,
): Promise<void> {
  if (events.length === 0) return;
  const after = events.reduce<MemberState | undefined>(evolveMember, state);
  if (!after) throw new Error(`member ${state.id} projected to no row`);
  await tx.query(
    'update members set name = $2, last_name = $3, mail = $4, active = $5, trimmer = $6 where id = $1',
    [after.id, after.name, after.lastName, after.mail, after.active, after.trimmer],
  );
  const stream = memberStream(state.id);
  await append(tx, stream, await streamVersion(tx, stream), events, memberActor(adminId));
}

async function answer(
  sql: Sql,
  result: MemberRefusal | { id: number; password: string | null },
  now: Date,
): Promise<MemberOutcome> {
  if (isRefusal(result)) return { ok: false, error: result };
  const member = await findMember(sql, result.id, now);
  if (!member) throw new Error(`member ${result.id} vanished after a change`);
  return { ok: true, member, password: result.password };
}

const clean = (value: string | null | undefined) =>
  value === null || value === undefined ? undefined : value;

/** A new member (role member, not a trimmer), with the given password or a generated one, returned once. */
export async function createMember(
  db: Database,
  adminId: number,
  input: CreateMemberInput,
  deps: Deps,
): Promise<MemberOutcome> {
  const details = {
    name: normalizeName(input.name),
    lastName: normalizeName(input.lastName),
    mail: normalizeMail(input.mail),
  };
  const chosen =
    clean(input.password) === undefined || input.password === '' ? null : (input.password as string);
  const command = { ...details, password: chosen };
  // Bad input is refused before the (deliberately slow) hash and without touching the database.
  const early = registerRefusal({ activeMembers: 0, maxMembers: 1, mailTaken: false }, command);
  if (early) return { ok: false, error: early };
  const password = chosen ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const result = await inMemberTransaction(db, details.mail, async (tx) => {
    const club = await clubSize(tx, deps.maxMembers);
    const refusal = registerRefusal({ ...club, mailTaken: await mailTaken(tx, details.mail, 0) }, command);
    if (refusal) return refusal;
    const { rows } = await tx.query<{ id: number }>(
      `insert into members (name, last_name, mail, password_hash, role, trimmer)
       values ($1, $2, $3, $4, 'member', false) returning id`,
      [details.name, details.lastName, details.mail, passwordHash],
    );
    const id = Number(rows[0]?.id);
    await append(tx, memberStream(id), 0, [registeredEvent(id, details)], memberActor(adminId));
    return { id, password };
  });
  return answer(db, result, deps.now);
}

/** Runs a decision on the locked member row and applies its events. */
async function change(
  db: Database,
  adminId: number,
  id: number,
  decide: (tx: Sql, state: MemberState | null) => Promise<MemberDecision>,
  options: { now: Date; mail?: string; afterApply?: (tx: Sql, state: MemberState) => Promise<void> },
): Promise<MemberOutcome> {
  const result = await inMemberTransaction(db, options.mail, async (tx) => {
    const state = await loadState(tx, id);
    const decision = await decide(tx, state);
    if (!decision.ok) return decision.error;
    if (!state) throw new Error('a decision on no member was accepted');
    await applyEvents(tx, state, decision.events, adminId);
    await options.afterApply?.(tx, state);
    return { id: state.id, password: null };
  });
  return answer(db, result, options.now);
}

/** Name, last name, mail and trimmer flag; values left out (or null) stay as they are. */
export function editMember(
  db: Database,
  adminId: number,
  id: number,
  input: EditMemberInput,
  now: Date,
): Promise<MemberOutcome> {
  const command = {
    id,
    name: input.name === null || input.name === undefined ? undefined : normalizeName(input.name),
    lastName:
      input.lastName === null || input.lastName === undefined ? undefined : normalizeName(input.lastName),
    mail: input.mail === null || input.mail === undefined ? undefined : normalizeMail(input.mail),
    trimmer: input.trimmer === null ? undefined : input.trimmer,
  };
  return change(
    db,
    adminId,
    id,
    async (tx, state) => {
      const taken =
        state !== null && command.mail !== undefined && command.mail !== state.mail
          ? await mailTaken(tx, command.mail, state.id)
          : false;
      return decideEdit(state, command, taken);
    },
    { now, ...(command.mail === undefined ? {} : { mail: command.mail }) },
  );
}

/** Login refused from now on and every token revoked in the same transaction; history kept. */
export function deactivateMember(
  db: Database,
  adminId: number,
  id: number,
  now: Date,
): Promise<MemberOutcome> {
  return change(
    db,
    adminId,
    id,
    async (tx, state) =>
      decideDeactivate(state, { id, adminId, liveTokens: state ? await liveTokens(tx, state.id) : 0 }),
    { now, afterApply: (tx, state) => revokeTokens(tx, state.id) },
  );
}

export function reactivateMember(
  db: Database,
  adminId: number,
  id: number,
  deps: Deps,
): Promise<MemberOutcome> {
  return change(
    db,
    adminId,
    id,
    async (tx, state) => decideReactivate(state, { id }, await clubSize(tx, deps.maxMembers)),
    { now: deps.now },
  );
}

/**
 * A new password: the given one (at least 8 characters) or a generated one, returned once.
 * Every token of the member is revoked, but the calling admin's own when resetting their own.
 */
export async function resetMemberPassword(
  db: Database,
  viewer: Viewer,
  id: number,
  input: { password?: string | null },
  now: Date,
): Promise<MemberOutcome> {
  const chosen =
    clean(input.password) === undefined || input.password === '' ? null : (input.password as string);
  const early = chosen === null ? null : passwordProblem(chosen);
  if (early) return { ok: false, error: early };
  const password = chosen ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const keep = viewer.memberId === id ? viewer.tokenHash : null;
  const outcome = await change(
    db,
    viewer.memberId,
    id,
    async (tx, state) =>
      decideResetPassword(state, {
        id,
        password: chosen,
        liveTokens: state ? await liveTokens(tx, id, keep) : 0,
      }),
    {
      now,
      afterApply: async (tx, state) => {
        await tx.query('update members set password_hash = $2 where id = $1', [state.id, passwordHash]);
        await revokeTokens(tx, state.id, keep);
      },
    },
  );
  return outcome.ok ? { ...outcome, password } : outcome;
}
