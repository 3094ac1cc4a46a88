import { type Sql, sendLater } from '@club/db/connection';

// A slot's capacity (club settings) is an invariant across order streams: two members ordering
// the last place of a slot at once must not both get it. Each order for a slot with a capacity
// takes this lock before counting, after the member's grams lock, so the lock order is always
// member → slot → stock rows and no two commands wait on each other in a circle.

/** First key of the two-int advisory lock on a slot (second key: a hash of its day and time). */
const SLOT_LOCK_NAMESPACE = 0x534c4f54; // 'SLOT'

/** Serialises, until the transaction ends, every order for the slot `date` `time`. */
export async function lockSlot(tx: Sql, date: string, time: string): Promise<void> {
  await sendLater(tx, 'select pg_advisory_xact_lock($1::int, hashtext($2))', [
    SLOT_LOCK_NAMESPACE,
    `${date} ${time}`,
  ]);
}

// What takes a place: an order still to collect or collected. A cancelled order frees it; an
// order not collected belongs to a slot already past.
const TAKING = `status in ('placed', 'delivered')`;

/** Orders taking the slot `date` `time`. */
export async function slotTaken(sql: Sql, date: string, time: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from orders where pickup_date = $1::date and pickup_time = $2 and ${TAKING}`,
    [date, time],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Orders taking each slot from `from` to `to` (YYYY-MM-DD, both included), keyed 'date time'. */
export async function slotsTaken(sql: Sql, from: string, to: string): Promise<Map<string, number>> {
  const { rows } = await sql.query<{ day: string; pickup_time: string; n: number }>(
    `select to_char(pickup_date, 'YYYY-MM-DD') as day, pickup_time, count(*)::int as n
       from orders
      where pickup_date between $1::date and $2::date and ${TAKING}
      group by pickup_date, pickup_time`,
    [from, to],
  );
  return new Map(rows.map((row) => [`${row.day} ${row.pickup_time}`, Number(row.n)]));
}
