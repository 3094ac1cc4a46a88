import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { addDays, clubNow, isClockTime, isIsoDate } from '@club/domain/club-clock';
import { settingsOn } from '@club/domain/club-settings';
import { PICKUP_SCAN_DAYS, type PickupDay, pickupDays, slotCapacity } from '@club/domain/pickup';
import { productKey } from '@club/domain/products';
import { texts } from '@club/domain/texts';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { gramsUsed, lockMemberGrams } from '../limits/public.ts';
import { lockStock, writeStock } from '../stock/public.ts';
import { decidePlaceOrder, type PlaceOrderRefusal } from './decide.ts';
import { orderStream } from './events.ts';
import { saveOrderRows } from './projection.ts';
import { lockSlot, slotsTaken, slotTaken } from './slot-capacity.ts';

// placeOrder, a command on the one write path (commands/command-pipeline.ts). REST (routes.ts)
// and GraphQL (graphql.ts) both call it and only translate the outcome.

export interface PlaceOrderInput {
  date: string;
  time: string;
  total: number;
  observations: string;
  lines: ReadonlyArray<{ product: string; grams: number }>;
}

export type PlaceOrderOutcome =
  | { ok: true; orderId: string }
  | { ok: false; error: PlaceOrderRefusal | Refusal };

export const ORDER_PLACED_MSG = 'Order placed';

const NAMED_FIELDS = new Set(['date', 'time', 'total', 'observations']);

/**
 * The spec's `POST /submitorder` body: `{ date, time, total, observations, <productKey>: grams, ... }`.
 * Every other key must be a product key with integer grams (unknown products are refused by
 * the decision; keys at 0 g are ignored there).
 */
export function parseSubmitOrder(
  body: Record<string, unknown>,
): { ok: true; input: PlaceOrderInput } | { ok: false; error: Refusal } {
  const invalid = {
    ok: false as const,
    error: { code: 'DATOS_INVALIDOS' as const, message: texts.order.invalidOrder },
  };
  const text = (value: unknown) => (value === undefined || value === null ? '' : value);
  const date = text(body.date);
  const time = text(body.time);
  const observations = text(body.observations);
  const total = body.total;
  if (typeof date !== 'string' || typeof time !== 'string' || typeof observations !== 'string')
    return invalid;
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) return invalid;
  const lines: Array<{ product: string; grams: number }> = [];
  for (const [key, grams] of Object.entries(body)) {
    if (NAMED_FIELDS.has(key)) continue;
    if (typeof grams !== 'number' || !Number.isSafeInteger(grams)) return invalid;
    lines.push({ product: key, grams });
  }
  return { ok: true, input: { date, time, total, observations, lines } };
}

/**
 * Places an order for `memberId` if every rule allows it, on the one write path: the member's
 * grams lock (shared with bills, across processes and replicas), the slot's lock (its capacity),
 * the named products' stock rows locked by the ledger, the club settings, the pure decision,
 * `OrderPlaced` appended to a new stream, and the orders and stock read models projected from it.
 */
export async function placeOrder(
  db: Database,
  memberId: number,
  input: PlaceOrderInput,
  now: Date,
): Promise<PlaceOrderOutcome> {
  const orderId = randomUUID();
  const keys = [...new Set(input.lines.filter((l) => l.grams !== 0).map((l) => productKey(l.product)))];
  // An order's facts all count on its pickup day: a closed month takes no new one.
  const pickup = isIsoDate(input.date) ? input.date : null;
  const command = inOpenMonths(
    {
      actor: memberActor(memberId),
      lock: (tx) => lockMemberGrams(tx, memberId),
      async load(tx) {
        // A malformed date or time is refused by the decision before the slot or the limits are looked at.
        const slot = isIsoDate(input.date) && isClockTime(input.time);
        const timeline = await settingsTimeline(tx);
        // Only a slot with a capacity is locked and counted: the others (the spec's) cost nothing more.
        const limited = slot && slotCapacity(input.date, input.time, timeline) !== null;
        if (limited) await lockSlot(tx, input.date, input.time);
        // Started together, after the slot's lock (lock order member → slot → stock rows): on
        // PostgreSQL one round trip for the three.
        const [stock, used, taken] = await Promise.all([
          lockStock(tx, { keys }),
          slot ? gramsUsed(tx, memberId, input.date) : { month: 0, year: 0 },
          limited ? slotTaken(tx, input.date, input.time) : 0,
        ]);
        const state = { stock, gramsInMonth: used.month, gramsInYear: used.year, timeline, slotTaken: taken };
        return { state, stream: orderStream(orderId), version: 0 };
      },
      decide: (state) =>
        decidePlaceOrder(
          { ...state, products: new Map([...state.stock.values()].map((row) => [row.key, row])) },
          { ...input, orderId, memberId, now },
        ),
      async project(tx, events, state) {
        await saveOrderRows(tx, undefined, events);
        await writeStock(tx, state.stock, events);
        return orderId;
      },
    },
    () => [pickup],
  );
  const outcome = await runCommand(db, command);
  return outcome.ok ? { ok: true, orderId: outcome.value } : outcome;
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
