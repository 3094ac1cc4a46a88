import { randomUUID } from 'node:crypto';
import type { Database } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { type CommandOutcome, loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import {
  type AdminOrder,
  evolveOrder,
  findAdminOrder,
  type OrderDeliveredEvent,
  type OrderRow,
  orderStream,
} from '../orders/public.ts';
import { enqueueOrderMail } from '../outbox/public.ts';
import { counterHandoverDecider, prepareOrderDecider, revertHandoverDecider } from './decide.ts';
import { verifyCardCode } from './member-card.ts';
import { findIdentification, memberByCedula } from './queries.ts';

// The counter's two steps: identify the member (their card's code, or their cédula typed), then
// hand over each of today's orders with the document checked. Identifying records who the
// dispenser served (counter_checks), so the handover's event carries a check the server made.

export interface IdentifyInput {
  scan?: string | null;
  cedula?: string | null;
}

export type IdentifyOutcome = { ok: true; identificationId: string } | { ok: false; error: Refusal };

/** Who is at the counter: refused, with nothing written, for a bad code, a member who left or one with nothing today. */
export async function identifyAtCounter(
  db: Database,
  dispenserId: number,
  input: IdentifyInput,
  now: Date,
): Promise<IdentifyOutcome> {
  const scan = input.scan?.trim() ?? '';
  const cedula = input.cedula?.trim() ?? '';
  if ((scan === '') === (cedula === '')) return { ok: false, error: refusal('DATOS_INVALIDOS') };
  const method = scan !== '' ? 'card' : 'cedula';
  const found = method === 'card' ? await verifyCardCode(db, scan, now) : await memberByCedula(db, cedula);
  if (!found.ok) return found;
  const today = clubNow(now).date;
  const { rows } = await db.query<{ active: boolean; waiting: number }>(
    `select m.active,
            (select count(*)::int from orders o
              where o.member_id = m.id and o.pickup_date = $2::date and o.status = 'placed') as waiting
       from members m where m.id = $1`,
    [found.memberId, today],
  );
  const member = rows[0];
  if (!member) return { ok: false, error: refusal('CARNET_INVALIDO') };
  if (!member.active) return { ok: false, error: refusal('SOCIO_DADO_DE_BAJA') };
  if (member.waiting === 0) return { ok: false, error: refusal('SIN_PEDIDOS_HOY') };
  const identificationId = randomUUID();
  await db.query(
    `insert into counter_checks (id, member_id, dispenser_id, method, club_day, checked_at)
     values ($1, $2, $3, $4, $5::date, $6)`,
    [identificationId, found.memberId, dispenserId, method, today, now.toISOString()],
  );
  return { ok: true, identificationId };
}

export interface CounterHandoverInput {
  identificationId: string;
  orderId: string;
  documentVerified: boolean;
}

export type CounterHandoverOutcome = { ok: true; orderId: string } | { ok: false; error: Refusal };

/**
 * Hands one order over at the counter: `OrderDelivered` with the check (who, how, when), on the
 * one write path with the order's version as loaded, so the counter and /admin/orders marking it
 * at once record one handover.
 */
export async function handOverAtCounter(
  db: Database,
  dispenserId: number,
  input: CounterHandoverInput,
  now: Date,
): Promise<CounterHandoverOutcome> {
  const identification = await findIdentification(db, input.identificationId);
  const outcome = await runCommand(
    db,
    inOpenMonths<OrderRow | undefined, OrderDeliveredEvent, void, Refusal>(
      {
        actor: memberActor(dispenserId),
        // An id that is not one is no order: the stream name stays a valid one all the same.
        load: (tx) => loadStream(tx, orderStream(input.orderId.slice(0, 64)), 'order', evolveOrder),
        decide: (order) =>
          counterHandoverDecider.decide(
            { identification, dispenserId, documentVerified: input.documentVerified, now },
            order,
          ),
        project: async () => {},
      },
      (order) => [order?.pickupDate ?? null],
    ),
  );
  return outcome.ok ? { ok: true, orderId: input.orderId } : outcome;
}

// 'Preparado' and the undoing of a handover, on the one write path: the order's stream folded
// into its row, the pure decision, the event appended with the version loaded, the registered
// projections, and the member's mail in the same transaction.

export type LifecycleAnswer = { ok: true; order: AdminOrder } | { ok: false; error: Refusal };

const mailed = (order: OrderRow) => ({
  orderId: order.id,
  memberId: order.memberId,
  date: order.pickupDate,
  time: order.pickupTime,
  lines: order.lines,
  total: order.total,
});

/** The order as the back office shows it after its new fact, or the refusal. */
async function answer(
  db: Database,
  orderId: string,
  recorded: CommandOutcome<void, Refusal>,
): Promise<LifecycleAnswer> {
  if (!recorded.ok) return { ok: false, error: recorded.error };
  const order = await findAdminOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after its change`);
  return { ok: true, order };
}

/** 'Preparado': `OrderPrepared` on a pending order, and the member's "ready" mail. */
export async function prepareOrder(db: Database, actorId: number, orderId: string): Promise<LifecycleAnswer> {
  const stream = orderStream(orderId);
  const recorded = await runCommand(
    db,
    inOpenMonths(
      {
        actor: memberActor(actorId),
        load: (tx) => loadStream(tx, stream, 'order', evolveOrder),
        decide: (order) => prepareOrderDecider.decide({}, order),
        async project(tx, events, order) {
          if (order && events.length > 0) await enqueueOrderMail(tx, 'order_ready', mailed(order));
        },
      },
      (order) => [order?.pickupDate ?? null],
    ),
  );
  return answer(db, orderId, recorded);
}

/**
 * Undoes a handover recorded by mistake, with a reason: `OrderHandoverReverted`, refused once the
 * pickup day's month is closed (its grams are in that month's signed figures). The projections give
 * the grams back to stock and to the member's month, and take the dispensation out of the reports.
 */
export async function revertHandover(
  db: Database,
  actorId: number,
  orderId: string,
  reason: unknown,
): Promise<LifecycleAnswer> {
  const stream = orderStream(orderId);
  const recorded = await runCommand(
    db,
    inOpenMonths(
      {
        actor: memberActor(actorId),
        load: (tx) => loadStream(tx, stream, 'order', evolveOrder),
        decide: (order) => revertHandoverDecider.decide({ by: actorId, reason }, order),
        async project(tx, events, order) {
          if (order && events.length > 0) await enqueueOrderMail(tx, 'handover_reverted', mailed(order));
        },
      },
      (order) => [order?.pickupDate ?? null],
    ),
  );
  return answer(db, orderId, recorded);
}
