import type { Database } from '@club/db/connection';
import { monthRange } from '@club/domain/calendar-month';
import { addDays, clubNow } from '@club/domain/club-clock';
import { settingsOn } from '@club/domain/club-settings';
import { closedThrough } from '../kernel/commands/open-months.ts';
import { runCommand } from '../kernel/commands/pipeline.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { handoverCommand } from './commands.ts';

// No stuck orders: with the setting `closeStaleOrdersAfterDays` at N, a pending order
// whose pickup day is N or more days past closes as not collected by itself, so its grams go
// back to stock and stop counting against the member. Each order closes through the same
// handover command an admin's 'No retirado' runs, so it is an ordinary OrderNotCollected in the
// log. Idempotent: a second run finds nothing pending; two runs at once (the job runner lets only
// one run, but an admin may be marking the same order) append once, and the other is refused by
// the version check and skipped.

/** Who closed it, in the log. */
export const STALE_ORDERS_ACTOR = 'system:close-stale-orders';

/** At most this many per run: a club's backlog is a few dozen; the next run takes the rest. */
const BATCH = 200;

export interface StaleOrdersRun {
  closed: string[];
  /** Orders found pending that someone else closed meanwhile. */
  skipped: number;
}

export async function closeStaleOrders(db: Database, now: Date): Promise<StaleOrdersRun> {
  const today = clubNow(now).date;
  const days = settingsOn(await settingsTimeline(db), today).closeStaleOrdersAfterDays;
  if (days === null) return { closed: [], skipped: 0 };
  // Orders of a closed month cannot change any more (the close refuses them): not worth a try.
  const closed = (await closedThrough(db)).month;
  const { rows } = await db.query<{ id: string }>(
    `select id from orders
      where status = 'placed' and pickup_date <= $1::date and pickup_date >= $3::date
      order by pickup_date, pickup_time, placed_at
      limit $2`,
    [addDays(today, -days), BATCH, closed === null ? '0001-01-01' : monthRange(closed).to],
  );
  const run: StaleOrdersRun = { closed: [], skipped: 0 };
  for (const { id } of rows) {
    const outcome = await runCommand(db, handoverCommand(STALE_ORDERS_ACTOR, id, 'not_collected'));
    if (outcome.ok) run.closed.push(id);
    else run.skipped += 1;
  }
  return run;
}
