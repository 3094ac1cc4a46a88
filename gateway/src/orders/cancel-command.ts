import type { Database } from '@club/db/connection';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { enqueueOrderCancelledMail } from '../outbox/public.ts';
import { moveStock } from '../stock/public.ts';
import { type CancelCommand, decideCancel } from './cancel-decide.ts';
import { orderStream } from './events.ts';
import { evolveOrder, type OrderRow, saveOrderRows } from './projection.ts';

/** The REST twin's msg of a cancellation. */
export const ORDER_CANCELLED_MSG = 'Order cancelled';

export type CancelAnswer = { ok: true; order: OrderRow } | { ok: false; error: Refusal };

/**
 * Cancels a pending order on the one write path: its stream folded into the row, the pure
 * decision, `OrderCancelled` appended with the version loaded, then the orders row and the stock
 * (grams back) projected from it. A handover at the same instant loads the same version: one of
 * the two appends wins, the other runs again and is refused.
 */
export async function cancelOrder(
  db: Database,
  actorId: number,
  orderId: string,
  command: CancelCommand,
): Promise<CancelAnswer> {
  const stream = orderStream(orderId);
  const outcome = await runCommand(
    db,
    inOpenMonths(
      {
        actor: memberActor(actorId),
        async load(tx) {
          const loaded = await loadStream(tx, stream, 'order', evolveOrder);
          return { ...loaded, state: { order: loaded.state, timeline: await settingsTimeline(tx) } };
        },
        decide: ({ order, timeline }) => decideCancel(order, command, timeline),
        async project(tx, events, { order }) {
          const after = await saveOrderRows(tx, order, events);
          await moveStock(tx, events);
          for (const event of events) await enqueueOrderCancelledMail(tx, after as OrderRow, event.payload);
          return after as OrderRow;
        },
      },
      ({ order }) => [order?.pickupDate ?? null],
    ),
  );
  return outcome.ok ? { ok: true, order: outcome.value } : outcome;
}
