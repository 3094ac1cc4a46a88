import { randomUUID } from 'node:crypto';
import type { Database } from '@club/db/connection';
import { isClockTime, isIsoDate } from '@club/domain/club-clock';
import { settingsOn } from '@club/domain/club-settings';
import { slotCapacity } from '@club/domain/pickup';
import { productKey } from '@club/domain/products';
import { memberActor } from '../kernel/commands/actors.ts';
import { type Guarded, inOpenMonths } from '../kernel/commands/open-months.ts';
import { type Command, loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { gramsUsed, lockMemberGrams } from '../limits/public.ts';
import { enqueueOrderCancelledMail, enqueueOrderMail } from '../outbox/public.ts';
import { analysedStock, lockStock } from '../stock/public.ts';
import {
  type CancelCommand,
  cancelOrderDecider,
  type HandoverOutcome,
  type HandoverRefusal,
  handoverDecider,
  type PlaceOrderRefusal,
  placeOrderDecider,
} from './decide.ts';
import { type OrderEvent, orderStream } from './events.ts';
import { evolveOrder, type OrderRow } from './projection.ts';
import { type AdminOrder, findAdminOrder } from './queries.ts';
import { lockSlot, slotTaken } from './slot-capacity.ts';

// placeOrder, a command on the one write path (kernel/commands/pipeline.ts). REST (routes.ts)
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
        // While the club sells only analysed batches, an order takes only analysed grams.
        const forSale = settingsOn(timeline, input.date).sellOnlyAnalysedBatches
          ? await analysedStock(tx, stock)
          : stock;
        // The state the decider folds, restricted to what this command looks at.
        const state = {
          stock: forSale,
          counted: new Map([
            [
              memberId,
              {
                months: new Map([[input.date.slice(0, 7), used.month]]),
                years: new Map([[input.date.slice(0, 4), used.year]]),
              },
            ],
          ]),
          slotsTaken: new Map([[`${input.date} ${input.time}`, taken]]),
          orderSlots: new Map(),
          timeline,
        };
        return { state, stream: orderStream(orderId), version: 0 };
      },
      decide: (state) => placeOrderDecider.decide({ ...input, orderId, memberId, now }, state),
      async project(tx, events) {
        // The member's copy of what they ordered, written with the order itself.
        for (const { payload } of events) {
          await enqueueOrderMail(tx, 'order_placed', payload);
        }
        return orderId;
      },
    },
    () => [pickup],
  );
  const outcome = await runCommand(db, command);
  return outcome.ok ? { ok: true, orderId: outcome.value } : outcome;
}

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
        decide: (state) => cancelOrderDecider.decide(command, state),
        async project(tx, events, { order }) {
          const after = events.reduce(evolveOrder, order);
          if (!after) throw new Error(`order ${orderId} has no row after its cancellation`);
          for (const event of events) await enqueueOrderCancelledMail(tx, after, event.payload);
          return after;
        },
      },
      ({ order }) => [order?.pickupDate ?? null],
    ),
  );
  return outcome.ok ? { ok: true, order: outcome.value } : outcome;
}

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
      decide: (order) => handoverDecider.decide({ outcome }, order),
      project: async () => {},
    },
    (order) => [order?.pickupDate ?? null],
  );
}
