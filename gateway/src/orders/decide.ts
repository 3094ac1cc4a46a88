import type { OrderProblem } from '@club/domain/cart-rules';
import {
  type SettingsTimeline,
  settingsOn,
  settingsWithDefaults,
  withVersion,
} from '@club/domain/club-settings';
import { fillText } from '@club/domain/fill-text';
import { orderSchema } from '@club/domain/order-schema';
import { closedDayMessage } from '@club/domain/order-texts';
import {
  beforeCancelCutoff,
  closedReason,
  formatPickupDay,
  isValidPickup,
  slotCapacity,
} from '@club/domain/pickup';
import { isOutOfStock, productKey } from '@club/domain/products';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent, unhandledEvent } from '../kernel/events/club-event.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { type LimitRefusal, limitRefusal } from '../limits/public.ts';
import { evolveStock, type StockRow, type StockState } from '../stock/public.ts';
import {
  ORDER_CANCELLED,
  ORDER_DELIVERED,
  ORDER_NOT_COLLECTED,
  ORDER_PLACED,
  type OrderCancelledEvent,
  type OrderDeliveredEvent,
  type OrderLine,
  type OrderNotCollectedEvent,
  type OrderPlacedEvent,
} from './events.ts';
import { evolveOrder, type OrderRow } from './projection.ts';

// The orders' rules, pure, each a Decider: placing an order, cancelling it, and its handover.
// The commands load the state under their locks and append what `decide` returns; the unit tests
// build the same state by folding facts with `evolve`.

/** A product as the order sees it: its stock row. */
export type ProductForSale = StockRow;

/** Grams that count against one member's caps, by month (YYYY-MM) and by year (YYYY). */
export interface CountedGrams {
  months: ReadonlyMap<string, number>;
  years: ReadonlyMap<string, number>;
}

export interface PlaceOrderState {
  /** Stock rows by product id. */
  stock: StockState;
  /** Grams in orders that count (placed or delivered) and bills, dated on their day, by member. */
  counted: ReadonlyMap<number, CountedGrams>;
  /** Orders taking each slot ('YYYY-MM-DD HH:MM'): placed or delivered. */
  slotsTaken: ReadonlyMap<string, number>;
  /** The slot of each order placed, so that its cancellation or no-show frees it (read by evolve only). */
  orderSlots: ReadonlyMap<string, string>;
  /** The club's settings over time: the order is judged by those in force on its pickup day. */
  timeline: SettingsTimeline;
}

export interface PlaceOrderCommand {
  orderId: string;
  memberId: number;
  date: string;
  time: string;
  /** What the client computed; only accepted if it equals the server's total. */
  total: number;
  observations: string;
  /** `product` is a key (or a species: it is normalised); lines at 0 g are ignored. */
  lines: ReadonlyArray<{ product: string; grams: number }>;
  /** The server clock, for the pickup slot. */
  now: Date;
}

export type { LimitCode } from '../limits/public.ts';

export type RefusalCode =
  | 'LINEA_REPETIDA'
  | 'GRAMOS_INVALIDOS'
  | 'PRODUCTO_DESCONOCIDO'
  | 'LIMITE_POR_PEDIDO'
  | 'CARRITO_VACIO'
  | 'FALTA_DIA_HORA'
  | 'OBSERVACIONES_LARGAS'
  | 'HORARIO_INVALIDO'
  | 'CLUB_CERRADO'
  | 'HORARIO_COMPLETO'
  | 'PRODUCTO_NO_DISPONIBLE'
  | 'SIN_STOCK'
  | 'STOCK_INSUFICIENTE'
  | 'TOTAL_INCORRECTO';

/** An expected refusal: a stable code and the Spanish text to show. */
export type PlaceOrderRefusal = { code: RefusalCode; message: string } | LimitRefusal;

export type PlaceOrderDecision = Decision<OrderPlacedEvent, PlaceOrderRefusal>;

const refuse = (code: RefusalCode, message: string): PlaceOrderDecision => ({
  ok: false,
  error: { code, message },
});

/** Decides whether the member may place this order now and, if so, the `OrderPlaced` fact. */
function decidePlaceOrder(command: PlaceOrderCommand, state: PlaceOrderState): PlaceOrderDecision {
  const settings = settingsOn(state.timeline, command.date);
  const products = new Map([...state.stock.values()].map((row) => [row.key, row]));
  const wanted = command.lines
    .filter((line) => line.grams !== 0)
    .map((line) => ({ ...line, key: productKey(line.product) }));

  const keys = new Set<string>();
  for (const line of wanted) {
    if (keys.has(line.key)) return refuse('LINEA_REPETIDA', texts.order.repeatedProduct);
    keys.add(line.key);
  }
  if (
    wanted.some(
      (line) => !Number.isInteger(line.grams) || line.grams < 0 || line.grams % settings.gramsStep !== 0,
    )
  ) {
    return refuse('GRAMOS_INVALIDOS', fillText(texts.order.invalidGrams, { N: settings.gramsStep }));
  }
  const lines: Array<{ product: ProductForSale; grams: number }> = [];
  for (const line of wanted) {
    const product = products.get(line.key);
    if (!product)
      return refuse('PRODUCTO_DESCONOCIDO', fillText(texts.order.unknownProduct, { species: line.product }));
    lines.push({ product, grams: line.grams });
  }

  const grams = lines.reduce((sum, line) => sum + line.grams, 0);
  const total = lines.reduce((sum, line) => sum + line.product.price * line.grams, 0);
  // The spec's three checks, in its order, on the server's own figures; then the comments.
  const checked = checkRules<ReturnType<typeof orderSchema>, OrderProblem['code']>(
    orderSchema(settings.monthlyGramsLimit),
    { grams, total, date: command.date, time: command.time, observations: command.observations },
  );
  if (!checked.ok) return refuse(checked.problem.code, checked.problem.message);
  const closed = closedReason(command.date, state.timeline);
  if (closed !== undefined)
    return refuse('CLUB_CERRADO', closedDayMessage(formatPickupDay(command.date), closed));
  if (!isValidPickup(command.date, command.time, command.now, state.timeline)) {
    return refuse('HORARIO_INVALIDO', texts.order.invalidSlot);
  }
  const capacity = slotCapacity(command.date, command.time, state.timeline);
  if (capacity !== null && (state.slotsTaken.get(`${command.date} ${command.time}`) ?? 0) >= capacity)
    return refuse('HORARIO_COMPLETO', texts.order.slotFull);
  for (const { product, grams: lineGrams } of lines) {
    const names = { species: product.species };
    if (!product.available)
      return refuse('PRODUCTO_NO_DISPONIBLE', fillText(texts.order.unavailableProduct, names));
    if (isOutOfStock({ key: product.key, stock: product.grams, available: product.available }))
      return refuse('SIN_STOCK', fillText(texts.order.outOfStock, names));
    if (lineGrams > product.grams) {
      return refuse(
        'STOCK_INSUFICIENTE',
        fillText(texts.order.notEnoughStock, { ...names, N: product.grams }),
      );
    }
  }
  if (command.total !== total)
    return refuse('TOTAL_INCORRECTO', fillText(texts.order.totalMismatch, { total }));

  const counted = state.counted.get(command.memberId);
  const used = {
    gramsInMonth: counted?.months.get(command.date.slice(0, 7)) ?? 0,
    gramsInYear: counted?.years.get(command.date.slice(0, 4)) ?? 0,
  };
  const overLimit = limitRefusal(used, grams, settings);
  if (overLimit) return { ok: false, error: overLimit };

  const orderLines: OrderLine[] = lines.map(({ product, grams: lineGrams }) => ({
    productId: product.productId,
    key: product.key,
    species: product.species,
    grams: lineGrams,
    price: product.price,
  }));
  return {
    ok: true,
    events: [
      {
        type: ORDER_PLACED,
        payload: {
          orderId: command.orderId,
          memberId: command.memberId,
          date: command.date,
          time: command.time,
          lines: orderLines,
          total,
          observations: command.observations,
        },
      },
    ],
  };
}

/** The settings timeline after a fact: a change of settings takes effect from its day. */
function evolveTimeline(timeline: SettingsTimeline, event: ClubEvent): SettingsTimeline {
  if (event.type !== 'ClubSettingsChanged') return timeline;
  const { effectiveFrom, settings } = event.payload;
  return withVersion(timeline, { effectiveFrom, settings: settingsWithDefaults(settings) });
}

function addCounted(
  counted: ReadonlyMap<number, CountedGrams>,
  memberId: number,
  date: string,
  grams: number,
): ReadonlyMap<number, CountedGrams> {
  const before = counted.get(memberId) ?? { months: new Map(), years: new Map() };
  const add = (totals: ReadonlyMap<string, number>, key: string) =>
    new Map(totals).set(key, (totals.get(key) ?? 0) + grams);
  return new Map(counted).set(memberId, {
    months: add(before.months, date.slice(0, 7)),
    years: add(before.years, date.slice(0, 4)),
  });
}

function addSlot(slots: ReadonlyMap<string, number>, slot: string | undefined, n: number) {
  return slot === undefined ? slots : new Map(slots).set(slot, (slots.get(slot) ?? 0) + n);
}

const sumGrams = (lines: ReadonlyArray<{ grams: number }>) =>
  lines.reduce((sum, line) => sum + line.grams, 0);

function evolvePlaceOrder(state: PlaceOrderState, event: ClubEvent): PlaceOrderState {
  const next = {
    ...state,
    stock: evolveStock(state.stock, event),
    timeline: evolveTimeline(state.timeline, event),
  };
  if (!isStreamEvent(event, 'order', 'bill') || event.type === 'OrderPrepared') return next;
  const { memberId, date, lines } = event.payload;
  switch (event.type) {
    case 'OrderPlaced': {
      const slot = `${date} ${event.payload.time}`;
      return {
        ...next,
        counted: addCounted(state.counted, memberId, date, sumGrams(lines)),
        slotsTaken: addSlot(state.slotsTaken, slot, 1),
        orderSlots: new Map(state.orderSlots).set(event.payload.orderId, slot),
      };
    }
    case 'BillIssued':
      return { ...next, counted: addCounted(state.counted, memberId, date, sumGrams(lines)) };
    // Neither a no-show nor a cancelled order counts, or takes its slot, any longer.
    case 'OrderNotCollected':
    case 'OrderCancelled':
    case 'OrderHandoverReverted':
      return {
        ...next,
        counted: addCounted(state.counted, memberId, date, -sumGrams(lines)),
        slotsTaken: addSlot(state.slotsTaken, state.orderSlots.get(event.payload.orderId), -1),
      };
    case 'OrderDelivered':
      return next;
    default:
      return unhandledEvent(event);
  }
}

export const placeOrderDecider: Decider<
  PlaceOrderCommand,
  PlaceOrderState,
  OrderPlacedEvent,
  PlaceOrderRefusal
> = {
  decide: decidePlaceOrder,
  evolve: evolvePlaceOrder,
  initialState: () => ({
    stock: new Map(),
    counted: new Map(),
    slotsTaken: new Map(),
    orderSlots: new Map(),
    timeline: [],
  }),
};

/** The state of one order's stream (undefined before it is placed) and the club's settings. */
export interface OrderState {
  order: OrderRow | undefined;
  timeline: SettingsTimeline;
}

function evolveOrderState(state: OrderState, event: ClubEvent): OrderState {
  if (isStreamEvent(event, 'order')) return { ...state, order: evolveOrder(state.order, event) };
  return { ...state, timeline: evolveTimeline(state.timeline, event) };
}

const noOrder = (): OrderState => ({ order: undefined, timeline: [] });

// Cancelling an order: only a pending order, by its own member until the cut-off before the
// slot (a club setting, as in force on the pickup day), or by an admin at any time with a reason. The grams go back to stock and to the member
// through the projections of `OrderCancelled`.

export type CancelCommand = { by: 'member'; memberId: number; now: Date } | { by: 'admin'; reason: unknown };

function decideCancel(
  command: CancelCommand,
  { order, timeline }: OrderState,
): Decision<OrderCancelledEvent> {
  // Another member's order is, to this member, no order at all.
  if (!order || (command.by === 'member' && order.memberId !== command.memberId)) {
    return { ok: false, error: refusal('PEDIDO_DESCONOCIDO') };
  }
  if (order.status === 'delivered') return { ok: false, error: refusal('YA_ENTREGADO') };
  if (order.status === 'not_collected') return { ok: false, error: refusal('YA_NO_RETIRADO') };
  if (order.status === 'cancelled') return { ok: false, error: refusal('YA_CANCELADO') };
  if (order.status === 'reverted') return { ok: false, error: refusal('YA_REVERTIDO') };
  let reason: string | null = null;
  if (command.by === 'member') {
    const hours = settingsOn(timeline, order.pickupDate).cancelCutoffHours;
    if (!beforeCancelCutoff(order.pickupDate, order.pickupTime, command.now, hours)) {
      return { ok: false, error: refusal('FUERA_DE_PLAZO', { N: hours }) };
    }
  } else {
    reason = typeof command.reason === 'string' ? command.reason.trim() : '';
    if (reason === '' || reason.length > 250) {
      return {
        ok: false,
        error: { code: 'MOTIVO_INVALIDO', field: 'reason', message: texts.orderAdmin.cancelReasonRequired },
      };
    }
  }
  const { id: orderId, memberId, pickupDate: date, lines } = order;
  return {
    ok: true,
    events: [{ type: ORDER_CANCELLED, payload: { orderId, memberId, date, lines, by: command.by, reason } }],
  };
}

// The handover: the command folds the order's stream into its row and appends the event with
// the stream's version as the expected one, so a double click or two admins at once record one
// handover, never two.

export const cancelOrderDecider: Decider<CancelCommand, OrderState, OrderCancelledEvent> = {
  decide: decideCancel,
  evolve: evolveOrderState,
  initialState: noOrder,
};

export type HandoverOutcome = 'delivered' | 'not_collected';

export type HandoverRefusal = {
  code: 'PEDIDO_DESCONOCIDO' | 'YA_ENTREGADO' | 'YA_NO_RETIRADO' | 'YA_CANCELADO' | 'YA_REVERTIDO';
  message: string;
};

export type HandoverEvent = OrderDeliveredEvent | OrderNotCollectedEvent;

export interface HandoverCommand {
  outcome: HandoverOutcome;
}

/** Only an order still 'placed' can be marked delivered or not collected. */
function decideHandover(
  { outcome }: HandoverCommand,
  order: OrderRow | undefined,
): Decision<HandoverEvent, HandoverRefusal> {
  if (!order)
    return { ok: false, error: { code: 'PEDIDO_DESCONOCIDO', message: texts.orderAdmin.unknownOrder } };
  if (order.status === 'delivered') {
    return { ok: false, error: { code: 'YA_ENTREGADO', message: texts.orderAdmin.alreadyDelivered } };
  }
  if (order.status === 'not_collected') {
    return { ok: false, error: { code: 'YA_NO_RETIRADO', message: texts.orderAdmin.alreadyNotCollected } };
  }
  if (order.status === 'cancelled') {
    return { ok: false, error: { code: 'YA_CANCELADO', message: texts.orderAdmin.alreadyCancelled } };
  }
  if (order.status === 'reverted') return { ok: false, error: refusal('YA_REVERTIDO') as HandoverRefusal };
  const fact = { orderId: order.id, memberId: order.memberId, date: order.pickupDate, lines: order.lines };
  if (outcome === 'delivered') {
    return { ok: true, events: [{ type: ORDER_DELIVERED, payload: { ...fact, total: order.total } }] };
  }
  return { ok: true, events: [{ type: ORDER_NOT_COLLECTED, payload: fact }] };
}

export const handoverDecider: Decider<HandoverCommand, OrderRow | undefined, HandoverEvent, HandoverRefusal> =
  {
    decide: decideHandover,
    evolve: (order, event) => (isStreamEvent(event, 'order') ? evolveOrder(order, event) : order),
    initialState: () => undefined,
  };
