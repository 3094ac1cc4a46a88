import type { Sql } from '@club/db/connection';
import { monthLabel, monthRange, recentMonths } from '@club/domain/calendar-month';
import { clubNow } from '@club/domain/club-clock';
import { settingsOn } from '@club/domain/club-settings';
import { normalizeName } from '@club/domain/member-rules';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { COUNTED_GRAMS_SQL } from '../limits/public.ts';
import { gramsBalance } from '../orders/public.ts';
import type { MemberPersonal } from './events.ts';
import { type MemberHistoryEntry, memberHistory } from './history.ts';
import {
  type MemberState,
  type MemberStateRow,
  type PersonalRow,
  personalSelect,
  toMemberState,
  toPersonal,
} from './projection.ts';

// Members administration, reading: the list, one member's summary and page, the club's size and
// the socios dropdowns. The commands are commands.ts.

/** A member as listed: the rules' state (its `id` is the member number), who they are, and the month's figures. */
export interface MemberSummary extends Omit<MemberState, 'name' | 'lastName'>, Required<MemberPersonal> {
  /** When the member was forgotten (ISO 8601); their personal data is the placeholder since. */
  forgottenAt: string | null;
  /** Day of the account's creation, YYYY-MM-DD (Montevideo). */
  since: string;
  /** Grams counting against the limits (orders placed or delivered) this calendar month and year. */
  gramsMonth: number;
  gramsYear: number;
}

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

interface SummaryRow extends MemberStateRow, PersonalRow {
  created_at: Date | string;
  grams_month: number;
  grams_year: number;
  cedula: string | null;
  birth_date: string | null;
  residency: string | null;
  phone: string | null;
  ircca_registered_on: string | null;
}

const ACCENTED = 'áéíóúüñÁÉÍÓÚÜÑ';
const PLAIN = 'aeiouunAEIOUUN';

/**
 * Members with their grams of the month and year of `now`. `where` filters on the alias `m`
 * with parameters from $5 on. What counts is limits/grams-used.ts's (orders placed or delivered
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
    `select m.id, m.role, m.active, m.trimmer, m.technical_lead, m.forgotten_at, m.created_at,
            to_char(m.left_on, 'YYYY-MM-DD') as left_on, m.leave_reason,
            ${personalSelect('m')},
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
  return rows.map((row) => {
    const { name: _name, lastName: _lastName, ...state } = toMemberState(row);
    const personal = toPersonal(row);
    return {
      ...state,
      ...personal,
      irccaRegisteredOn: personal.irccaRegisteredOn ?? null,
      forgottenAt: row.forgotten_at === null ? null : new Date(row.forgotten_at).toISOString(),
      since: clubNow(new Date(row.created_at)).date,
      gramsMonth: Number(row.grams_month),
      gramsYear: Number(row.grams_year),
    };
  });
}

/** Every account (admins too), by number; `search` is a member number ('26', '#26') or part of a name, last name, mail, cédula ('4.187.623-6') or phone. */
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
    `strpos(lower(translate(m.name || ' ' || m.last_name || ' ' || m.mail || ' ' || coalesce(m.cedula, '')
                              || ' ' || coalesce(m.phone, ''), $6, $7)),
            lower(translate($5, $6, $7))) > 0`,
    [normalizeName(text), ACCENTED, PLAIN],
  );
}

export async function findMember(sql: Sql, id: number, now: Date): Promise<MemberSummary | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [member] = await selectSummaries(sql, now, 'm.id = $5', [id]);
  return member ?? null;
}

/** The club's size with the caps in force today, as the socios list shows them. */
export interface ClubLimits {
  /** Active accounts with the member role: what the club's limit counts (admins are staff). */
  activeMembers: number;
  maxMembers: number;
  monthlyGramsLimit: number;
  yearlyGramsLimit: number;
}

/** Active members against the members cap in force today (a club setting), and the gram caps. */
export async function clubSize(sql: Sql, now: Date): Promise<ClubLimits> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*) as n from members where active and role = 'member'`,
  );
  const { maxMembers, monthlyGramsLimit, yearlyGramsLimit } = settingsOn(
    await settingsTimeline(sql),
    clubNow(now).date,
  );
  return { activeMembers: Number(rows[0]?.n ?? 0), maxMembers, monthlyGramsLimit, yearlyGramsLimit };
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
  /** Orders: 'placed', 'delivered', 'not_collected' or 'cancelled'; bills (handed over when issued): 'delivered'. */
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
              o.grams, o.total, o.status, o.status in ('placed', 'delivered') as counted, o.lines
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
      limitMonth: balance?.limitMonth ?? 0,
      usedYear: balance?.usedYear ?? 0,
      limitYear: balance?.limitYear ?? 0,
    },
    months: monthsOf(activity, now),
    activity,
    history,
  };
}
