import type { Database } from '@club/db/connection';
import { memberActor } from '../kernel/commands/actors.ts';
import { type Guarded, inOpenMonths } from '../kernel/commands/open-months.ts';
import { type Command, loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { moveStock } from '../stock/public.ts';
import { type AdminOrder, findAdminOrder } from './admin-service.ts';
import { type OrderEvent, orderStream } from './events.ts';
import { decideHandover, type HandoverOutcome, type HandoverRefusal } from './handover-decide.ts';
import { evolveOrder, type OrderRow, saveOrderRows } from './projection.ts';

export type HandoverAnswer = { ok: true; order: AdminOrder } | { ok: false; error: Refusal };

/**
 * Records the handover of an order ('Entregado' / 'No retirado'): its stream folded into the row,
 * the pure decision, the event appended with the version loaded, then the orders row, the
 * dispensations (delivered) or the stock (not collected: grams back) projected from it. Nothing
 * locks the order: two admins marking it at once both load the same version, one append wins and
 * the other runs again, finds the order no longer 'placed' and says why.
 */
export async function recordHandover(
  db: Database,
  adminId: number,
  orderId: string,
  outcome: HandoverOutcome,
): Promise<HandoverAnswer> {
  const recorded = await runCommand(db, handoverCommand(memberActor(adminId), orderId, outcome));
  if (!recorded.ok) return recorded;
  const order = await findAdminOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after its handover`);
  return { ok: true, order };
}

/** The handover as a command, for an admin or for the job that closes stuck orders. */
export function handoverCommand(
  actor: string,
  orderId: string,
  outcome: HandoverOutcome,
): Command<Guarded<OrderRow | undefined>, OrderEvent, void, HandoverRefusal | Refusal> {
  const stream = orderStream(orderId);
  // Delivered or not, the fact counts on the pickup day: refused once that month is closed.
  return inOpenMonths<OrderRow | undefined, OrderEvent, void, HandoverRefusal>(
    {
      actor,
      load: (tx) => loadStream(tx, stream, 'order', evolveOrder),
      decide: (order) => decideHandover(order, outcome),
      async project(tx, events, order) {
        await saveOrderRows(tx, order, events);
        await moveStock(tx, events);
      },
    },
    (order) => [order?.pickupDate ?? null],
  );
}
