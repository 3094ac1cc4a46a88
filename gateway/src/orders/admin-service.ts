import type { Sql } from '@club/db/connection';
import { clubNow, isIsoDate } from '@club/domain/club-clock';
import { type LoggedEvent, selectEvents } from '../kernel/events/event-log.ts';
import { type OrderLine, orderStream } from './events.ts';
import type { OrderStatus } from './projection.ts';

// The back office's view of orders: the days and the orders of a day (spec §3 "Order admin
// view"), each with its history from the log. The handover is handover-command.ts.

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
}

/**
 * Orders by pickup day and hour with the member's name and each order's history: those of `date`,
 * or (no date) every order from the last 24 hours onwards.
 */
export async function listAdminOrders(
  sql: Sql,
  filter: { date: string } | { now: Date } | { unclosedBefore: Date },
): Promise<AdminOrder[]> {
  if ('date' in filter && !isIsoDate(filter.date)) return [];
  const [condition, param] =
    'date' in filter
      ? ['o.pickup_date = $1::date', filter.date]
      : 'now' in filter
        ? ['o.pickup_date >= $1::date', firstListedDay(filter.now)]
        : [`o.status = 'placed' and o.pickup_date < $1::date`, clubNow(filter.unclosedBefore).date];
  const { rows } = await sql.query<OrderDbRow>(
    `select o.id, to_char(o.pickup_date, 'YYYY-MM-DD') as day, o.pickup_time, o.member_id, m.name, m.last_name,
            o.lines, o.observations, o.total, o.grams, o.status
       from orders o
       join members m on m.id = o.member_id
      where ${condition}
      order by o.pickup_date, o.pickup_time, o.placed_at, o.id`,
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
