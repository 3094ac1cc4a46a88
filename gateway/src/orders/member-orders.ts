import type { Sql } from '@club/db/connection';
import { settingsOn } from '@club/domain/club-settings';
import { beforeCancelCutoff } from '@club/domain/pickup';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import type { OrderLine } from './events.ts';
import type { OrderStatus } from './projection.ts';

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
  }>(
    `select id, to_char(pickup_date, 'YYYY-MM-DD') as day, pickup_time, status, lines, grams, total, observations
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
    cancellable:
      row.status === 'placed' &&
      beforeCancelCutoff(row.day, row.pickup_time, now, settingsOn(timeline, row.day).cancelCutoffHours),
  }));
}
