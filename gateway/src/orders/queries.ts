import type { Sql } from '@club/db/connection';
import { addDays, clubNow, isIsoDate } from '@club/domain/club-clock';
import { settingsOn } from '@club/domain/club-settings';
import { beforeCancelCutoff, PICKUP_SCAN_DAYS, type PickupDay, pickupDays } from '@club/domain/pickup';
import { type LoggedEvent, selectEvents } from '../kernel/events/event-log.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { gramsUsed } from '../limits/public.ts';
import { type OrderLine, orderStream } from './events.ts';
import type { OrderStatus } from './projection.ts';
import { slotsTaken } from './slot-capacity.ts';

// The back office's view of orders: the days and the orders of a day (spec §3 "Order admin
// view"), each with its history from the log. The handover is commands.ts's recordHandover.

export interface AdminOrder {
  id: string;
  /** Pickup day, YYYY-MM-DD. */
  date: string;
  /** Pickup slot, HH:MM. */
  hour: string;
  memberId: number;
  name: string;
  lastName: string;
  lines: OrderLine[];
  observations: string;
  total: number;
  grams: number;
  status: OrderStatus;
  /** Packed and waiting at the counter. */
  prepared: boolean;
  history: LoggedEvent[];
}

/** The first pickup day the back office lists: the Montevideo date 24 hours before `now` (spec §9). */
export function firstListedDay(now: Date): string {
  return clubNow(new Date(now.getTime() - 24 * 60 * 60 * 1000)).date;
}

/** Pickup days that have orders, from the last 24 hours onwards, ascending. */
export async function orderDays(sql: Sql, now: Date): Promise<string[]> {
  const { rows } = await sql.query<{ day: string }>(
    `select distinct to_char(pickup_date, 'YYYY-MM-DD') as day from orders where pickup_date >= $1::date order by day`,
    [firstListedDay(now)],
  );
  return rows.map((row) => row.day);
}

interface OrderDbRow {
  id: string;
  day: string;
  pickup_time: string;
  member_id: number;
  name: string;
  last_name: string;
  lines: OrderLine[] | string;
  observations: string;
  total: number;
  grams: number;
  status: OrderStatus;
  prepared: boolean;
}

/** A member's orders, newest pickup first: how a past handover is found again by member. */
export const MEMBER_HISTORY_MAX = 200;

/**
 * Orders by pickup day and hour with the member's name and each order's history: those of `date`,
 * or (no date) every order from the last 24 hours onwards.
 */
export async function listAdminOrders(
  sql: Sql,
  filter: { date: string } | { now: Date } | { unclosedBefore: Date } | { memberId: number },
): Promise<AdminOrder[]> {
  if ('date' in filter && !isIsoDate(filter.date)) return [];
  const [condition, param] =
    'date' in filter
      ? ['o.pickup_date = $1::date', filter.date]
      : 'now' in filter
        ? ['o.pickup_date >= $1::date', firstListedDay(filter.now)]
        : 'memberId' in filter
          ? ['o.member_id = $1', filter.memberId]
          : [`o.status = 'placed' and o.pickup_date < $1::date`, clubNow(filter.unclosedBefore).date];
  const newestFirst = 'memberId' in filter;
  const { rows } = await sql.query<OrderDbRow>(
    `select o.id, to_char(o.pickup_date, 'YYYY-MM-DD') as day, o.pickup_time, o.member_id, m.name, m.last_name,
            o.lines, o.observations, o.total, o.grams, o.status, o.prepared
       from orders o
       join members m on m.id = o.member_id
      where ${condition}
      order by ${newestFirst ? 'o.pickup_date desc, o.pickup_time desc, o.placed_at desc, o.id' : 'o.pickup_date, o.pickup_time, o.placed_at, o.id'}
      ${newestFirst ? `limit ${MEMBER_HISTORY_MAX}` : ''}`,
    [param],
  );
  const streams = rows.map((row) => orderStream(row.id));
  const history = new Map<string, LoggedEvent[]>();
  if (streams.length > 0) {
    for (const event of await selectEvents(sql, 'e.stream_id = any($1::text[])', [streams])) {
      history.set(event.streamId, [...(history.get(event.streamId) ?? []), event]);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    date: row.day,
    hour: row.pickup_time,
    memberId: Number(row.member_id),
    name: row.name,
    lastName: row.last_name,
    lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as OrderLine[]) : row.lines,
    observations: row.observations,
    total: Number(row.total),
    grams: Number(row.grams),
    status: row.status,
    prepared: row.prepared === true,
    history: history.get(orderStream(row.id)) ?? [],
  }));
}

/**
 * 'Sin cerrar': orders still pending whose pickup day (Montevideo) is before today's. The spec's
 * view lists days from yesterday on, so without this an order nobody marked would vanish from
 * every screen while it still counts against the member's grams.
 */
export function unclosedOrders(sql: Sql, now: Date): Promise<AdminOrder[]> {
  return listAdminOrders(sql, { unclosedBefore: now });
}

/** One order as the back office shows it, or null. */
export async function findAdminOrder(sql: Sql, orderId: string): Promise<AdminOrder | null> {
  if (!UUID.test(orderId)) return null;
  const { rows } = await sql.query<{ day: string }>(
    `select to_char(pickup_date, 'YYYY-MM-DD') as day from orders where id = $1::uuid`,
    [orderId],
  );
  const day = rows[0]?.day;
  if (!day) return null;
  return (await listAdminOrders(sql, { date: day })).find((order) => order.id === orderId) ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Mis pedidos: a member's own orders, newest pickup first, each saying whether the member may
// still cancel it (pending, and before the cut-off, in force on its pickup day, ahead of its slot).

export interface MemberOrder {
  id: string;
  /** Pickup day, YYYY-MM-DD. */
  date: string;
  /** Pickup slot, HH:MM. */
  time: string;
  status: OrderStatus;
  lines: OrderLine[];
  grams: number;
  /** Integer pesos. */
  total: number;
  observations: string;
  cancellable: boolean;
  /** Packed at the counter: 'Listo para retirar'. */
  prepared: boolean;
}

/** At most this many, the newest: a member orders a few times a month. */
export const MEMBER_ORDERS_MAX = 100;

export async function memberOrders(sql: Sql, memberId: number, now: Date): Promise<MemberOrder[]> {
  const { rows } = await sql.query<{
    id: string;
    day: string;
    pickup_time: string;
    status: OrderStatus;
    lines: OrderLine[] | string;
    grams: number;
    total: number;
    observations: string;
    prepared: boolean;
  }>(
    `select id, to_char(pickup_date, 'YYYY-MM-DD') as day, pickup_time, status, lines, grams, total, observations,
            prepared
       from orders
      where member_id = $1
      order by pickup_date desc, pickup_time desc, placed_at desc
      limit $2`,
    [memberId, MEMBER_ORDERS_MAX],
  );
  const timeline = await settingsTimeline(sql);
  return rows.map((row) => ({
    id: row.id,
    date: row.day,
    time: row.pickup_time,
    status: row.status,
    lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as OrderLine[]) : row.lines,
    grams: Number(row.grams),
    total: Number(row.total),
    observations: row.observations,
    prepared: row.status === 'placed' && row.prepared === true,
    cancellable:
      row.status === 'placed' &&
      beforeCancelCutoff(row.day, row.pickup_time, now, settingsOn(timeline, row.day).cancelCutoffHours),
  }));
}

export interface GramsBalance {
  /** YYYY-MM of the pickup date. */
  month: string;
  usedMonth: number;
  leftMonth: number;
  /** The monthly cap in force that day. */
  limitMonth: number;
  usedYear: number;
  leftYear: number;
  limitYear: number;
}

/**
 * What the member has used and has left in the calendar month and year of a pickup date, under
 * the caps in force that day.
 */
export async function gramsBalance(sql: Sql, memberId: number, date: string): Promise<GramsBalance | null> {
  if (!isIsoDate(date)) return null;
  const [used, timeline] = await Promise.all([gramsUsed(sql, memberId, date), settingsTimeline(sql)]);
  const caps = settingsOn(timeline, date);
  return {
    month: date.slice(0, 7),
    usedMonth: used.month,
    leftMonth: Math.max(0, caps.monthlyGramsLimit - used.month),
    limitMonth: caps.monthlyGramsLimit,
    usedYear: used.year,
    leftYear: Math.max(0, caps.yearlyGramsLimit - used.year),
    limitYear: caps.yearlyGramsLimit,
  };
}

/** The pickup days a member may choose now: the settings in force each day, full slots left out. */
export async function openPickupDays(sql: Sql, now: Date): Promise<PickupDay[]> {
  const today = clubNow(now).date;
  const [timeline, taken] = await Promise.all([
    settingsTimeline(sql),
    slotsTaken(sql, today, addDays(today, PICKUP_SCAN_DAYS - 1)),
  ]);
  return pickupDays(now, { timeline, taken: (date, time) => taken.get(`${date} ${time}`) ?? 0 });
}
