import type { Database } from '@club/db/connection';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { type CommandOutcome, loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { enqueueOrderMail } from '../outbox/public.ts';
import { prepareOrderDecider, revertHandoverDecider } from './decide-lifecycle.ts';
import { orderStream } from './events.ts';
import { evolveOrder, type OrderRow } from './projection.ts';
import { type AdminOrder, findAdminOrder } from './queries.ts';

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
