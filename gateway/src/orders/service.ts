import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { append } from '@club/db/event-store';
import { MONTHLY_GRAMS_LIMIT, YEARLY_GRAMS_LIMIT } from '@club/domain/limits';
import { isIsoDate } from '@club/domain/pickup';
import { productKey } from '@club/domain/products';
import { texts } from '@club/domain/texts';
import { gramsUsed, lockMemberGrams } from '../limits/grams-used.ts';
import { lockStockOf, takeGramsOut } from '../stock/locked-stock.ts';
import { decidePlaceOrder, type PlaceOrderRefusal, type ProductForSale } from './decide.ts';
import { type OrderPlacedEvent, orderStream } from './events.ts';
import { evolveOrder } from './projection.ts';

// placeOrder as the conventions read: load the state, decide (pure), append with the expected
// version, all in one transaction that also updates the orders and stock read models.
// REST (routes.ts) and GraphQL (graphql.ts) both call this and only translate the outcome.

export interface PlaceOrderInput {
  date: string;
  time: string;
  total: number;
  observations: string;
  lines: ReadonlyArray<{ product: string; grams: number }>;
}

export type OrderRefusal = PlaceOrderRefusal | { code: 'DATOS_INVALIDOS'; message: string };

export type PlaceOrderOutcome = { ok: true; orderId: string } | { ok: false; error: OrderRefusal };

/** REST status and spec `msg` of each refusal: over a limit 403, stock conflicts 409, else 400. */
export function refusalAnswer(code: OrderRefusal['code']): { status: 400 | 403 | 409; msg: string } {
  switch (code) {
    case 'LIMITE_MENSUAL':
    case 'LIMITE_ANUAL':
      return { status: 403, msg: 'Unauthorized' };
    case 'PRODUCTO_NO_DISPONIBLE':
    case 'SIN_STOCK':
    case 'STOCK_INSUFICIENTE':
      return { status: 409, msg: 'Conflict' };
    default:
      return { status: 400, msg: 'Bad Request' };
  }
}

export const ORDER_PLACED_MSG = 'Order placed';

const NAMED_FIELDS = new Set(['date', 'time', 'total', 'observations']);

/**
 * The spec's `POST /submitorder` body: `{ date, time, total, observations, <productKey>: grams, ... }`.
 * Every other key must be a product key with integer grams (unknown products are refused by
 * the decision; keys at 0 g are ignored there).
 */
export function parseSubmitOrder(
  body: Record<string, unknown>,
): { ok: true; input: PlaceOrderInput } | { ok: false; error: OrderRefusal } {
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

async function insertOrderRow(tx: Sql, event: OrderPlacedEvent): Promise<void> {
  const row = evolveOrder(undefined, event);
  if (!row) throw new Error('OrderPlaced projected to no order row');
  await tx.query(
    `insert into orders (id, member_id, pickup_date, pickup_time, total, grams, observations, lines, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [
      row.id,
      row.memberId,
      row.pickupDate,
      row.pickupTime,
      row.total,
      row.grams,
      row.observations,
      JSON.stringify(row.lines),
      row.status,
    ],
  );
}

/**
 * Places an order for `memberId` if every rule allows it: one transaction, serialised per member
 * by an advisory lock (across processes and replicas), stock rows locked for the stock check.
 */
export async function placeOrder(
  db: Database,
  memberId: number,
  input: PlaceOrderInput,
  now: Date,
): Promise<PlaceOrderOutcome> {
  const orderId = randomUUID();
  const keys = [...new Set(input.lines.filter((l) => l.grams !== 0).map((l) => productKey(l.product)))];
  return db.transaction(async (tx) => {
    // The member's grams lock, shared with bills (limits/grams-used.ts).
    await lockMemberGrams(tx, memberId);
    const products = await lockStockOf(tx, keys);
    // A malformed date is refused by the decision before the limits are looked at.
    const used = isIsoDate(input.date) ? await gramsUsed(tx, memberId, input.date) : { month: 0, year: 0 };
    const decision = decidePlaceOrder(
      {
        products: new Map(products.map((p) => [p.key, p])),
        gramsInMonth: used.month,
        gramsInYear: used.year,
      },
      { ...input, orderId, memberId, now },
    );
    if (!decision.ok) return decision;
    const [event] = decision.events;
    // A new stream: expected version 0.
    await append(tx, orderStream(orderId), 0, decision.events, `member-${memberId}`);
    await insertOrderRow(tx, event);
    await takeGramsOut(tx, products, event);
    return { ok: true, orderId };
  });
}

export interface GramsBalance {
  /** YYYY-MM of the pickup date. */
  month: string;
  usedMonth: number;
  leftMonth: number;
  usedYear: number;
  leftYear: number;
}

/** What the member has used and has left in the calendar month and year of a pickup date. */
export async function gramsBalance(sql: Sql, memberId: number, date: string): Promise<GramsBalance | null> {
  if (!isIsoDate(date)) return null;
  const used = await gramsUsed(sql, memberId, date);
  return {
    month: date.slice(0, 7),
    usedMonth: used.month,
    leftMonth: Math.max(0, MONTHLY_GRAMS_LIMIT - used.month),
    usedYear: used.year,
    leftYear: Math.max(0, YEARLY_GRAMS_LIMIT - used.year),
  };
}
