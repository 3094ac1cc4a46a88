import type { Database, Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { holdsPermission } from '../kernel/access/roles-held.ts';
import { memberActor } from '../kernel/commands/actors.ts';
import { closedThrough, lockMonths } from '../kernel/commands/open-months.ts';
import { runCommand } from '../kernel/commands/pipeline.ts';
import { selectEvents } from '../kernel/events/event-log.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { findMemberState } from '../members/public.ts';
import { type LoggedStockEvent, STOCK_EVENT_TYPES } from './business-dates.ts';
import {
  type CloseCommand,
  type CloseState,
  closeMonthDecider,
  nextToCloseOf,
  pendingOrdersOf,
} from './decide.ts';
import {
  type ClosedProductFigures,
  MONTH_CLOSES_STREAM,
  type MonthClosed,
  type SignedClose,
} from './events.ts';
import { monthBalances, type ProductBalance } from './month-balance.ts';
import { monthHash } from './month-hash.ts';
import { type MonthReportFiles, readMonthReport, storeMonthReport } from './month-report-store.ts';

// The monthly close (/admin/cierre, decision 030): every figure is computed from the log each time
// (no read model to rebuild), and closing is a command on the one write path that appends
// `MonthClosed` to the `month-closes` stream and, in the same transaction, keeps the month's
// report as it is then (month-report-store.ts).

/** Every stock event of the log, in log order. */
export async function readStockEvents(sql: Sql): Promise<LoggedStockEvent[]> {
  const events = await selectEvents(sql, 'e.type = any($1::text[])', [[...STOCK_EVENT_TYPES]]);
  return events as LoggedStockEvent[];
}

/**
 * Every MonthClosed, oldest first, with the signer's name as `members` holds it now: the event
 * names the signer by id only (decision 043).
 */
export async function readCloses(sql: Sql): Promise<SignedClose[]> {
  const { rows } = await sql.query<{
    payload: MonthClosed;
    occurred_at: Date | string;
    signed_by: string | null;
  }>(
    `select e.payload, e.occurred_at, m.name || ' ' || m.last_name as signed_by
       from events e left join members m on m.id = (e.payload->>'memberId')::int
      where e.stream_id = $1 order by e.version`,
    [MONTH_CLOSES_STREAM],
  );
  return rows.map((row) => {
    // A log written before the name left the event may still carry it: the name shown is the table's.
    const { signedBy: _old, ...close } = row.payload as MonthClosed & { signedBy?: string };
    return {
      ...close,
      closedAt: new Date(row.occurred_at).toISOString(),
      signedBy: row.signed_by ?? `Socio #${close.memberId}`,
    };
  });
}

export interface MonthView {
  month: string;
  /** As signed when closed; as the log gives it now when open. */
  products: Array<ProductBalance & { reason: string | null }>;
  hash: string;
  events: number;
  pendingOrders: number;
  close: SignedClose | null;
  /** The one month the RT may close now. */
  closable: boolean;
}

export interface CloseOverview {
  currentMonth: string;
  nextToClose: string;
  /** Newest first. */
  months: MonthView[];
}

/** The close screen: each month from the first with stock events to today's. */
export async function closeOverview(sql: Sql, now: Date): Promise<CloseOverview> {
  const currentMonth = clubNow(now).date.slice(0, 7);
  const [events, closes] = [await readStockEvents(sql), await readCloses(sql)];
  const balances = monthBalances(events, currentMonth);
  const closedBy = new Map(closes.map((close) => [close.month, close]));
  const nextToClose = nextToCloseOf(closes.at(-1)?.month ?? null, balances, currentMonth);
  const months = balances.map((balance): MonthView => {
    const close = closedBy.get(balance.month) ?? null;
    return {
      month: balance.month,
      products: close
        ? close.products.map((line: ClosedProductFigures) => ({ ...line }))
        : balance.products.map((line) => ({ ...line, reason: null })),
      hash: close ? close.hash : monthHash(balance.events),
      events: close ? close.events : balance.events.length,
      pendingOrders: pendingOrdersOf(balance),
      close,
      closable: close === null && balance.month === nextToClose,
    };
  });
  return { currentMonth, nextToClose, months: months.reverse() };
}

export type CloseOutcome = { ok: true; close: MonthClosed } | { ok: false; error: Refusal };

/** The RT signs the month: refused unless every rule of decide.ts holds. */
export async function closeMonth(
  db: Database,
  memberId: number,
  command: CloseCommand,
  now: Date,
): Promise<CloseOutcome> {
  const currentMonth = clubNow(now).date.slice(0, 7);
  const outcome = await runCommand(db, {
    actor: memberActor(memberId),
    // Exclusive: the dated commands under way finish first, and those after see the close.
    lock: (tx) => lockMonths(tx, 'exclusive'),
    async load(tx) {
      const closed = await closedThrough(tx);
      const member = await findMemberState(tx, memberId);
      // The signer's role is data now: whoever holds close.sign today (the Responsable Técnico).
      const signer = member && {
        ...member,
        technicalLead: await holdsPermission(tx, memberId, 'close.sign'),
      };
      // A malformed month is refused before the balance is looked at.
      const stockEvents = /^\d{4}-\d{2}$/.test(command.month) ? await readStockEvents(tx) : [];
      const state: CloseState = {
        members: new Map(signer ? [[signer.id, signer]] : []),
        lastClosed: closed.month,
        stockEvents,
      };
      return { state, stream: MONTH_CLOSES_STREAM, version: closed.version };
    },
    decide: (state) => closeMonthDecider.decide({ ...command, memberId, currentMonth }, state),
    async project(tx, events) {
      const close = events[0]?.payload as MonthClosed;
      // The event's occurred_at: now() is the transaction's start, whichever statement asks.
      const { rows } = await tx.query<{ now: Date | string; signed_by: string | null }>(
        `select now() as now, (select name || ' ' || last_name from members where id = $1) as signed_by`,
        [close.memberId],
      );
      await storeMonthReport(tx, {
        ...close,
        closedAt: new Date(rows[0]?.now ?? '').toISOString(),
        signedBy: rows[0]?.signed_by ?? `Socio #${close.memberId}`,
      });
      return close;
    },
  });
  return outcome.ok ? { ok: true, close: outcome.value } : outcome;
}

/**
 * A closed month's report files, the same bytes on every call; null while the month is open. A
 * month closed before closes kept their report gets it kept at its first download.
 */
export async function closedMonthReport(db: Database, month: string): Promise<MonthReportFiles | null> {
  const kept = await readMonthReport(db, month);
  if (kept) return kept;
  const close = (await readCloses(db)).find((entry) => entry.month === month);
  if (!close) return null;
  return db.transaction(async (tx) => {
    await storeMonthReport(tx, close);
    return readMonthReport(tx, month);
  });
}
