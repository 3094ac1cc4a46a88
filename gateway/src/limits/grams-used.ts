import { type Sql, sendLater } from '@club/db/connection';

// What counts against a member's monthly and yearly caps (club settings in force that day,
// domain/src/club-settings.ts; the check is grams-limit.ts), in one place for every writer and
// reader: orders still placed or delivered (not 'not_collected', not 'cancelled'), dated on their
// pickup day, bills, dated on their day, and a member's opening balance (the grams received before
// the club's books began here): this month's on the month's first day, the rest of the year's on
// the year's first (January's opening has no rest, member-import/decide.ts). Orders (orders/commands.ts placeOrder) and bills
// (bills/commands.ts addBill) both take the member's lock below first, then count with
// gramsUsed, so an order after a bill and a bill after an order each see the other, across
// processes and replicas (docs/decisions/005 and 011).

/** First key of the two-int advisory lock on a member's grams (second key: the member id). */
export const MEMBER_GRAMS_LOCK_NAMESPACE = 0x4f524452; // 'ORDR': the key the orders' lock was born with

/** Serialises, until the transaction ends, every write that counts grams against `memberId`. */
export async function lockMemberGrams(tx: Sql, memberId: number): Promise<void> {
  await sendLater(tx, 'select pg_advisory_xact_lock($1::int, $2::int)', [
    MEMBER_GRAMS_LOCK_NAMESPACE,
    memberId,
  ]);
}

/**
 * The rows that count against the limits, as `(member_id, date, grams)`: a subquery to join or
 * select from (the members listing sums it for every member at once).
 */
export const COUNTED_GRAMS_SQL = `(
  select member_id, pickup_date as date, grams from orders where status in ('placed', 'delivered')
  union all
  select member_id, date, grams from bills
  union all
  select member_id, make_date(year, month, 1), grams_month from member_opening_balances
  union all
  select member_id, make_date(year, 1, 1), grams_year - grams_month from member_opening_balances
)`;

/** The member's grams that count against the limits in the month and the year of `date` (YYYY-MM-DD). */
export async function gramsUsed(
  sql: Sql,
  memberId: number,
  date: string,
): Promise<{ month: number; year: number }> {
  const { rows } = await sql.query<{ month: number; year: number }>(
    `select coalesce(sum(grams) filter (where date >= date_trunc('month', $2::date)
                                          and date < date_trunc('month', $2::date) + interval '1 month'), 0) as month,
            coalesce(sum(grams), 0) as year
       from ${COUNTED_GRAMS_SQL} counted
      where member_id = $1
        and date >= date_trunc('year', $2::date)
        and date < date_trunc('year', $2::date) + interval '1 year'`,
    [memberId, date],
  );
  return { month: Number(rows[0]?.month ?? 0), year: Number(rows[0]?.year ?? 0) };
}
