import { type Sql, sendLater } from '@club/db/connection';
import { monthRange } from '@club/domain/calendar-month';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import type { ClubEvent } from '../events/club-event.ts';
import type { Refusal } from '../refusals/refusal-table.ts';
import type { Command } from './pipeline.ts';

// A closed month takes no back-dated change (decision 030): every command that writes a
// fact dated on a business day (an order's pickup day, a handover, a bill, a harvest, a stock
// correction, a destruction) is refused when that day falls in a closed month. Closing month M
// closes every month up to M (months close in order), so one value says it all: the last closed
// month.
//
// Race: a dated command takes the close lock shared, the close takes it exclusive. A close thus
// waits for the commands under way (and hashes what they wrote), and a command that starts after
// it waits, then reads the new MonthClosed and is refused.

/** The one stream of the monthly close: its last event says up to which month the records are closed. */
export const MONTH_CLOSES_STREAM = 'month-closes';

/** First key of the advisory lock between dated commands (shared) and the close (exclusive). */
const CLOSE_LOCK_NAMESPACE = 0x434c4f53; // 'CLOS'

export async function lockMonths(tx: Sql, mode: 'shared' | 'exclusive'): Promise<void> {
  const fn = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await sendLater(tx, `select ${fn}($1::int, 0)`, [CLOSE_LOCK_NAMESPACE]);
}

/** The last closed month (YYYY-MM), and the close stream's version; null and 0 before any close. */
export async function closedThrough(tx: Sql): Promise<{ month: string | null; version: number }> {
  const { rows } = await tx.query<{ month: string; version: number }>(
    `select payload->>'month' as month, version from events
      where stream_id = $1 order by version desc limit 1`,
    [MONTH_CLOSES_STREAM],
  );
  const row = rows[0];
  return row ? { month: row.month, version: Number(row.version) } : { month: null, version: 0 };
}

const monthName = new Intl.DateTimeFormat('es-UY', { month: 'long', timeZone: 'UTC' });

/** 'octubre de 2026' for '2026-10'. */
export function monthInWords(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return `${monthName.format(new Date(Date.UTC(year, index - 1, 1))).toLowerCase()} de ${year}`;
}

/** The refusal for the first of `dates` (YYYY-MM-DD) in a closed month, or null. */
export function closedMonthRefusal(closed: string | null, dates: readonly (string | null)[]): Refusal | null {
  if (closed === null) return null;
  const end = monthRange(closed).to;
  const date = dates.find((day) => day !== null && day < end);
  if (!date) return null;
  return {
    code: 'MES_CERRADO',
    message: fillText(texts.monthClose.closed, { month: monthInWords(date.slice(0, 7)) }),
  };
}

/** For code that is a transaction rather than a Command (a harvest's save): lock, then refuse or not. */
export async function openMonthsRefusal(tx: Sql, dates: readonly (string | null)[]): Promise<Refusal | null> {
  await lockMonths(tx, 'shared');
  return closedMonthRefusal((await closedThrough(tx)).month, dates);
}

export interface Guarded<S> {
  inner: S;
  closed: string | null;
}

/**
 * The command, refused when a day it writes (`datesOf` its loaded state) falls in a closed month.
 * The decision stays pure: the last closed month is part of the loaded state.
 */
export function inOpenMonths<S, E extends ClubEvent, R, X extends Refusal>(
  command: Command<S, E, R, X>,
  datesOf: (state: S) => readonly (string | null)[],
): Command<Guarded<S>, E, R, X | Refusal> {
  return {
    actor: command.actor,
    async lock(tx) {
      // First, before any other lock, as the close takes it: no two orders of taking locks.
      await lockMonths(tx, 'shared');
      await command.lock?.(tx);
    },
    async load(tx) {
      // Both at once: on PostgreSQL they share a round trip.
      const [loaded, { month }] = await Promise.all([command.load(tx), closedThrough(tx)]);
      return { ...loaded, state: { inner: loaded.state, closed: month } };
    },
    decide(state) {
      const refused = closedMonthRefusal(state.closed, datesOf(state.inner));
      return refused ? { ok: false, error: refused } : command.decide(state.inner);
    },
    project: (tx, events, state) => command.project(tx, events, state.inner),
  };
}
