import type { Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { cartaStanding } from '@club/domain/products';
import type { Permission } from '@club/domain/roles';
import { closeOverview } from '../month-close/public.ts';

// What needs doing today, counted for the back office's first screen. Each count is asked only
// when the viewer holds the permission of the screen it links to; the others stay null, so a
// tile the person could not open is neither shown nor computed.

export interface TodayAtAGlance {
  /** Today's pickups still pending and not packed. */
  toPrepare: number | null;
  /** Today's pickups still pending (packed or not). */
  toHandOver: number | null;
  /** 'Sin cerrar': pending orders of past pickup days. */
  unclosed: number | null;
  /** Products on the carta at or near the out-of-stock line, or already under it. */
  lowStock: number | null;
  /** Months over and not yet signed (0 or more). */
  monthsToClose: number | null;
  /** Mails the outbox gave up on. */
  failingMails: number | null;
}

async function orderCounts(sql: Sql, today: string) {
  const { rows } = await sql.query<{ to_prepare: number; to_hand_over: number; unclosed: number }>(
    `select count(*) filter (where pickup_date = $1::date and not prepared)::int as to_prepare,
            count(*) filter (where pickup_date = $1::date)::int as to_hand_over,
            count(*) filter (where pickup_date < $1::date)::int as unclosed
       from orders where status = 'placed'`,
    [today],
  );
  const row = rows[0];
  return {
    toPrepare: Number(row?.to_prepare ?? 0),
    toHandOver: Number(row?.to_hand_over ?? 0),
    unclosed: Number(row?.unclosed ?? 0),
  };
}

async function lowStockCount(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ key: string; grams: number; available: boolean; retired: boolean }>(
    `select p.key, s.grams, s.available, p.retired_at is not null as retired
       from stock s join products p on p.id = s.product_id`,
  );
  return rows.filter((row) => {
    const standing = cartaStanding({ ...row, grams: Number(row.grams) });
    return standing === 'low' || standing === 'out-of-stock';
  }).length;
}

async function monthsToClose(sql: Sql, now: Date): Promise<number> {
  const overview = await closeOverview(sql, now);
  return overview.months.filter((month) => month.close === null && month.month < overview.currentMonth)
    .length;
}

async function failingMails(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from outbox where status = 'failed'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The counts the viewer's permissions open, the others null. */
export async function todayAtAGlance(
  sql: Sql,
  permissions: ReadonlySet<Permission>,
  now: Date,
): Promise<TodayAtAGlance> {
  const today = clubNow(now).date;
  const orders = permissions.has('orders.view') ? await orderCounts(sql, today) : null;
  return {
    toPrepare: orders?.toPrepare ?? null,
    toHandOver: orders?.toHandOver ?? null,
    unclosed: orders?.unclosed ?? null,
    lowStock: permissions.has('stock.manage') ? await lowStockCount(sql) : null,
    monthsToClose: permissions.has('close.view') ? await monthsToClose(sql, now) : null,
    failingMails: permissions.has('settings.manage') ? await failingMails(sql) : null,
  };
}
